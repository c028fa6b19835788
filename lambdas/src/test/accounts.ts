import { randomUUID } from 'node:crypto';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { publish, subscriptionChanged } from '@plume/events';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isProfileSk, profileIdOfSk } from '#table/keys';
import { api, cloud, documentClient, signedInUser } from '#test/cloud-client';

/** Calls an API route with a bearer token and a JSON body; `headers` adds e.g. a profile unlock. */
export const call = (path: string, token: string, body: unknown = {}, headers?: Record<string, string>) => api(`/api/${path}`, { token, body: JSON.stringify(body), ...(headers ? { headers } : {}) });

/**
 * A new signed-in account with an active subscription, as if its holder had paid (the billing tests cover paying):
 * premium routes open to it. Returns its token, e-mail and uid (= its holder profile's id).
 */
export async function premiumAccount(): Promise<{ token: string; email: string; uid: string }> {
  const { idToken, email } = await signedInUser();
  const uid = (await call('get_user', idToken)).body?.data.uid as string;
  await documentClient().send(new UpdateCommand({
    TableName: cloud().tableName, Key: { pk: `USER#${uid}`, sk: 'ACCOUNT' },
    UpdateExpression: 'SET isPremium = :true, periodEnd = :end, #plan = :plan',
    ExpressionAttributeNames: { '#plan': 'plan' },
    ExpressionAttributeValues: { ':true': true, ':end': new Date(Date.now() + 30 * 86_400_000).toISOString(), ':plan': 'monthly' },
  }));
  return { token: idToken, email, uid };
}

/** A subscriber (its holder profile) and another family's subscriber, for the cross-family checks every feature makes. */
export async function subscriberAndStranger(): Promise<{ token: string; profileId: string; other: { token: string; uid: string } }> {
  const [account, other] = await Promise.all([premiumAccount(), premiumAccount()]);
  return { token: account.token, profileId: account.uid, other };
}

export const localBus = () => new EventBridgeClient({ endpoint: cloud().eventbridge, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/** Every item of the table, every attribute, as DynamoDB holds it. */
export async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: cloud().tableName, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every account sub and profile id in the table (from the `USER#<sub>` partitions). */
export async function allAccountAndProfileIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const item of await scanTable()) {
    const pk = String(item.pk);
    if (!pk.startsWith('USER#')) continue;
    ids.add(pk.slice('USER#'.length));
    if (isProfileSk(item.sk)) ids.add(profileIdOfSk(item.sk));
  }
  return ids;
}

/** Resolves once the local bus has delivered every event published so far: each consumer's work is done. */
export async function eventsDelivered(): Promise<void> {
  const response = await fetch(`${cloud().eventbridge}/_local/idle`);
  if (!response.ok) throw new Error(`the local bus answered ${response.status} to /_local/idle`);
}

/**
 * Resolves once every Scheduler timer due by now has fired and its Lambda has finished (its frames pushed, its writes
 * made): a test that knows a timer is due waits for it instead of for a while.
 */
export async function dueTimersFired(): Promise<void> {
  const response = await fetch(`${cloud().scheduler}/_local/idle`);
  if (!response.ok) throw new Error(`the local Scheduler answered ${response.status} to /_local/idle`);
}

/** Coins given to a profile through the ledger, as every credit is (reason `test_grant`: no source of the economy). */
export async function grantCoins(profileId: string, coins: number): Promise<void> {
  const { moveCoins } = await import('#wallet/data/wallet');
  const moved = await moveCoins(profileId, coins, 'test_grant', `test-grant:${profileId}:${randomUUID()}`);
  if (moved.status !== 'applied') throw new Error(`could not grant ${coins} coins to ${profileId}: ${moved.status}`);
}

/**
 * The account pays for a subscription period, as Stripe's events leave it (status `active`) and as the subscription
 * consumer announces it (`subscription.changed`): what a referral waits for before it pays.
 */
export async function payFirstPeriod(uid: string): Promise<void> {
  const periodEnd = new Date(Date.now() + 30 * 86_400_000).toISOString();
  await documentClient().send(new UpdateCommand({
    TableName: cloud().tableName, Key: { pk: `USER#${uid}`, sk: 'ACCOUNT' },
    UpdateExpression: 'SET isPremium = :true, periodEnd = :end, #plan = :plan, subscriptionStatus = :active',
    ExpressionAttributeNames: { '#plan': 'plan' }, ExpressionAttributeValues: { ':true': true, ':end': periodEnd, ':plan': 'monthly', ':active': 'active' },
  }));
  await publish(localBus(), 'plume', subscriptionChanged, { uid, isPremium: true, plan: 'monthly', periodEnd, status: 'active', stripeEventId: `evt_${randomUUID()}` });
}

/** A profile's coin movements as the wallet page lists them (`get_coin_history`), newest first. */
export async function coinHistory(token: string, profileId: string): Promise<{ idempotencyKey: string; amount: number; reason: string }[]> {
  return (await call('get_coin_history', token, { profileId })).body?.data.entries ?? [];
}
