/** Lifelines (seed §4): which exist and when one may be used. */
export const lifelines = ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'] as const;
export type Lifeline = (typeof lifelines)[number];
export type LifelineRefusal = 'lifeline_already_used' | 'lifeline_not_allowed';

/** 50/50 and audience poll exclude each other (seed §4): the one a lifeline rules out, if any. */
export function exclusiveTwin(lifeline: Lifeline): Lifeline | undefined {
  if (lifeline === 'fifty-fifty') return 'audience-poll';
  if (lifeline === 'audience-poll') return 'fifty-fifty';
  return undefined;
}

/** Each lifeline once per game, and never beside its exclusive twin. */
export function lifelineRefusal(used: readonly Lifeline[], wanted: Lifeline): LifelineRefusal | undefined {
  if (used.includes(wanted)) return 'lifeline_already_used';
  const twin = exclusiveTwin(wanted);
  if (twin && used.includes(twin)) return 'lifeline_not_allowed';
  return undefined;
}
