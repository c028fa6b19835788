import { rankPlayers, resultsOf } from '@plume/shared/battles';
import { battleFinished } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { recordBattle } from '#battles/data/battle-stats';

/**
 * Each player's battle record (wins, losses, draws, per opponent, history) and the battle badges: combat winner (a 1v1
 * won), clash winner (a group battle won), quiz warrior (three random battles won in a row). Replay-safe: a battle
 * is counted once per profile (marker in the same transaction) and a badge unlocked once; bot games count apart and
 * earn no badge, nor do family games (docs/economy.md).
 */
export const handler = eventConsumer(battleFinished, async ({ detail }) => {
  const people = detail.players.filter((p) => !p.isBot);
  const results = resultsOf(rankPlayers(detail.players));
  for (const player of people) {
    if (!(await profileExists(player.uid, player.profileId))) continue;
    const { totals } = await recordBattle({
      battleId: detail.battleId, profileId: player.profileId, kind: detail.kind, players: detail.players.length, result: results.get(player.profileId)!,
      points: player.points, correct: player.correct, opponents: people.filter((p) => p.profileId !== player.profileId).map((p) => p.profileId), finishedAt: detail.finishedAt,
      opponentNames: detail.players.filter((p) => p.profileId !== player.profileId).map((p) => p.name ?? ''),
    });
    if (detail.kind === 'bot' || detail.familyGame) continue;
    await unlockFor(player.profileId, { counters: { oneToOneWins: totals.oneToOneWins, groupBattleWins: totals.groupWins, randomBattleWinStreak: totals.randomWinStreak } });
  }
});
