import * as api from '@plume/shared/endpoints';
import { leaderboardKey, parisDay } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#accounts/profiles';
import { rankOnBoard, topOfBoard } from '#data/leaderboards';

/** The top 100 of a board and the viewer's own place (two Queries and a Get, whatever the board's size up to its top). */
export const handler = httpHandler(api.getLeaderboard, async ({ body, identity }) => {
  const key = leaderboardKey(body.period, parisDay(Date.now()));
  const [, top, me] = await Promise.all([assertOwnProfile(identity!, body.profileId), topOfBoard(key), rankOnBoard(key, body.profileId)]);
  return { message: 'leaderboard_loaded', data: { period: body.period, key, top: top.map((entry, i) => ({ rank: i + 1, ...entry })), me: me ?? null } };
});
