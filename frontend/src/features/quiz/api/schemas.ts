import type { finishedSchema, gameSetupSchema, levelSchema, ServedQuestion as Served } from '@plume/shared/quiz/quiz';
import type * as z from 'zod';

/** The shapes of the quiz contracts (`@plume/shared/endpoints`), by the names the screens use. */
export type GameSetup = z.infer<typeof gameSetupSchema>;
export type ServedQuestion = Served;
export type FinishedGame = z.infer<typeof finishedSchema>;
export type LevelState = z.infer<typeof levelSchema>;
