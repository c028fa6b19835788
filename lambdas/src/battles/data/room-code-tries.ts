import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { WRONG_ROOM_CODE_LIMITS } from '@plume/shared/battles';
import { dynamo } from '#clients/dynamo';
import { epochSeconds, isConditionFailure, isLive, tableName, writeIfCondition } from '#table/table';

/**
 * Wrong room codes tried by an account, per connection and for the whole account, so guessing codes at speed stops
 * (`WRONG_ROOM_CODE_LIMITS`). One counter item per scope in the account's own partition, so deleting the account
 * deletes them: `USER#<uid>` / `ROOMCODE_TRIES#CONN#<connectionId>` and `USER#<uid>` / `ROOMCODE_TRIES#ACCOUNT`, each
 * holding `tries` and `expiresAt`, the end of its window (epoch seconds, the TTL attribute). A window starts with the
 * first try after the last one ended; an item whose window has ended counts as absent (TTL deletes late).
 */
type Counter = keyof typeof WRONG_ROOM_CODE_LIMITS;
const TRIES_PREFIX = 'ROOMCODE_TRIES#';
const counterKey = (uid: string, counter: Counter, connectionId: string) => ({
  pk: `USER#${uid}`,
  sk: counter === 'account' ? `${TRIES_PREFIX}ACCOUNT` : `${TRIES_PREFIX}CONN#${connectionId}`,
});
/** A claim that lost a race to another one starting the window tries again, this many times at most. */
const CLAIM_ROUNDS = 3;

export type RoomCodeTry =
  /** A try is held: give it back when the code was right, so only wrong codes use the window up. */
  | { claimed: true; giveBack: () => Promise<void> }
  /** No try left in a window: no code is looked up before `retryAt` (epoch ms). */
  | { claimed: false; retryAt: number };

/**
 * Holds one try of the connection's window and one of the account's before a code is looked up, each by a
 * conditional UpdateItem (`tries < max` in a live window, or a new window), never read-then-write: of N codes sent at
 * once, at most the free tries are looked up. The connection's try is given back when the account has none left.
 */
export async function claimRoomCodeTry(uid: string, connectionId: string, now = Date.now()): Promise<RoomCodeTry> {
  const onConnection = await claimTry(uid, 'connection', connectionId, now);
  if (!onConnection.claimed) return onConnection;
  const onAccount = await claimTry(uid, 'account', connectionId, now);
  if (!onAccount.claimed) {
    await onConnection.giveBack();
    return onAccount;
  }
  return {
    claimed: true,
    giveBack: async () => {
      await Promise.all([onConnection.giveBack(), onAccount.giveBack()]);
    },
  };
}

async function claimTry(uid: string, counter: Counter, connectionId: string, now: number): Promise<RoomCodeTry> {
  const { tries: max, windowMs } = WRONG_ROOM_CODE_LIMITS[counter];
  const Key = counterKey(uid, counter, connectionId);
  const nowSeconds = epochSeconds(new Date(now));
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const inWindow = await updateIfCondition(new UpdateCommand({
      TableName: tableName(), Key, UpdateExpression: 'ADD tries :one', ConditionExpression: 'expiresAt > :now AND tries < :max',
      ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':max': max }, ReturnValues: 'ALL_NEW',
    }));
    if (inWindow) return heldTry(Key, inWindow.expiresAt as number);
    const newWindow = await updateIfCondition(new UpdateCommand({
      TableName: tableName(), Key, UpdateExpression: 'SET tries = :one, expiresAt = :end', ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
      ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':end': epochSeconds(new Date(now + windowMs)) }, ReturnValues: 'ALL_NEW',
    }));
    if (newWindow) return heldTry(Key, newWindow.expiresAt as number);
    // Neither: the window is live and full, or another claim started it between the two writes (then try again).
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
    const window = Item as { tries: number; expiresAt: number } | undefined;
    if (window && isLive(window, new Date(now)) && window.tries >= max) return { claimed: false, retryAt: window.expiresAt * 1000 };
  }
  return { claimed: false, retryAt: now + windowMs };
}

/** The item as a conditional update left it, or undefined when its condition did not hold. */
async function updateIfCondition(update: UpdateCommand): Promise<Record<string, unknown> | undefined> {
  try {
    return (await dynamo.send(update)).Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** A held try, given back only to the window it was taken from: a window started since keeps its own count. */
function heldTry(Key: Record<string, string>, windowEnd: number): RoomCodeTry {
  return {
    claimed: true,
    giveBack: async () => {
      await writeIfCondition(dynamo.send(new UpdateCommand({
        TableName: tableName(), Key, UpdateExpression: 'ADD tries :minusOne', ConditionExpression: 'expiresAt = :windowEnd AND tries > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':windowEnd': windowEnd },
      })));
    },
  };
}
