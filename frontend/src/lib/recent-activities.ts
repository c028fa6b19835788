import { matchesRoute } from '@plume/shared/route-access';
import { useEffect } from 'react';
import { getClientState, updateClientState, useClientState, type RecentActivity } from './client-state';

/**
 * The activities a profile opens, remembered on this device (the client state, cleared at logout) so the learner's
 * home can offer them again. Each has the address of its first page (`route`, what the home links to) and the
 * addresses that count as opening it (`matches`: the route and the pages under it, such as a mode's play page or a
 * battle room), unless `exact`. The most specific entries come first: the first that matches wins.
 */
export const recentActivityList = [
  { id: 'dailyQuiz', route: '/quiz/daily', label: 'learnerHome.recent.activities.dailyQuiz' },
  { id: 'trueFalse', route: '/quiz/true-false', label: 'learnerHome.recent.activities.trueFalse' },
  { id: 'audioQuiz', route: '/quiz/audio', label: 'learnerHome.recent.activities.audioQuiz' },
  { id: 'guessTheWord', route: '/quiz/guess-the-word', label: 'learnerHome.recent.activities.guessTheWord' },
  { id: 'funAndLearn', route: '/quiz/fun-and-learn', label: 'learnerHome.recent.activities.funAndLearn' },
  { id: 'selfChallenge', route: '/quiz/self-challenge', label: 'learnerHome.recent.activities.selfChallenge' },
  { id: 'familyChallenge', route: '/quiz/family-challenge', label: 'learnerHome.recent.activities.familyChallenge' },
  { id: 'mathMania', route: '/quiz/math-mania', label: 'learnerHome.recent.activities.mathMania' },
  { id: 'quizZone', route: '/quiz/zone', label: 'learnerHome.recent.activities.quizZone' },
  { id: 'contests', route: '/quiz/contests', label: 'learnerHome.recent.activities.contests' },
  { id: 'battle', route: '/quiz/battle', label: 'learnerHome.recent.activities.battle' },
  { id: 'groupBattle', route: '/quiz/group-battle', label: 'learnerHome.recent.activities.groupBattle' },
  { id: 'qanda', route: '/qanda', matches: ['/qanda', '/home/qanda'], label: 'learnerHome.recent.activities.qanda' },
  { id: 'dictation', route: '/dictate-ai/', label: 'learnerHome.recent.activities.dictation' },
  { id: 'crossword', route: '/crossword/', label: 'learnerHome.recent.activities.crossword' },
  { id: 'flashcards', route: '/flashcard/', label: 'learnerHome.recent.activities.flashcards' },
  { id: 'keyboardSpelling', route: '/keyboard-spelling', label: 'learnerHome.recent.activities.keyboardSpelling' },
  // the parents' word lists live under `/voiceSpelling`: they are not an activity
  { id: 'voiceSpelling', route: '/voiceSpelling', exact: true, label: 'learnerHome.recent.activities.voiceSpelling' },
  { id: 'handwritingSpelling', route: '/handwriting-spelling', label: 'learnerHome.recent.activities.handwritingSpelling' },
] as const satisfies readonly { id: string; route: string; matches?: readonly string[]; exact?: boolean; label: `learnerHome.recent.activities.${string}` }[];

export type RecentActivityId = (typeof recentActivityList)[number]['id'];
export type RecentActivityEntry = (typeof recentActivityList)[number];

/** How many activities the home offers per profile, newest first. */
export const RECENT_ACTIVITIES_PER_PROFILE = 5;

const segments = (path: string) => path.split('/').filter(Boolean);

/** The activity an address opens, if any. */
export function activityAt(pathname: string): RecentActivityEntry | undefined {
  return recentActivityList.find((activity) => {
    const routes: readonly string[] = 'matches' in activity ? activity.matches : [activity.route];
    return routes.some((route) =>
      'exact' in activity && activity.exact ? segments(pathname).join('/').toLowerCase() === segments(route).join('/').toLowerCase() : matchesRoute(pathname, route),
    );
  });
}

const activityById = (id: unknown) => recentActivityList.find((activity) => activity.id === id);

/**
 * `activity` opened by `profileId` at `at`: first in that profile's list, once, which keeps its
 * {@link RECENT_ACTIVITIES_PER_PROFILE} newest; the other profiles' lists are left as they are.
 */
export function withRecentActivity(list: readonly RecentActivity[], activity: RecentActivityId, profileId: string | null, at: string): RecentActivity[] {
  const theirs = list.filter((entry) => entry.profileId === profileId && entry.activity !== activity);
  const others = list.filter((entry) => entry.profileId !== profileId);
  return [{ activity, profileId, at }, ...theirs.slice(0, RECENT_ACTIVITIES_PER_PROFILE - 1), ...others];
}

/** Records that the active profile opened `activity` (nothing changes when it is already its latest). */
export function recordRecentActivity(activity: RecentActivityId, now = new Date()): void {
  const { activeProfileId, recentActivities } = getClientState();
  const latest = recentActivities.find((entry) => entry.profileId === activeProfileId);
  if (latest?.activity === activity) return;
  updateClientState((state) => ({ ...state, recentActivities: withRecentActivity(state.recentActivities, activity, state.activeProfileId, now.toISOString()) }));
}

/** The active profile's recent activities, newest first (entries stored by an older version of the app are skipped). */
export function recentActivitiesOf(list: readonly RecentActivity[], profileId: string | null): RecentActivityEntry[] {
  const entries = Array.isArray(list) ? list : [];
  return entries
    .filter((entry) => entry?.profileId === profileId)
    .flatMap((entry) => activityById(entry.activity) ?? [])
    .slice(0, RECENT_ACTIVITIES_PER_PROFILE);
}

export function useRecentActivities(): RecentActivityEntry[] {
  const { activeProfileId, recentActivities } = useClientState();
  return recentActivitiesOf(recentActivities, activeProfileId);
}

/** Records the activity at `pathname` once its page is shown to a signed-in person (`shown`). */
export function useRecordRecentActivity(pathname: string, shown: boolean): void {
  const activity = shown ? activityAt(pathname)?.id : undefined;
  useEffect(() => {
    if (activity) recordRecentActivity(activity);
  }, [activity]);
}
