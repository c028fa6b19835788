import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '#clients/dynamo';
import { countMetric } from '#clients/metrics';
import { backOff, cancellationReasons, parseStored, tableName } from '#table/table';

/**
 * A profile's coins: a wallet item (balance, totals, sequence) and an append-only ledger, one entry per movement,
 * numbered by the wallet's sequence. Every movement is one transaction that (1) claims its idempotency key,
 * (2) moves the wallet from the sequence it read to the next one — refusing a spend below zero — and (3) appends
 * the ledger entry with the balance after it. A concurrent movement makes the transaction fail and the caller retry,
 * so the balance never goes negative and the ledger always sums to it.
 */
const walletKey = (profileId: string) => ({ pk: `WALLET#${profileId}`, sk: 'WALLET' });
const ledgerKey = (profileId: string, sequence: number) => ({ pk: `WALLET#${profileId}`, sk: `LEDGER#${String(sequence).padStart(10, '0')}` });
const idempotencyKey = (profileId: string, key: string) => ({ pk: `WALLET#${profileId}`, sk: `KEY#${key}` });

export interface Wallet { balance: number; earned: number; spent: number; sequence: number }
export interface LedgerEntry { sequence: number; amount: number; balanceAfter: number; reason: string; idempotencyKey: string; at: string }
/** `blocked`: one of the writes that had to go along with the movement was refused by its condition; nothing moved. */
export type MoveResult = { status: 'applied'; entry: LedgerEntry } | { status: 'duplicate' } | { status: 'insufficient'; balance: number } | { status: 'blocked' };
/** A write of another entity that must happen in the same transaction as a coin movement, or not at all. */
export type WriteAlongside = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const MAX_ATTEMPTS = 60;

/**
 * Coins are money: a wallet item that is not whole non-negative numbers (a hand edit, a bad migration) is refused
 * rather than computed from — a string balance would otherwise be concatenated, not added.
 */
const storedWalletSchema = z.object({
  balance: z.int().min(0).default(0),
  earned: z.int().min(0).default(0),
  spent: z.int().min(0).default(0),
  sequence: z.int().min(0).default(0),
});

export async function getWallet(profileId: string): Promise<Wallet> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: walletKey(profileId), ConsistentRead: true }));
  return parseStored(storedWalletSchema, Item ?? {}, `wallet of ${profileId}`);
}

/**
 * Adds (amount > 0) or spends (amount < 0) coins once per idempotency key. `alongside` writes (at most 97) commit in
 * the same transaction: a purchase and what it buys happen together or not at all, with no refund to write.
 */
export async function moveCoins(profileId: string, amount: number, reason: string, key: string, alongside: readonly WriteAlongside[] = []): Promise<MoveResult> {
  if (!Number.isInteger(amount) || amount === 0) throw new Error(`coin amount must be a non-zero integer, got ${amount}`);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const wallet = await getWallet(profileId);
    const balanceAfter = wallet.balance + amount;
    if (balanceAfter < 0) {
      const seen = await dynamo.send(new GetCommand({ TableName: tableName(), Key: idempotencyKey(profileId, key), ConsistentRead: true }));
      return seen.Item ? { status: 'duplicate' } : { status: 'insufficient', balance: wallet.balance };
    }
    const entry: LedgerEntry = { sequence: wallet.sequence + 1, amount, balanceAfter, reason, idempotencyKey: key, at: new Date().toISOString() };
    try {
      await dynamo.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...idempotencyKey(profileId, key), sequence: entry.sequence }, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: tableName(),
              Key: walletKey(profileId),
              UpdateExpression: 'SET balance = :balance, earned = :earned, spent = :spent, #sequence = :next',
              // The wallet must still be exactly as read: same sequence, so nobody moved coins in between.
              ConditionExpression: wallet.sequence === 0 ? 'attribute_not_exists(pk)' : '#sequence = :current',
              ExpressionAttributeNames: { '#sequence': 'sequence' },
              ExpressionAttributeValues: {
                ':balance': balanceAfter,
                ':earned': wallet.earned + Math.max(amount, 0),
                ':spent': wallet.spent + Math.max(-amount, 0),
                ':next': entry.sequence,
                ...(wallet.sequence === 0 ? {} : { ':current': wallet.sequence }),
              },
            },
          },
          { Put: { TableName: tableName(), Item: { ...ledgerKey(profileId, entry.sequence), ...entry }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ...alongside,
        ],
      }));
      countMetric(amount > 0 ? 'CoinsCredited' : 'CoinsSpent', Math.abs(amount));
      return { status: 'applied', entry };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons[0] === 'ConditionalCheckFailed') return { status: 'duplicate' };
      if (reasons.slice(3).includes('ConditionalCheckFailed')) return { status: 'blocked' };
      // Another movement won the race (or DynamoDB reported a transaction conflict): read again and retry.
      await backOff(attempt);
    }
  }
  throw new Error(`wallet ${profileId} too contended: gave up after ${MAX_ATTEMPTS} attempts`);
}

/** A ledger item as readers see it: the entry's own fields, without its keys. */
const toLedgerEntry = ({ sequence, amount, balanceAfter, reason, idempotencyKey: key, at }: Record<string, unknown>) => ({ sequence, amount, balanceAfter, reason, idempotencyKey: key, at }) as LedgerEntry;

/** Newest first, a page at a time. */
export async function getLedger(profileId: string, limit = 50, before?: number): Promise<LedgerEntry[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: before ? 'pk = :pk AND sk BETWEEN :from AND :to' : 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: before
      ? { ':pk': `WALLET#${profileId}`, ':from': 'LEDGER#', ':to': ledgerKey(profileId, before - 1).sk }
      : { ':pk': `WALLET#${profileId}`, ':prefix': 'LEDGER#' },
    ScanIndexForward: false,
    Limit: limit,
  }));
  return Items.map(toLedgerEntry);
}

/**
 * The whole ledger, newest first, a page at a time (one Query each, following `LastEvaluatedKey`): for the readers that
 * must see every entry, such as a payout request's provenance (docs/payouts.md).
 */
export async function* ledgerPages(profileId: string, pageSize = 500): AsyncGenerator<LedgerEntry[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await dynamo.send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `WALLET#${profileId}`, ':prefix': 'LEDGER#' },
      ScanIndexForward: false,
      Limit: pageSize,
      ExclusiveStartKey: startKey,
    }));
    yield Items.map(toLedgerEntry);
    startKey = LastEvaluatedKey;
  } while (startKey);
}
