import * as z from 'zod';

/** What the server serves of a question: never the answer. `deadline` is on the server's clock (epoch ms). */
export const servedQuestionSchema = z.object({
  index: z.int(),
  question: z.string(),
  options: z.array(z.string()).length(4),
  audio: z.boolean(),
  deadline: z.number(),
});
export type ServedQuestion = z.infer<typeof servedQuestionSchema>;

export const finishedSchema = z.object({
  correct: z.int(),
  incorrect: z.int(),
  total: z.int(),
  percentage: z.number(),
  points: z.number(),
  coins: z.int(),
});
export type FinishedGame = z.infer<typeof finishedSchema>;
