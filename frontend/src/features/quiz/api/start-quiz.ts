import { gameModes, type StartGameRequest } from '@plume/shared/modes';
import { lifelines } from '@plume/shared/scoring';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';

const startedSchema = z.object({
  gameId: z.string(),
  mode: z.enum(gameModes),
  total: z.int(),
  /** The lifelines this mode offers (none in self challenge). */
  lifelines: z.array(z.enum(lifelines)),
  /** Coins each lifeline costs in this game. */
  lifelineCost: z.int().min(0),
  /** `question`: a deadline per question; `game`: one deadline for the whole game. */
  timer: z.enum(['question', 'game']),
  /** Fun and learn: the text to read before the questions. */
  passage: z.object({ title: z.string(), text: z.string() }).optional(),
  serverTime: z.number(),
});
export type StartedQuiz = z.infer<typeof startedSchema>;

/**
 * `start_quiz`: a new game of any mode, without its first question: that one's clock starts when `next_question`
 * asks for it (403 `level_locked`, 409 `daily_already_played`, 404 `no_questions_found` / `no_quizzes_available`).
 */
export function startQuiz(input: StartGameRequest): Promise<StartedQuiz> {
  return apiCall({ path: 'start_quiz', data: input, showSuccessToast: false, schema: startedSchema });
}

export const useStartQuiz = () => useMutation({ mutationFn: startQuiz });
