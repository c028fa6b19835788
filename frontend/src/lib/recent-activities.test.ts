import { describe, expect, it } from 'vitest';
import type { RecentActivity } from './client-state';
import { activityAt, recentActivitiesOf, recentActivityList, RECENT_ACTIVITIES_PER_PROFILE, withRecentActivity } from './recent-activities';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 10, minute)).toISOString();

describe('the recent activities', () => {
  it('know an activity by its page and the pages under it, and nothing else', () => {
    expect(activityAt('/dictate-ai/')?.id).toBe('dictation');
    expect(activityAt('/quiz/true-false/play')?.id).toBe('trueFalse');
    expect(activityAt('/quiz/zone/grammaire/accords/3/play')?.id).toBe('quizZone');
    expect(activityAt('/quiz/battle/room/ABC123')?.id).toBe('battle');
    expect(activityAt('/quiz/group-battle')?.id).toBe('groupBattle');
    expect(activityAt('/home/qanda/play')?.id).toBe('qanda');
    expect(activityAt('/voiceSpelling')?.id).toBe('voiceSpelling');
    // the parents' word lists, the battle statistics, the quiz hub and the home are not activities
    expect(activityAt('/voiceSpelling/voice-spelling-lists')).toBeUndefined();
    expect(activityAt('/quiz/battle-stats')).toBeUndefined();
    expect(activityAt('/quiz')).toBeUndefined();
    expect(activityAt('/home')).toBeUndefined();
  });

  it('link every activity to a page that is itself that activity', () => {
    for (const activity of recentActivityList) expect(activityAt(activity.route)?.id).toBe(activity.id);
  });

  it('keep each profile’s newest first, once each, five at most, beside the other profiles’ lists', () => {
    let list: RecentActivity[] = [];
    list = withRecentActivity(list, 'dictation', 'child-1', at(1));
    list = withRecentActivity(list, 'crossword', null, at(2));
    for (const [minute, activity] of (['battle', 'flashcards', 'trueFalse', 'qanda', 'mathMania'] as const).entries()) list = withRecentActivity(list, activity, 'child-1', at(3 + minute));
    list = withRecentActivity(list, 'qanda', 'child-1', at(9));

    expect(recentActivitiesOf(list, 'child-1').map(({ id }) => id)).toEqual(['qanda', 'mathMania', 'trueFalse', 'flashcards', 'battle']);
    expect(recentActivitiesOf(list, 'child-1')).toHaveLength(RECENT_ACTIVITIES_PER_PROFILE);
    expect(recentActivitiesOf(list, null).map(({ id }) => id)).toEqual(['crossword']);
    expect(recentActivitiesOf(list, 'child-2')).toEqual([]);
  });

  it('skip what an older version of the app stored', () => {
    const stored = [{ path: '/crossword/', title: 'Mots croisés', at: at(1) }, { activity: 'gone', profileId: null, at: at(2) }, { activity: 'crossword', profileId: null, at: at(3) }];
    expect(recentActivitiesOf(stored as RecentActivity[], null).map(({ id }) => id)).toEqual(['crossword']);
    expect(recentActivitiesOf(undefined as unknown as RecentActivity[], null)).toEqual([]);
  });
});
