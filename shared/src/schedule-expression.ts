/**
 * EventBridge Scheduler's one-time expression, `at(yyyy-mm-ddThh:mm:ss)` in UTC. It has whole seconds only, so the
 * time is rounded up: a timer never fires before the instant it was set for, and at most a second after it.
 */
export function atExpression(at: number): string {
  return `at(${new Date(Math.ceil(at / 1000) * 1000).toISOString().slice(0, 19)})`;
}
