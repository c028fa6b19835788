import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PayoutProvenance } from '@plume/shared/payouts/provenance';
import { PAYOUT_REQUEST_INTERVAL_HOURS, payoutTransitions, type PayoutAction, type PayoutDestination, type PayoutStatus } from '@plume/shared/payouts/rules';
import { dynamo } from '#clients/dynamo';
import { OWNER_INDEX, ownedBy, ownerIndexKey } from '#table/ownership';
import { cancellationReasons, isConditionFailure, tableName, writeIfCondition } from '#table/table';
import { moveCoins, type WriteAlongside } from '#wallet/data/wallet';

/**
 * Payout requests (docs/payouts.md). A request is `PAYOUT#<id>` / `REQUEST`, listed by status for finance on gsi1
 * (`PAYOUTS#<status>`, newest first) and by account on the owner index. Its audit trail is a list on the item,
 * appended by each status transition in the same conditional write. The 48-hour rule is the account's guard item
 * `WALLET#<holder>` / `PAYOUT_GUARD` (the holder's profile id is the account's sub), written in the transaction that
 * holds the coins, on condition that the previous request is at least 48 hours old.
 */
const requestKey = (payoutId: string) => ({ pk: `PAYOUT#${payoutId}`, sk: 'REQUEST' });
const guardKey = (uid: string) => ({ pk: `WALLET#${uid}`, sk: 'PAYOUT_GUARD' });
const statusIndex = (status: PayoutStatus) => `PAYOUTS#${status}`;
const HOUR_MS = 3_600_000;

export interface PayoutAuditEntry { status: PayoutStatus; at: string; by: string; reason?: string }
export interface PayoutRecord {
  id: string;
  uid: string;
  email: string;
  profileId: string;
  profileName: string;
  coins: number;
  cents: number;
  destination: PayoutDestination;
  status: PayoutStatus;
  requestedAt: string;
  updatedAt: string;
  reason?: string;
  history: PayoutAuditEntry[];
  /** Where the coins came from, taken when the request was made; requests older than the snapshot have none. */
  provenance?: PayoutProvenance;
}

export type HoldResult = { status: 'held'; record: PayoutRecord } | { status: 'insufficient'; balance: number } | { status: 'too_soon'; nextAt: number };

/** When the account may ask again (epoch ms), or undefined if it may now. Advisory: the hold's condition decides. */
export async function nextRequestAt(uid: string, now = Date.now()): Promise<number | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: guardKey(uid), ConsistentRead: true }));
  const next = typeof Item?.lastRequestAt === 'number' ? Item.lastRequestAt + PAYOUT_REQUEST_INTERVAL_HOURS * HOUR_MS : undefined;
  return next !== undefined && next > now ? next : undefined;
}

/**
 * Places the hold: one transaction spends the coins (ledger entry `payout_hold`, key `payout:<id>`), creates the
 * request (with its provenance snapshot, if given) and moves the account's guard, on condition that its previous
 * request is 48 hours old. Twenty requests at once: one commits, the others find the guard moved (or the coins gone)
 * and hold nothing.
 */
export async function holdPayout(input: Omit<PayoutRecord, 'status' | 'requestedAt' | 'updatedAt' | 'history'>, now = Date.now()): Promise<HoldResult> {
  const at = new Date(now).toISOString();
  const record: PayoutRecord = { ...input, status: 'pending', requestedAt: at, updatedAt: at, history: [{ status: 'pending', at, by: 'family' }] };
  const alongside: WriteAlongside[] = [
    { Put: { TableName: tableName(), Item: toItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: tableName(),
        Key: guardKey(input.uid),
        UpdateExpression: 'SET lastRequestAt = :now, lastPayoutId = :id',
        ConditionExpression: 'attribute_not_exists(lastRequestAt) OR lastRequestAt <= :cutoff',
        ExpressionAttributeValues: { ':now': now, ':id': input.id, ':cutoff': now - PAYOUT_REQUEST_INTERVAL_HOURS * HOUR_MS },
      },
    },
  ];
  const moved = await moveCoins(input.profileId, -input.coins, 'payout_hold', `payout:${input.id}`, alongside);
  if (moved.status === 'applied') return { status: 'held', record };
  // Refused by the guard, or short of coins because a parallel request just held them: the guard says which.
  const next = await nextRequestAt(input.uid, now);
  if (next !== undefined) return { status: 'too_soon', nextAt: next };
  if (moved.status === 'insufficient') return { status: 'insufficient', balance: moved.balance };
  throw new Error(`payout hold ${input.id}: unexpected ${moved.status}`);
}

export async function getPayout(payoutId: string): Promise<PayoutRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: requestKey(payoutId), ConsistentRead: true }));
  return Item ? fromItem(Item) : undefined;
}

/** An account's requests, newest first (the owner index is eventually consistent: a request just made may lag). */
export async function listAccountPayouts(uid: string): Promise<PayoutRecord[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({
    TableName: tableName(), IndexName: OWNER_INDEX,
    KeyConditionExpression: 'gsi2pk = :owner AND begins_with(gsi2sk, :prefix)',
    ExpressionAttributeValues: { ':owner': ownerIndexKey(uid), ':prefix': 'PAYOUT#' },
  }));
  return Items.map(fromItem).sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
}

/** One status's queue, newest first, at most `limit`; `truncated` when there were more. */
/** When the oldest request still pending was made (the queue's index is sorted by request time), if any is. */
export async function oldestPendingRequestAt(): Promise<string | undefined> {
  const { Items = [] } = await dynamo.send(new QueryCommand({
    TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :status',
    ExpressionAttributeValues: { ':status': statusIndex('pending') }, ScanIndexForward: true, Limit: 1, ProjectionExpression: 'requestedAt',
  }));
  return Items[0]?.requestedAt as string | undefined;
}

export async function listPayoutsByStatus(status: PayoutStatus, limit: number): Promise<{ items: PayoutRecord[]; truncated: boolean }> {
  const { Items = [], LastEvaluatedKey } = await dynamo.send(new QueryCommand({
    TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :status',
    ExpressionAttributeValues: { ':status': statusIndex(status) }, ScanIndexForward: false, Limit: limit,
  }));
  return { items: Items.map(fromItem), truncated: !!LastEvaluatedKey };
}

export type TransitionResult = { status: 'done'; record: PayoutRecord } | { status: 'conflict' } | { status: 'self' };

/**
 * Moves a request along one of finance's transitions, once: the write's condition is the status it moves from (and,
 * to approve, that the approver is not the requester). A rejection is one transaction with the reversing ledger
 * entry (`payout_reversal`, key `payout-reversal:<id>`) that gives the coins back.
 */
export async function transitionPayout(record: PayoutRecord, action: PayoutAction, actor: { uid: string; label: string }, reason?: string, now = new Date()): Promise<TransitionResult> {
  const { from, to } = payoutTransitions[action];
  if (action === 'approve' && actor.uid === record.uid) return { status: 'self' };
  const at = now.toISOString();
  const entry: PayoutAuditEntry = { status: to, at, by: actor.label, ...(reason ? { reason } : {}) };
  const fromValues = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
  const update = {
    TableName: tableName(),
    Key: requestKey(record.id),
    UpdateExpression: `SET #status = :to, updatedAt = :at, gsi1pk = :index, history = list_append(history, :entry)${reason ? ', reason = :reason' : ''}`,
    ConditionExpression: `#status IN (${Object.keys(fromValues).join(', ')})${action === 'approve' ? ' AND uid <> :actor' : ''}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ...fromValues, ':to': to, ':at': at, ':index': statusIndex(to), ':entry': [entry],
      ...(reason ? { ':reason': reason } : {}), ...(action === 'approve' ? { ':actor': actor.uid } : {}),
    },
  };
  const updated: PayoutRecord = { ...record, status: to, updatedAt: at, history: [...record.history, entry], ...(reason ? { reason } : {}) };
  if (action === 'reject') {
    const moved = await moveCoins(record.profileId, record.coins, 'payout_reversal', `payout-reversal:${record.id}`, [{ Update: update }]);
    return moved.status === 'applied' ? { status: 'done', record: updated } : { status: 'conflict' };
  }
  try {
    await dynamo.send(new UpdateCommand(update));
    return { status: 'done', record: updated };
  } catch (error) {
    if (isConditionFailure(error) || cancellationReasons(error)) return { status: 'conflict' };
    throw error;
  }
}

function toItem(record: PayoutRecord): Record<string, unknown> {
  return {
    ...requestKey(record.id), ...record,
    gsi1pk: statusIndex(record.status), gsi1sk: `${record.requestedAt}#${record.id}`,
    ...ownedBy(record.uid, `PAYOUT#${record.id}`),
  };
}

function fromItem(item: Record<string, unknown>): PayoutRecord {
  const { id, uid, email, profileId, profileName, coins, cents, destination, status, requestedAt, updatedAt, reason, history, provenance } = item as unknown as PayoutRecord;
  return { id, uid, email, profileId, profileName, coins, cents, destination, status, requestedAt, updatedAt, history, ...(reason ? { reason } : {}), ...(provenance ? { provenance } : {}) };
}

/**
 * What finance keeps of a deleted account's payout requests (bookkeeping: France keeps accounting records 10 years):
 * `PAYOUT_RECORD#<opaque id>` / `RECORD`, listed on gsi1 `PAYOUT_RECORDS` by request time. The opaque id is a SHA-256
 * of the request id, so finance can match a record to its own exported books, while nothing in it names the family:
 * no uid, e-mail, profile, destination, nor the free-text reason; the steps keep their status and time only.
 */
const archivedKey = (payoutId: string) => ({ pk: `PAYOUT_RECORD#${createHash('sha256').update(payoutId).digest('hex').slice(0, 32)}`, sk: 'RECORD' });

/**
 * Keeps an anonymized record of each of the account's payout requests; the account's erasure then deletes the
 * requests themselves. Idempotent: a record is written once (`attribute_not_exists`), a replay finds it there.
 */
export async function archivePayoutsOf(uid: string, deletedAt: string): Promise<number> {
  const { Items = [] } = await dynamo.send(new QueryCommand({
    TableName: tableName(), IndexName: OWNER_INDEX, KeyConditionExpression: 'gsi2pk = :owner AND begins_with(gsi2sk, :payout)',
    ExpressionAttributeValues: { ':owner': ownerIndexKey(uid), ':payout': 'PAYOUT#' },
  }));
  let archived = 0;
  for (const key of Items) {
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }));
    if (!Item) continue;
    const record = fromItem(Item);
    const archivedRecord = archivedKey(record.id);
    const written = await writeIfCondition(dynamo.send(new PutCommand({
      TableName: tableName(),
      Item: {
        ...archivedRecord,
        recordId: archivedRecord.pk.slice('PAYOUT_RECORD#'.length),
        coins: record.coins, cents: record.cents, method: record.destination.method, status: record.status,
        requestedAt: record.requestedAt, updatedAt: record.updatedAt, accountDeletedAt: deletedAt,
        history: record.history.map(({ status, at }) => ({ status, at })),
        gsi1pk: 'PAYOUT_RECORDS', gsi1sk: `${record.requestedAt}#${archivedRecord.pk}`,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    })));
    if (written) archived++;
  }
  return archived;
}
