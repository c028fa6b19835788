import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { creditWithinCap, dailyCoinCaps, parisDay, type CoinSource } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { backOff, tableName } from '#table/table';
import { moveCoins, type MoveResult, type WriteAlongside } from './wallet.ts';

/**
 * What a profile and its account earned from each source on one Paris day, so the daily caps of
 * `shared/src/economy.ts` hold under any number of parallel credits. The profile's counter sits in its wallet
 * partition (`EARNED#<day>`), the account's in the holder's (`ACCOUNT_EARNED#<day>`; the holder's profile id is the
 * account's sub), so deleting a profile or the account deletes them with the wallet.
 */
const profileDayKey = (profileId: string, day: string) => ({ pk: `WALLET#${profileId}`, sk: `EARNED#${day}` });
const accountDayKey = (uid: string, day: string) => ({ pk: `WALLET#${uid}`, sk: `ACCOUNT_EARNED#${day}` });
/** What one piece of content (a passage, a word list) has paid the profile so far, over all its attempts. */
const paidForKey = (profileId: string, content: string) => ({ pk: `WALLET#${profileId}`, sk: `PAIDFOR#${content}` });
/**
 * Every coin the profile ever earned, whatever the source (the « Élite » badge counts it): moved by an `ADD` in the
 * transaction of each earning's ledger entry, so it counts a credit exactly when the ledger has it, once.
 */
const lifetimeKey = (profileId: string) => ({ pk: `WALLET#${profileId}`, sk: 'LIFETIME_EARNED' });

/**
 * The write that adds `coins` to the profile's lifetime earnings, to go with the ledger entry that pays them (as
 * `creditEarning` does; a battle's winnings and a contest prize pass it to `moveCoins` themselves). Returns and spends
 * never take it (docs/economy.md « Badges »).
 */
export function lifetimeEarningWrite(profileId: string, coins: number): WriteAlongside {
  return { Update: { TableName: tableName(), Key: lifetimeKey(profileId), UpdateExpression: 'ADD coins :coins', ExpressionAttributeValues: { ':coins': coins } } };
}

export async function getLifetimeEarned(profileId: string): Promise<number> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: lifetimeKey(profileId), ConsistentRead: true }));
  return Number(Item?.coins ?? 0);
}

export interface Earning {
  uid: string;
  profileId: string;
  source: CoinSource;
  amount: number;
  /** The ledger entry's reason (`quiz:daily`); defaults to the source. */
  reason?: string;
  key: string;
  /**
   * The content the coins were earned on, when replaying it could pay again (`dictation:<passageId>`): all its
   * attempts together pay at most what its best attempt earns, so only a first or a better attempt pays.
   */
  content?: string;
  /** When the coins were earned (the event's time): it picks the day whose cap applies, whatever the delivery's delay. */
  earnedAt: string;
}

/** `capped`: the day's cap was already reached for this source, or the content already paid its best; nothing moved. */
export type EarningResult = MoveResult | { status: 'capped' };

interface Seen { profile: number; account: number; content: number }

const MAX_ATTEMPTS = 20;

async function readCounters(earning: Earning, day: string): Promise<Seen> {
  const keys = [profileDayKey(earning.profileId, day), accountDayKey(earning.uid, day), ...(earning.content ? [paidForKey(earning.profileId, earning.content)] : [])];
  const { Responses } = await dynamo.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }));
  const items = Responses?.[tableName()] ?? [];
  const read = (key: { pk: string; sk: string } | undefined, attribute: string) => Number(items.find((item) => item.pk === key?.pk && item.sk === key?.sk)?.[attribute] ?? 0);
  return { profile: read(keys[0], earning.source), account: read(keys[1], earning.source), content: read(keys[2], 'coins') };
}

/** The counter moves from exactly what was read to that plus the credit: a parallel credit makes the transaction fail. */
function counterUpdate(key: { pk: string; sk: string }, attribute: string, seen: number, credit: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #counter = if_not_exists(#counter, :zero) + :credit',
      ConditionExpression: seen === 0 ? 'attribute_not_exists(#counter) OR #counter = :seen' : '#counter = :seen',
      ExpressionAttributeNames: { '#counter': attribute },
      ExpressionAttributeValues: { ':zero': 0, ':credit': credit, ':seen': seen },
    },
  };
}

/**
 * Credits coins a profile earned, once per idempotency key, cut to what the day's caps of its source leave (per
 * profile and per account) and, for replayable content, to what its best attempt is worth beyond what it already
 * paid. The counters move in the ledger's transaction, each from exactly what was read, so two credits racing for
 * the last coins of a day (or two attempts of one passage) cannot both have them; the lifetime total moves there too.
 */
export async function creditEarning(earning: Earning): Promise<EarningResult> {
  const cap = dailyCoinCaps[earning.source];
  const reason = earning.reason ?? earning.source;
  const day = parisDay(new Date(earning.earnedAt));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const seen = await readCounters(earning, day);
    const credit = creditWithinCap(earning.amount - seen.content, cap, seen);
    if (credit <= 0) return { status: 'capped' };
    const counters = [
      counterUpdate(profileDayKey(earning.profileId, day), earning.source, seen.profile, credit),
      counterUpdate(accountDayKey(earning.uid, day), earning.source, seen.account, credit),
      ...(earning.content ? [counterUpdate(paidForKey(earning.profileId, earning.content), 'coins', seen.content, credit)] : []),
      lifetimeEarningWrite(earning.profileId, credit),
    ];
    const result = await moveCoins(earning.profileId, credit, reason, earning.key, counters);
    // `blocked`: another credit moved a counter between the read and the write: read again.
    if (result.status !== 'blocked') return result;
    await backOff(attempt);
  }
  throw new Error(`earnings of ${earning.profileId} too contended: gave up after ${MAX_ATTEMPTS} attempts`);
}
