import { HttpError } from './http.ts';
import { getGame } from '../data/games.ts';
import type { Game } from './quiz-game.ts';
import type { Identity } from './auth.ts';

/** The caller's game, still being played, at the question they think it is at. */
export async function playableGame(identity: Identity, gameId: string, index: number): Promise<Game> {
  const game = await getGame(gameId);
  if (!game || game.uid !== identity.sub || game.status !== 'playing') throw new HttpError(404, 'game_not_found');
  if (index !== game.current) throw new HttpError(409, 'answer_already_given');
  return game;
}
