/** Lifelines (seed §4): which exist and when one may be used. */
export const lifelines = ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'] as const;
export type Lifeline = (typeof lifelines)[number];
export type LifelineRefusal = 'lifeline_already_used' | 'lifeline_not_allowed';

/** Each lifeline once per game; 50/50 and audience poll exclude each other (seed §4). */
export function lifelineRefusal(used: readonly Lifeline[], wanted: Lifeline): LifelineRefusal | undefined {
  if (used.includes(wanted)) return 'lifeline_already_used';
  if (wanted === 'fifty-fifty' && used.includes('audience-poll')) return 'lifeline_not_allowed';
  if (wanted === 'audience-poll' && used.includes('fifty-fifty')) return 'lifeline_not_allowed';
  return undefined;
}
