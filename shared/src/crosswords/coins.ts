import type { CrosswordLevel } from './clue.ts';

/** Coins a solved grid earns, once per puzzle. */
export const crosswordRewards: Readonly<Record<CrosswordLevel, number>> = { facile: 5, moyen: 10, difficile: 15 };
/** What a reveal costs: one letter, or a whole word (whatever its length). */
export const revealCosts = { letter: 2, word: 5 } as const;
