import { randomUUID } from 'node:crypto';
import { dynamo } from '#clients/dynamo';
import type { BoardIdentity } from '#account/data/accounts';
import { addPoints, familyEntries, placesOnBoard, topOfBoard, type Board } from '#leaderboard/data/leaderboards';

/** What the leaderboard benchmark drives on a private board, beside the helpers below. */
export { addPoints, takeRankSnapshot } from '#leaderboard/data/leaderboards';

/*
 * Leaderboards of a test's or a benchmark's own, written through the data module against a local cloud (import this
 * once the process's environment points at it). A private board has a key no day or month has, so boards other files
 * fill at the same time cannot change what is measured.
 */

export const privateBoard = (period: Board['period'] = 'daily'): Board => ({ period, key: `${period}#private-${randomUUID()}` });

export const boardPlayer = (overrides: Partial<BoardIdentity> = {}): BoardIdentity => ({
  profileId: randomUUID(), publicId: randomUUID().replaceAll('-', ''), name: 'Joueur', avatar: 'hibou', hidden: false, ...overrides,
});

/** Rows of new players with the given scores, one game each, `parallel` games at a time. */
export async function fillBoard(board: Board, scores: readonly number[], parallel = 16): Promise<void> {
  for (let i = 0; i < scores.length; i += parallel) {
    await Promise.all(scores.slice(i, i + parallel).map((points) => addPoints({ gameId: randomUUID(), player: boardPlayer(), points, boards: [board] })));
  }
}

/** What `get_leaderboard` reads for a viewer's place: the board's top, the viewer's row, its place. */
export async function viewerPlace(board: Board, profileId: string) {
  const [top, family] = await Promise.all([topOfBoard(board.key), familyEntries([board.key], [profileId])]);
  const [entry] = family.get(board.key)!;
  const [place] = await placesOnBoard(board.key, top, [entry!]);
  return { top, place: place! };
}

/** The DynamoDB requests `work` makes on the handlers' shared client, by command (run nothing else meanwhile). */
export async function requestsOf(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const name = `count-${randomUUID()}`;
  dynamo.middlewareStack.add((next, context) => (args) => {
    const command = context.commandName ?? 'other';
    counts[command] = (counts[command] ?? 0) + 1;
    return next(args);
  }, { step: 'initialize', name });
  try {
    await work();
  } finally {
    dynamo.middlewareStack.remove(name);
  }
  return counts;
}
