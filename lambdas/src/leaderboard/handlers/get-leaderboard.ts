import * as api from '@plume/shared/endpoints';
import { leaderboardKey, parisDay } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listProfileIds } from '#account/data/accounts';
import { familyEntries, placesOnBoard, topOfBoard, type LeaderboardEntry } from '#leaderboard/data/leaderboards';

type Row = LeaderboardEntry & { rank: number; mine: boolean; you: boolean; hidden: boolean };

/**
 * The public top 100 of a board and the viewer's own place. Rows name players by public id, first name and avatar
 * only. The caller's family is marked (`mine`, and `you` for the asking profile) and sees its own rows even when
 * they are hidden from everyone else, at the place they would have. A place below the top 100 is an estimate from
 * the board's last rank snapshot (`approximate`), so the answer costs the same few reads whatever the board's size.
 */
export const handler = httpHandler(api.getLeaderboard, async ({ body, identity }) => {
  const key = leaderboardKey(body.period, parisDay(Date.now()));
  const [, profileIds, top] = await Promise.all([assertOwnProfile(identity, body.profileId), listProfileIds(identity.sub), topOfBoard(key)]);
  const family = (await familyEntries([key], profileIds)).get(key)!;
  const own = new Map(family.map((entry) => [entry.publicId, entry]));
  const rows: Row[] = top.map((entry, i) => ({ ...entry, rank: i + 1, mine: own.has(entry.publicId), you: own.get(entry.publicId)?.profileId === body.profileId, hidden: false }));
  const hidden = family.filter((entry) => entry.hidden);
  const viewer = family.find((entry) => entry.profileId === body.profileId);
  // The hidden rows' places and the viewer's, together: at most one snapshot read for all of them.
  const places = await placesOnBoard(key, top, [...hidden, ...(viewer ? [viewer] : [])]);
  hidden.forEach((entry, i) => {
    const { rank, approximate } = places[i]!;
    // A hidden row placed exactly is within the top 100; below it, only the viewer's own place is shown (`me`).
    if (!approximate) rows.push({ publicId: entry.publicId, name: entry.name, avatar: entry.avatar, score: entry.score, rank, mine: true, you: entry.profileId === body.profileId, hidden: true });
  });
  rows.sort((a, b) => a.rank - b.rank || Number(b.hidden) - Number(a.hidden));
  const viewerPlace = viewer ? places[hidden.length]! : undefined;
  const me = viewer && viewerPlace ? { rank: viewerPlace.rank, approximate: viewerPlace.approximate, score: viewer.score, hidden: viewer.hidden } : null;
  return { message: 'leaderboard_loaded', data: { period: body.period, key, top: rows, me } };
});
