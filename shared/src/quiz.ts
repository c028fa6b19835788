import * as z from 'zod';
import { categoryIds } from './content.ts';
import { lifelines } from './lifelines.ts';

const id = z.string().min(1).max(100);

export const getLevelsRequestSchema = z.object({ profileId: id, category: z.enum(categoryIds), subcategory: id }).strict();
export const useLifelineRequestSchema = z.object({ gameId: id, index: z.int().min(0).max(99), lifeline: z.enum(lifelines) }).strict();

/** What a player sees of a question before answering it: never the answer, the expected word or the explanation. */
export interface ServedQuestion {
  index: number;
  /** `choice`: pick one of `options` (4, or 2 for true/false); `word`: type a word of `letters` letters. */
  kind: 'choice' | 'word';
  question: string;
  options: string[];
  audio: boolean;
  clues?: string[];
  letters?: number;
  /** Epoch milliseconds after which an answer counts as wrong; the server's clock decides. */
  deadline: number;
}

/** True/false statements are served as two options, in this order. */
export const TRUE_FALSE_OPTIONS = ['Vrai', 'Faux'] as const;
