import * as api from '@plume/shared/endpoints';
import { leaderboardKey, parisDay } from '@plume/shared';
import { familyStandings } from '@plume/shared/leaderboard-ranks';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getAccount } from '#account/data/accounts';
import { familyEntries } from '#leaderboard/data/leaderboards';
import { challengeWinsOfMonth } from '#quiz/family-challenges';

/**
 * The family's own board on the learner's home: this month's points of every profile of the account, read by key (one
 * request whatever the public board's size). A profile hidden from public boards is still on its family's, and a
 * profile that has not played this month is there with 0 points: the family sees all of its members. Beside the points,
 * the family challenges each won this month (they earn no points).
 */
export const handler = httpHandler(api.getFamilyLeaderboard, async ({ body, identity }) => {
  const day = parisDay(Date.now());
  const key = leaderboardKey('monthly', day);
  const [, account, wins] = await Promise.all([assertOwnProfile(identity, body.profileId), getAccount(identity.sub), challengeWinsOfMonth(identity.sub, day)]);
  const profiles = account?.profiles ?? [];
  const rows = (await familyEntries([key], profiles.map((profile) => profile.id))).get(key)!;
  const scores = new Map(rows.map((row) => [row.profileId, row.score]));
  const standings = familyStandings(profiles.map((profile) => ({
    profileId: profile.id, name: profile.name, avatar: profile.avatar, score: scores.get(profile.id) ?? 0,
    challengesWon: wins.get(profile.id) ?? 0, you: profile.id === body.profileId,
  })));
  return { message: 'leaderboard_loaded', data: { period: 'monthly' as const, key, rows: standings } };
});
