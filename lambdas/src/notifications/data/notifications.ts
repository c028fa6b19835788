import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { epochSeconds, isLive, tableName, writeIfCondition } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/**
 * In-app notifications of a profile: `PROFILE#<id>` / `NOTIF#<id>`. The id is the deduplication key (one
 * notification per badge, say), so writing the same one again replaces it rather than adding a second.
 */
const NOTIFICATION_TTL_SECONDS = 180 * 86_400;

/**
 * `badge`: a badge unlocked (params.badge); `payout`: a step of a payout request (params: status, coins, cents, reason?);
 * `contest`: a contest won (params: title, rank, coins, contestId); `trial`: the account's free trial ends soon (params:
 * endsAt, plan; on the holder's profile); `family-challenge`: a relative's challenge to take up (params: stage `open`, from,
 * category, points, challengeId) or its outcome (stage `finished`, from, category, winner, points, yours, challengeId).
 */
export interface StoredNotification { id: string; type: 'badge' | 'payout' | 'contest' | 'trial' | 'family-challenge'; params: Record<string, string>; createdAt: string; read: boolean }

export function notificationItem(profileId: string, notification: Omit<StoredNotification, 'read'>): Record<string, unknown> {
  return { ...profileKeys.notification(profileId, notification.id), ...notification, read: false, expiresAt: epochSeconds() + NOTIFICATION_TTL_SECONDS };
}

export async function listNotifications(profileId: string): Promise<StoredNotification[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': profileSortKeys.notifications.notification } }));
  return Items.filter((item) => isLive(item as { expiresAt?: number }))
    .map(({ id, type, params, createdAt, read }) => ({ id, type, params, createdAt, read }) as StoredNotification)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Marks the given notifications (or all) read; ids that do not exist are ignored rather than created. */
export async function markRead(profileId: string, ids?: readonly string[]): Promise<void> {
  const targets = ids ?? (await listNotifications(profileId)).filter((n) => !n.read).map((n) => n.id);
  await Promise.all(targets.map((id) => writeIfCondition(dynamo.send(new UpdateCommand({
    TableName: tableName(), Key: profileKeys.notification(profileId, id), UpdateExpression: 'SET #read = :true', ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#read': 'read' }, ExpressionAttributeValues: { ':true': true },
  })))));
}


/**
 * Writes a notification once: a replayed event finds it there and changes nothing (not even its read flag).
 * True when this call wrote it.
 */
export async function notifyOnce(profileId: string, notification: Omit<StoredNotification, 'read'>): Promise<boolean> {
  return writeIfCondition(dynamo.send(new PutCommand({ TableName: tableName(), Item: notificationItem(profileId, notification), ConditionExpression: 'attribute_not_exists(pk)' })));
}
