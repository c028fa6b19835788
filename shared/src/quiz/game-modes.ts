/** The solo game modes of the quiz catalogue (rules in modes.ts). Kept apart, without zod, so the start-up
 * configuration schema can name them without pulling the game schemas into the first page. */
export const gameModes = ['quiz-zone', 'daily', 'true-false', 'fun-and-learn', 'guess-the-word', 'self-challenge', 'audio', 'math-mania', 'contest', 'family-challenge'] as const;
export type GameMode = (typeof gameModes)[number];
