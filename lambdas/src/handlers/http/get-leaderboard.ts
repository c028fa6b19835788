import * as api from '@plume/shared/endpoints';
import { LEADERBOARD_SIZE, leaderboardKey, parisDay } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#accounts/profiles';
import { listProfileIds } from '#data/accounts';
import { familyEntries, rankOf, topOfBoard, type LeaderboardEntry } from '#data/leaderboards';

type Row = LeaderboardEntry & { rank: number; mine: boolean; you: boolean; hidden: boolean };

/**
 * The public top 100 of a board and the viewer's own place. Rows name players by public id, first name and avatar
 * only. The caller's family is marked (`mine`, and `you` for the asking profile) and sees its own rows even when
 * they are hidden from everyone else, at the place they would have.
 */
export const handler = httpHandler(api.getLeaderboard, async ({ body, identity }) => {
  const key = leaderboardKey(body.period, parisDay(Date.now()));
  const [, profileIds, top] = await Promise.all([assertOwnProfile(identity!, body.profileId), listProfileIds(identity!.sub), topOfBoard(key)]);
  const family = await familyEntries(key, profileIds);
  const own = new Map(family.map((entry) => [entry.publicId, entry]));
  const rows: Row[] = top.map((entry, i) => ({ ...entry, rank: i + 1, mine: own.has(entry.publicId), you: own.get(entry.publicId)?.profileId === body.profileId, hidden: false }));
  const hidden = await Promise.all(family.filter((entry) => entry.hidden).map(async (entry) => ({ entry, rank: await rankOf(key, entry) })));
  for (const { entry, rank } of hidden) {
    if (rank <= LEADERBOARD_SIZE) rows.push({ publicId: entry.publicId, name: entry.name, avatar: entry.avatar, score: entry.score, rank, mine: true, you: entry.profileId === body.profileId, hidden: true });
  }
  rows.sort((a, b) => a.rank - b.rank || Number(b.hidden) - Number(a.hidden));
  const viewer = family.find((entry) => entry.profileId === body.profileId);
  const me = viewer ? { rank: rows.find((row) => row.you)?.rank ?? (await rankOf(key, viewer)), score: viewer.score, hidden: viewer.hidden } : null;
  return { message: 'leaderboard_loaded', data: { period: body.period, key, top: rows, me } };
});
