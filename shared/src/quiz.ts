import * as z from 'zod';
import { categoryIds } from './content.ts';
import { lifelines } from './scoring.ts';

/** How many questions a quiz-zone level serves, and how long each may take. */
export const QUESTIONS_PER_LEVEL = 10;

const id = z.string().min(1).max(100);

export const getLevelsRequestSchema = z.object({ profileId: id, category: z.enum(categoryIds), subcategory: id }).strict();
export const startQuizRequestSchema = z.object({ profileId: id, category: z.enum(categoryIds), subcategory: id, level: z.int().min(1).max(20) }).strict();
export const answerQuizRequestSchema = z.object({ gameId: id, index: z.int().min(0).max(99), choice: z.int().min(0).max(3) }).strict();
export const useLifelineRequestSchema = z.object({ gameId: id, index: z.int().min(0).max(99), lifeline: z.enum(lifelines) }).strict();

/** What a player sees of a question before answering it: never the answer, never the explanation. */
export interface ServedQuestion {
  index: number;
  question: string;
  options: string[];
  audio: boolean;
  /** Epoch milliseconds after which an answer counts as wrong; the server's clock decides. */
  deadline: number;
}
