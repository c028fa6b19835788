import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { categoryIds, multipleChoiceQuestionSchema } from '../content.ts';

/** Request schemas of the routes around play: bookmarks, reports, badges, leaderboards, notifications (and their answer), statistics, admin. */

export const leaderboardPeriods = ['daily', 'monthly', 'all-time'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
export const LEADERBOARD_SIZE = 100;

export const reportReasons = ['wrong-answer', 'typo', 'unclear', 'offensive', 'other'] as const;

export const answeredQuestionRequestSchema = z.object({ profileId: entityId, gameId: entityId, index: z.int().min(0).max(99) }).strict();
export const removeBookmarkRequestSchema = z.object({ profileId: entityId, bookmarkId: entityId }).strict();
export const reportQuestionRequestSchema = answeredQuestionRequestSchema.extend({
  reason: z.enum(reportReasons),
  details: z.string().trim().max(500).optional(),
}).strict();
export const leaderboardRequestSchema = z.object({ profileId: entityId, period: z.enum(leaderboardPeriods) }).strict();
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
