import { lifelines } from '@plume/shared/lifelines';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { quizKeys } from './query-keys';
import { finishedSchema, gameSetupSchema } from './schemas';

/**
 * An answered question as `get_game` tells it again. `choice` is `null` for a word, a skipped question and an answer
 * too late (then without `word` either); a skipped question comes without its answer, as when it was skipped.
 */
const answeredQuestionSchema = z.object({
  index: z.int(),
  kind: z.enum(['choice', 'word']),
  question: z.string(),
  options: z.array(z.string()),
  audio: z.boolean(),
  choice: z.int().nullable(),
  word: z.string().optional(),
  correct: z.boolean(),
  points: z.number(),
  skipped: z.boolean().optional(),
  correctIndex: z.int().optional(),
  correctWord: z.string().optional(),
  explanation: z.string().optional(),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

const progressSchema = gameSetupSchema.extend({
  /** The lifelines already spent in this game. */
  lifelinesUsed: z.array(z.enum(lifelines)),
  /** The question to ask `next_question` for while playing. */
  current: z.int().min(0),
  score: z.number(),
  /** Only the answered (or skipped) questions, in order. */
  review: z.array(answeredQuestionSchema),
});

const gameSchema = z.discriminatedUnion('status', [
  progressSchema.extend({ status: z.literal('playing') }),
  progressSchema.extend({ status: z.literal('finished'), finished: finishedSchema }),
]);
export type ResumedGame = z.infer<typeof gameSchema>;

/** `get_game`: one of the caller's games as it stands, to pick it up after a refresh (404 `game_not_found`). */
export function getGame(input: { gameId: string }): Promise<ResumedGame> {
  return apiCall({ path: 'get_game', data: input, showSuccessToast: false, schema: gameSchema });
}

/**
 * Read once per play page: the page plays on from it and never reads it again, and a later visit must not start
 * from this one's snapshot (dropped from the cache as soon as nothing shows it).
 */
export const gameQueryOptions = (gameId: string) => queryOptions({ queryKey: quizKeys.game(gameId), queryFn: () => getGame({ gameId }), staleTime: Infinity, gcTime: 0 });

export function useGame(gameId: string | undefined) {
  return useQuery({ ...gameQueryOptions(gameId ?? ''), enabled: !!gameId });
}
