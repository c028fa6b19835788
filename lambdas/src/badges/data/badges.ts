import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { powerEliteEarned, type BadgeType } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { notificationItem } from '#notifications/data/notifications';
import { cancellationReasons, tableName } from '#table/table';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';

/** A profile's unlocked badges: `PROFILE#<id>` / `BADGE#<type>`, written once each with the notification announcing it. */

export interface UnlockedBadge { type: BadgeType; unlockedAt: string }

export async function listBadges(profileId: string): Promise<UnlockedBadge[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': profileSortKeys.badges.badge }, ConsistentRead: true }));
  return Items.map((item) => ({ type: item.type as BadgeType, unlockedAt: item.unlockedAt as string }));
}

/**
 * Unlocks each badge not yet unlocked, with its notification, in one transaction per badge conditioned on the badge
 * being new: a replayed event, or two consumers racing, unlock it and notify once. Then power elite, which counts
 * the others. Returns the badges this call unlocked.
 */
export async function unlockBadges(profileId: string, candidates: readonly BadgeType[]): Promise<BadgeType[]> {
  const unlocked = await listBadges(profileId);
  const owned = new Set(unlocked.map((b) => b.type));
  const fresh: BadgeType[] = [];
  for (const type of candidates.filter((t) => !owned.has(t))) {
    if (await unlockOne(profileId, type)) fresh.push(type);
    owned.add(type);
  }
  if (!owned.has('power_elite') && powerEliteEarned([...owned]) && (await unlockOne(profileId, 'power_elite'))) fresh.push('power_elite');
  return fresh;
}

async function unlockOne(profileId: string, type: BadgeType): Promise<boolean> {
  const unlockedAt = new Date().toISOString();
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...profileKeys.badge(profileId, type), type, unlockedAt }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: tableName(), Item: notificationItem(profileId, { id: `badge-${type}`, type: 'badge', params: { badge: type }, createdAt: unlockedAt }) } },
      ],
    }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
