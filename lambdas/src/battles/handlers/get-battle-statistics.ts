import * as api from '@plume/shared/endpoints';
import { BATTLE_HISTORY_PAGE } from '@plume/shared/battles';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { battleHistory, getBattleTotals, opponentRecords } from '#battles/data/battle-stats';

/** `/quiz/battle-stats`: the active profile's wins, losses and draws, its record per opponent, and a page of history. */
export const handler = httpHandler(api.getBattleStatistics, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  const [totals, opponents, history] = await Promise.all([
    getBattleTotals(body.profileId), opponentRecords(body.profileId), battleHistory(body.profileId, BATTLE_HISTORY_PAGE, body.cursor),
  ]);
  const { wins, losses, draws, oneToOneWins, groupWins, randomWinStreak, botGames } = totals;
  return {
    message: 'battle_statistics_loaded',
    data: { totals: { wins, losses, draws, oneToOneWins, groupWins, randomWinStreak, botGames }, opponents, history: history.lines, ...(history.next ? { nextCursor: history.next } : {}) },
  };
});
