import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { crosswordLevels } from './clue.ts';

/** The largest grid: 13×13. */
export const MAX_GRID_CELLS = 169;
const direction = z.enum(['across', 'down']);
const cell = z.int().min(0).max(MAX_GRID_CELLS - 1);
const wordRef = z.object({ number: z.int().min(1).max(MAX_GRID_CELLS), direction }).strict();
export type WordRef = z.infer<typeof wordRef>;
/**
 * The player's grid, one character per cell row by row: a letter A–Z, or `.` for an empty (or black) cell. Pencilled
 * letters are sent as entries too.
 */
const entries = z.string().max(MAX_GRID_CELLS).regex(/^[A-Z.]*$/);

// ---- requests -------------------------------------------------------------------------------------------------------

export const listCrosswordsRequestSchema = z.object({ profileId: entityId }).strict();
export const startCrosswordRequestSchema = z.object({ profileId: entityId, level: z.enum(crosswordLevels) }).strict();
const puzzleRef = { profileId: entityId, puzzleId: entityId };
export const checkCrosswordRequestSchema = z.discriminatedUnion('scope', [
  z.object({ ...puzzleRef, scope: z.literal('letter'), cell, entries }).strict(),
  z.object({ ...puzzleRef, scope: z.literal('word'), word: wordRef, entries }).strict(),
  z.object({ ...puzzleRef, scope: z.literal('grid'), entries }).strict(),
]);
export type CheckCrosswordRequest = z.infer<typeof checkCrosswordRequestSchema>;
export const revealCrosswordRequestSchema = z.discriminatedUnion('scope', [
  z.object({ ...puzzleRef, scope: z.literal('letter'), cell }).strict(),
  z.object({ ...puzzleRef, scope: z.literal('word'), word: wordRef }).strict(),
]);
export type RevealCrosswordRequest = z.infer<typeof revealCrosswordRequestSchema>;
export const getCrosswordRequestSchema = z.object(puzzleRef).strict();
/** One character per cell: `1` where the letter is pencilled, `0` elsewhere. */
const pencil = z.string().max(MAX_GRID_CELLS).regex(/^[01]*$/);
/**
 * The player's letters as they play, saved a moment after each edit. `revision` counts the saves of this grid: a save
 * is kept only when it is newer than the stored one, so a late or repeated request never undoes a later one.
 */
export const saveCrosswordRequestSchema = z.object({ ...puzzleRef, entries, pencil, revision: z.int().min(1).max(1_000_000_000) }).strict();
export type SaveCrosswordRequest = z.infer<typeof saveCrosswordRequestSchema>;
export const startMistakesCrosswordRequestSchema = z.object({ profileId: entityId }).strict();

// ---- responses ------------------------------------------------------------------------------------------------------

const revealedCell = z.object({ cell, letter: z.string().regex(/^[A-Z]$/) }).strict();

export const crosswordClueViewSchema = z.object({
  number: z.int().min(1),
  direction,
  row: z.int().min(0),
  col: z.int().min(0),
  length: z.int().min(2),
  clue: z.string(),
}).strict();
export type CrosswordClueView = z.infer<typeof crosswordClueViewSchema>;

/** A grid as the player gets it: its shape, numbers and clues, never its answers (those stay on the server). */
/** A grid of the clue bank's level, or « Mes mots croisés »: the words of the profile's own due mistakes. */
export const crosswordKinds = ['level', 'mistakes'] as const;
export type CrosswordKind = (typeof crosswordKinds)[number];

export const crosswordPuzzleSchema = z.object({
  puzzleId: z.string(),
  kind: z.enum(crosswordKinds),
  level: z.enum(crosswordLevels),
  size: z.int().min(2).max(13),
  /** One character per cell, row by row: `#` black, `.` a cell to fill. */
  layout: z.string().regex(/^[#.]+$/),
  clues: z.object({ across: z.array(crosswordClueViewSchema), down: z.array(crosswordClueViewSchema) }).strict(),
  /** Letters already bought (a resumed grid). */
  revealed: z.array(revealedCell),
  costs: z.object({ letter: z.int().min(0), word: z.int().min(0) }).strict(),
  /** The most the grid can earn: solved with every word found without help. */
  reward: z.int().min(0),
  startedAt: z.string(),
}).strict();
export type CrosswordPuzzle = z.infer<typeof crosswordPuzzleSchema>;

/** Which cells of the scope are right, wrong or still empty: never the right letters. */
export const crosswordCheckSchema = z.object({
  scope: z.enum(['letter', 'word', 'grid']),
  right: z.array(cell),
  wrong: z.array(cell),
  empty: z.array(cell),
  /** The whole grid is right (now or before). */
  solved: z.boolean(),
  /** Coins this grid earns, when solved (credited once, shortly after): see `crosswordReward`. */
  reward: z.int().min(0).optional(),
  /** When solved: the grid's words, and those found without help (never checked wrong, no letter bought), which the reward pays for. */
  words: z.int().min(1).optional(),
  wordsUnaided: z.int().min(0).optional(),
}).strict();
export type CrosswordCheck = z.infer<typeof crosswordCheckSchema>;

export const crosswordRevealSchema = z.object({
  cells: z.array(revealedCell),
  /** What this request charged: 0 when the same reveal was already paid for. */
  charged: z.int().min(0),
  balance: z.int().min(0).optional(),
}).strict();
export type CrosswordReveal = z.infer<typeof crosswordRevealSchema>;

/** Where the player was: their letters (as last saved), the letters a check found right, coins spent, completion. */
export const crosswordProgressSchema = z.object({
  entries,
  pencil,
  /** Cells whose current letter a check found right. */
  verified: z.array(cell),
  coinsSpent: z.int().min(0),
  revision: z.int().min(0),
  solvedAt: z.string().optional(),
}).strict();
export type CrosswordProgress = z.infer<typeof crosswordProgressSchema>;

/** A grid reopened: the grid as at its start (no answers) and the player's progress. */
export const crosswordResumeSchema = z.object({ puzzle: crosswordPuzzleSchema, progress: crosswordProgressSchema }).strict();
export type CrosswordResume = z.infer<typeof crosswordResumeSchema>;

export const crosswordSavedSchema = z.object({
  /** The stored revision: the request's when it was kept, a newer one when a later save was already there. */
  revision: z.int().min(0),
  saved: z.boolean(),
}).strict();
export type CrosswordSaved = z.infer<typeof crosswordSavedSchema>;

export const crosswordListSchema = z.object({
  puzzles: z.array(z.object({
    puzzleId: z.string(),
    kind: z.enum(crosswordKinds),
    level: z.enum(crosswordLevels),
    size: z.int(),
    words: z.int().min(0),
    startedAt: z.string(),
    solvedAt: z.string().optional(),
  }).strict()),
  solved: z.int().min(0),
}).strict();
export type CrosswordList = z.infer<typeof crosswordListSchema>;
