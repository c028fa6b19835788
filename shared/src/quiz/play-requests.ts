import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { avatars } from '../account.ts';
import { badgeTypes } from '../badges.ts';
import { categoryIds, multipleChoiceQuestionSchema } from '../content.ts';
import { gameModes } from './game-modes.ts';

/** Request schemas of the routes around play: bookmarks, reports, badges, leaderboards, notifications (and their answer), statistics, admin. */

export const leaderboardPeriods = ['daily', 'monthly', 'all-time'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
export const LEADERBOARD_SIZE = 100;

export const reportReasons = ['wrong-answer', 'typo', 'unclear', 'offensive', 'other'] as const;

export const answeredQuestionRequestSchema = z.object({ profileId: entityId, gameId: entityId, index: z.int().min(0).max(99) }).strict();
export const removeBookmarkRequestSchema = z.object({ profileId: entityId, bookmarkId: entityId }).strict();
/** `bookmark_question`'s and `remove_bookmark`'s answer: the bookmark kept or removed (a bookmark is named by its question). */
export const bookmarkRefSchema = z.object({ bookmarkId: z.string() });
/** `report_question`'s answer: the question reported. */
export const questionReportedSchema = z.object({ questionId: z.string() });
const streakSchema = z.object({ current: z.int(), best: z.int() });
const tallySchema = z.object({ games: z.int(), questions: z.int(), correct: z.int() });
/** `get_statistics`' answer: a profile's totals, streaks, results by category and mode, and its last 30 days (in all and by category). */
export const statisticsSchema = z.object({
  games: z.int(),
  questions: z.int(),
  correct: z.int(),
  points: z.number(),
  coins: z.object({ balance: z.number(), earned: z.number(), spent: z.number() }),
  badges: z.object({ unlocked: z.int(), total: z.int() }),
  /** Days in a row with any practice (« Série »); the daily quiz's own streak beside it. */
  playStreak: streakSchema,
  dailyStreak: streakSchema,
  byCategory: z.array(tallySchema.extend({ category: z.string() })),
  byMode: z.array(tallySchema.extend({ mode: z.string() })),
  /** The last 30 Paris days, oldest first, days without play included. */
  days: z.array(z.object({ day: z.string(), questions: z.int(), correct: z.int(), points: z.number() })),
  /** The same window, only the days a category was played (absent from older responses). */
  categoryDays: z.array(z.object({ day: z.string(), category: z.string(), questions: z.int(), correct: z.int() })).default([]),
});
export type Statistics = z.infer<typeof statisticsSchema>;
const profileBadgeSchema = z.object({
  type: z.enum(badgeTypes),
  status: z.enum(['locked', 'unlocked']),
  unlockedAt: z.string().optional(),
  progress: z.object({ current: z.number(), target: z.number() }),
});
export type ProfileBadge = z.infer<typeof profileBadgeSchema>;
/** `get_badges`' answer: every badge of the profile, unlocked or with its progress. */
export const profileBadgesSchema = z.object({ badges: z.array(profileBadgeSchema) });
const bookmarkSchema = z.object({
  bookmarkId: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  /** Missing for a guess-the-word question: it has no options to point at. */
  correctIndex: z.int().nullish(),
  /** The word of a guess-the-word question, spelt as the game revealed it (`éléphant`); missing for the others. */
  correctWord: z.string().optional(),
  explanation: z.string(),
  mode: z.enum(gameModes),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
/** `get_bookmarks`' answer: the questions the profile kept, newest first. */
export const bookmarksSchema = z.object({ bookmarks: z.array(bookmarkSchema) });
export type Bookmarks = z.infer<typeof bookmarksSchema>;
export const reportQuestionRequestSchema = answeredQuestionRequestSchema.extend({
  reason: z.enum(reportReasons),
  details: z.string().trim().max(500).optional(),
}).strict();
export const leaderboardRequestSchema = z.object({ profileId: entityId, period: z.enum(leaderboardPeriods) }).strict();
/** A row names its player by an opaque public id; `mine` marks the family's rows, `you` the asking profile's, `hidden` a family row only the family sees. */
const leaderboardRowSchema = z.object({
  rank: z.int(),
  publicId: z.string(),
  name: z.string(),
  // An avatar a browser's build does not know yet is shown as the feather rather than failing the whole board.
  avatar: z.enum(avatars).catch('plume'),
  score: z.number(),
  mine: z.boolean(),
  you: z.boolean(),
  hidden: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
/** `get_leaderboard`'s answer: the top 100 of a period and where the asking profile stands (`me` is null before it plays). */
export const leaderboardSchema = z.object({
  period: z.enum(leaderboardPeriods),
  key: z.string(),
  top: z.array(leaderboardRowSchema),
  /** `approximate`: below the top 100, the place is estimated from the board's last snapshot (a few minutes old). */
  me: z.object({ rank: z.int(), approximate: z.boolean(), score: z.number(), hidden: z.boolean() }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
/** The family's own board (the learner's home): this month's points of every profile of the account, the asker's included. */
export const familyLeaderboardSchema = z.object({
  period: z.literal('monthly'),
  key: z.string(),
  /** Every profile of the family, most points first; equal points share a place. */
  rows: z.array(z.object({
    rank: z.int(),
    profileId: z.string(),
    name: z.string(),
    avatar: z.enum(avatars).catch('plume'),
    score: z.number(),
    /** Family challenges this profile won this month (they earn no points: docs/family-challenges.md). */
    challengesWon: z.int().min(0),
    you: z.boolean(),
  })),
});
export type FamilyLeaderboard = z.infer<typeof familyLeaderboardSchema>;
export const notificationsRequestSchema = z.object({ profileId: entityId, limit: z.int().min(1).max(100).optional() }).strict();

const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** Set on a badge's notification: the badge it announces. */
  badge: z.string().optional(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
/** `get_notifications`' answer: a profile's newest notifications (texts in the caller's language) and the unread count. */
export const notificationsSchema = z.object({ total: z.int(), unread: z.int(), items: z.array(notificationSchema) });
export type Notifications = z.infer<typeof notificationsSchema>;
export const markNotificationsReadRequestSchema = z.object({ profileId: entityId, ids: z.array(entityId).min(1).max(100).optional() }).strict();
/** `mark_notifications_read`'s answer: nothing but the message. */
export const notificationsMarkedReadSchema = z.object({});

/** The key of a leaderboard: its period and, for daily and monthly ones, which day or month (Paris time). */
export function leaderboardKey(period: LeaderboardPeriod, parisDayOfPlay: string): string {
  if (period === 'daily') return `daily#${parisDayOfPlay}`;
  if (period === 'monthly') return `monthly#${parisDayOfPlay.slice(0, 7)}`;
  return 'all-time';
}

export const adminQuestionSchema = multipleChoiceQuestionSchema.extend({ hidden: z.boolean().optional() });
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const adminListQuestionsRequestSchema = z.object({ category: z.enum(categoryIds), subcategory: entityId, level: z.int().min(1).max(20) }).strict();
export const adminSaveQuestionRequestSchema = z.object({ category: z.enum(categoryIds), question: adminQuestionSchema }).strict();
export const adminImportQuestionsRequestSchema = z.object({ csv: z.string().min(1).max(200_000) }).strict();
export const adminListReportsRequestSchema = z.object({ before: z.string().max(100).optional() }).strict();
/** `admin/list_questions`' answer, read leniently: a field the server adds later must not hide the whole list. */
export const adminQuestionListSchema = z.object({ questions: z.array(z.object(adminQuestionSchema.shape)) });
/** `admin/save_question`'s answer: the question created (201) or replaced (200). */
export const adminQuestionSavedSchema = z.object({ id: z.string() });
/**
 * `admin/import_questions`' answer: how many questions were written. A refused import (400 `import_rejected`) carries
 * the same shape as its data, with `imported: 0` and the wrong lines.
 */
export const questionImportSchema = z.object({ imported: z.int(), errors: z.array(z.object({ line: z.int(), message: z.string() })) });
export type QuestionImport = z.infer<typeof questionImportSchema>;
const questionReportSchema = z.object({
  reportId: z.string(),
  questionId: z.string(),
  question: z.string(),
  reason: z.string(),
  details: z.string().optional(),
  profileId: z.string(),
  createdAt: z.string(),
  /** Where the next page starts (`before`). */
  cursor: z.string(),
});
/** `admin/list_reports`' answer: question reports, newest first, 50 at a time (a shorter page is the last one). */
export const questionReportListSchema = z.object({ reports: z.array(questionReportSchema) });
