import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingChange } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { accountKey } from '#account/data/accounts';
import { ownedBy } from '#table/ownership';
import { cancellationReasons, epochSeconds, isConditionFailure, tableName } from '#table/table';

/** Clears the account's wait for payment, if it still waits for that Checkout session. */
const pendingCheckoutCleared = (sessionId: string) => ({
  UpdateExpression: 'SET paymentPending = :false REMOVE pendingCheckoutId, pendingCheckoutUntil',
  ConditionExpression: 'attribute_exists(pk) AND pendingCheckoutId = :session',
  ExpressionAttributeValues: { ':false': false, ':session': sessionId } as Record<string, unknown>,
});

/**
 * The person came back from Checkout without paying (Plume expired the session): the account stops waiting, so the
 * subscription dialog comes back. False when it was not waiting for that session (any more). Without a session (a
 * flag set before sessions were recorded), a wait for no known session ends too.
 */
export async function abandonPendingCheckout(uid: string, sessionId: string | undefined): Promise<boolean> {
  const update = sessionId
    ? pendingCheckoutCleared(sessionId)
    : { UpdateExpression: 'SET paymentPending = :false', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(pendingCheckoutId) AND paymentPending = :true', ExpressionAttributeValues: { ':false': false, ':true': true } };
  try {
    await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: accountKey(uid), ...update }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Processed Stripe events are remembered for 30 days, longer than Stripe retries a webhook (3 days). */
const MARKER_TTL_SECONDS = 30 * 86_400;
const markerKey = (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' });

export type ApplyOutcome = 'applied' | 'stale' | 'duplicate-applied' | 'duplicate-stale' | 'no-account';

/**
 * Applies a Stripe event to an account exactly once and in order: the account update and the event marker are one
 * transaction, and a subscription change only lands if it is newer than the last one applied (`billingEventAt`),
 * so a late, older event never undoes a newer state.
 */
export async function applyBillingChange(eventId: string, createdSeconds: number, change: Exclude<BillingChange, { kind: 'ignored' | 'trial-ending' }>): Promise<ApplyOutcome> {
  const marker = await dynamo.send(new GetCommand({ TableName: tableName(), Key: markerKey(eventId) }));
  if (marker.Item) return marker.Item.applied ? 'duplicate-applied' : 'duplicate-stale';

  const expiresAt = epochSeconds() + MARKER_TTL_SECONDS;
  const update = change.kind === 'checkout-completed'
    ? { UpdateExpression: 'SET paymentPending = :false REMOVE pendingCheckoutId, pendingCheckoutUntil', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':false': false } as Record<string, unknown> }
    : change.kind === 'checkout-expired'
      // Only the session the account waits for: an older one expiring must not clear a newer checkout's wait.
      ? pendingCheckoutCleared(change.sessionId)
      : {
        UpdateExpression: 'SET isPremium = :isPremium, #plan = :plan, periodEnd = :periodEnd, subscriptionId = :subscriptionId, subscriptionStatus = :status, cancelAtPeriodEnd = :cancel, paymentPending = :false, billingEventAt = :created',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(billingEventAt) OR billingEventAt <= :created)',
        ExpressionAttributeNames: { '#plan': 'plan' },
        ExpressionAttributeValues: { ':isPremium': change.isPremium, ':plan': change.plan, ':periodEnd': change.periodEnd, ':status': change.status, ':subscriptionId': change.subscriptionId, ':cancel': change.cancelAtPeriodEnd, ':false': false, ':created': createdSeconds } as Record<string, unknown>,
      };
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Update: { TableName: tableName(), Key: accountKey(change.uid), ...update } },
        { Put: { TableName: tableName(), Item: { ...markerKey(eventId), ...ownedBy(change.uid, markerKey(eventId).pk), applied: true, uid: change.uid, expiresAt }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    }));
    return 'applied';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (reasons[1] === 'ConditionalCheckFailed') return 'duplicate-applied'; // a concurrent delivery won
    const account = await dynamo.send(new GetCommand({ TableName: tableName(), Key: accountKey(change.uid), ProjectionExpression: 'pk' }));
    if (!account.Item) return 'no-account';
    // The account exists, so the event is older than what is stored: remember it as seen, change nothing.
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [{ Put: { TableName: tableName(), Item: { ...markerKey(eventId), ...ownedBy(change.uid, markerKey(eventId).pk), applied: false, uid: change.uid, expiresAt }, ConditionExpression: 'attribute_not_exists(pk)' } }],
    })).catch((markerError: unknown) => {
      if (!cancellationReasons(markerError)) throw markerError;
    });
    return 'stale';
  }
}
