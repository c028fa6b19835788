import { parisDay } from '@plume/shared';
import { battleFinished } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { boardIdentity } from '#account/data/accounts';
import { addPoints, boardsOfDay } from '#leaderboard/data/leaderboards';

/**
 * A battle's points on the daily, monthly and all-time boards, once per battle and player; bot games and family games
 * (docs/economy.md) do not rank.
 */
export const handler = eventConsumer(battleFinished, async ({ detail }) => {
  if (detail.kind === 'bot' || detail.familyGame) return;
  const day = parisDay(new Date(detail.finishedAt));
  for (const player of detail.players.filter((p) => !p.isBot && p.points > 0)) {
    const identity = await boardIdentity(player.uid, player.profileId);
    if (identity) await addPoints({ gameId: `battle-${detail.battleId}`, player: identity, points: player.points, boards: boardsOfDay(day) });
  }
});
