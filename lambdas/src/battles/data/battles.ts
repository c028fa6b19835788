import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { answerKey, type Battle, type LedgerMovement } from '@plume/shared/battles';
import { dynamo } from '#clients/dynamo';
import { ownedKeys } from '#table/erasure';
import { profileKeys, profilePk, profileSortKeys } from '#table/keys';
import { ownedBy } from '#table/ownership';
import { moveCoins, type WriteAlongside } from '#wallet/data/wallet';
import { cancellationReasons, epochSeconds, isConditionFailure, isLive, tableName, writeIfCondition } from '#table/table';

/*
 * A battle is one item (`BATTLE#<id>`): its room (code, seats, fee), its players (score, lag quota, option orders,
 * the connection to push to), its questions with their answers (never sent before a reveal) and every answer given,
 * in a map keyed `<question index>#<profile id>`. Every move is one conditional write on that item: the engine's moves
 * are saved by `saveBattle` on condition that the battle's state version is still the one read (every write here
 * counts one more), so N copies of a move have one effect, and a seat, an answer and a reveal cannot race each other.
 * A room code is a second item (`ROOM#<code>`) pointing at the battle, written only if the code is free.
 */

const BATTLE_PREFIX = 'BATTLE#';
const battleKey = (battleId: string) => ({ pk: `${BATTLE_PREFIX}${battleId}`, sk: 'BATTLE' });
const roomKey = (code: string) => ({ pk: `ROOM#${code}`, sk: 'ROOM' });
/** A battle lasts minutes; a forgotten lobby is of no use after a day. */
const BATTLE_TTL_SECONDS = 86_400;

// The battle's state is the engine's (`@plume/shared/battles`, state.ts): this module stores it.
export type { Battle, BattleAnswer, BattlePlayer, BattleQuestion } from '@plume/shared/battles';
export { answerKey } from '@plume/shared/battles';

/** What a money movement needs: a movement from the settlement rules, or nothing when the room is free. */
export async function withCoins(movement: LedgerMovement | undefined, writes: WriteAlongside[]): Promise<'done' | 'blocked' | 'insufficient'> {
  if (movement) {
    const result = await moveCoins(movement.profileId, movement.amount, movement.reason, movement.key, writes);
    if (result.status === 'applied') return 'done';
    if (result.status === 'insufficient') return 'insufficient';
    return 'blocked'; // a write alongside refused (or this very seating was already paid for)
  }
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: writes }));
    return 'done';
  } catch (error) {
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return 'blocked';
    throw error;
  }
}

/** The write that creates a battle item (never over an existing one), for a transaction that creates it with more. */
export function newBattleWrite(battle: Battle): WriteAlongside {
  const key = battleKey(battle.battleId);
  return { Put: { TableName: tableName(), Item: { ...key, ...ownedBy(battle.ownerProfileId, key.pk), ...battle, expiresAt: epochSeconds() + BATTLE_TTL_SECONDS }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/**
 * Writes a new battle, its room code (if any) and, in the same transaction, its creator's entry fee. `code-taken`: the
 * code was in use (draw another); `insufficient`: the creator cannot pay the fee; nothing was written then.
 */
export async function createBattle(battle: Battle, escrow: LedgerMovement | undefined): Promise<'created' | 'code-taken' | 'insufficient'> {
  const expiresAt = epochSeconds() + BATTLE_TTL_SECONDS;
  const writes: WriteAlongside[] = [newBattleWrite(battle)];
  if (battle.code) {
    const room = roomKey(battle.code);
    writes.push({ Put: { TableName: tableName(), Item: { ...room, ...ownedBy(battle.ownerProfileId, room.pk), battleId: battle.battleId, expiresAt }, ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now', ExpressionAttributeValues: { ':now': epochSeconds() } } });
  }
  const result = await withCoins(escrow, writes);
  if (result === 'blocked') return 'code-taken';
  return result === 'done' ? 'created' : 'insufficient';
}

export async function getBattle(battleId: string): Promise<Battle | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: battleKey(battleId), ConsistentRead: true }));
  return isLive(Item as { expiresAt?: number } | undefined) ? (Item as unknown as Battle) : undefined;
}

export async function battleIdForCode(code: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: roomKey(code) }));
  return isLive(Item as { expiresAt?: number } | undefined) ? (Item?.battleId as string) : undefined;
}

/** What the store adds to a battle (keys, owner index, TTL) and the version it counts itself: never saved from a move. */
const STORED_ONLY = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'expiresAt', 'stateVersion']);

/** A value in a form that compares equal when DynamoDB would store the same thing (sets as sorted lists). */
const comparable = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v instanceof Set ? [...(v as Set<string>)].sort() : v));

/**
 * Saves a battle after a move (`after`, from the engine, on `before` as `getBattle` read it): each top-level attribute
 * that changed is written, on condition that nobody wrote the battle since it was read (its state version), and the
 * version counts one more. `movement`: coins that move in the same transaction (a seat's refund, a joining seat's entry
 * fee). A profile seated by the move gets its seat note (erasure finds the seat there) in the same transaction too.
 * `changed`: the battle changed meanwhile, nothing was written, and the caller runs the move again on the battle as it
 * is now; `insufficient`: the wallet cannot pay the movement, and nothing was written.
 */
export async function saveBattle(before: Battle, after: Battle, movement?: LedgerMovement): Promise<'saved' | 'changed' | 'insufficient'> {
  const names: Record<string, string> = { '#version': 'stateVersion' };
  const values: Record<string, unknown> = { ':one': 1 };
  const sets: string[] = [];
  const removes: string[] = [];
  const was = before as unknown as Record<string, unknown>;
  const is = after as unknown as Record<string, unknown>;
  [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((key) => !STORED_ONLY.has(key) && comparable(was[key]) !== comparable(is[key])).forEach((key, i) => {
    names[`#f${i}`] = key;
    if (is[key] === undefined) return removes.push(`#f${i}`);
    values[`:f${i}`] = is[key];
    sets.push(`#f${i} = :f${i}`);
  });
  if (before.stateVersion !== undefined) values[':read'] = before.stateVersion;
  const update = {
    TableName: tableName(),
    Key: battleKey(before.battleId),
    UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '', 'ADD #version :one'].filter(Boolean).join(' '),
    ConditionExpression: `attribute_exists(pk) AND ${before.stateVersion === undefined ? 'attribute_not_exists(#version)' : '#version = :read'}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  const seatNotes = Object.keys(after.players).filter((id) => !before.players[id]).map((id) => seatNoteWrite(before.battleId, id));
  if (!movement && !seatNotes.length) return (await writeIfCondition(dynamo.send(new UpdateCommand(update)))) ? 'saved' : 'changed';
  const result = await withCoins(movement, [{ Update: update }, ...seatNotes]);
  return result === 'done' ? 'saved' : result === 'blocked' ? 'changed' : 'insufficient';
}

type ConditionalUpdate = Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'ReturnValues'>;

/** Every write on a battle counts one more state version (in the same write), so snapshots are numbered in order. */
function countedVersion(input: ConditionalUpdate): ConditionalUpdate {
  const expression = input.UpdateExpression ?? '';
  const counted = expression.includes(' ADD ') ? expression.replace(' ADD ', ' ADD stateVersion :versionStep, ') : `${expression} ADD stateVersion :versionStep`;
  return { ...input, UpdateExpression: counted, ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ':versionStep': 1 } };
}

async function conditionalUpdate(input: ConditionalUpdate): Promise<Battle | undefined> {
  try {
    const { Attributes } = await dynamo.send(new UpdateCommand({ TableName: tableName(), ...countedVersion(input), ReturnValues: 'ALL_NEW' }));
    return Attributes as Battle;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

// ---- Erasure (docs/battles.md, « Privacy and deletion »): a guest's seat sits in the creator's battle item, so each
// seating also notes the battle in the guest's own partition; erasing the guest finds its seats there and scrubs them. ----

/** Outlives its battle item: TTL deletes late (up to days on AWS), and the note is how erasure finds the seat meanwhile. */
const SEAT_NOTE_TTL_SECONDS = BATTLE_TTL_SECONDS * 8;

/** The note, in a guest's partition, that this profile holds a seat in someone else's battle (written with the seat). */
export function seatNoteWrite(battleId: string, profileId: string): WriteAlongside {
  return { Put: { TableName: tableName(), Item: { ...profileKeys.battleSeat(profileId, battleId), battleId, expiresAt: epochSeconds() + SEAT_NOTE_TTL_SECONDS } } };
}

/** The battles a profile created, as the owner index lists them (their room codes are listed there too). */
export async function battlesOwnedBy(profileId: string): Promise<string[]> {
  return (await ownedKeys(profileId, BATTLE_PREFIX)).map(({ pk }) => pk.slice(BATTLE_PREFIX.length));
}

/** The battles a profile took a seat in as a guest (expired ones too: until TTL deletes them, they still hold the seat). */
export async function battlesSeatedIn(profileId: string): Promise<string[]> {
  const ids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({
      TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExclusiveStartKey,
      ExpressionAttributeValues: { ':pk': profilePk(profileId), ':prefix': profileSortKeys.battles.seat }, ProjectionExpression: 'battleId',
    }));
    ids.push(...(page.Items ?? []).map((item) => item.battleId as string));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return ids;
}

/** The battle item as stored, expired or not (erasure must scrub what TTL has not deleted yet). */
export async function storedBattle(battleId: string): Promise<Battle | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: battleKey(battleId), ConsistentRead: true }));
  return Item as Battle | undefined;
}

/**
 * Takes a deleted guest out of a battle, in one write conditioned on the state read (`stateVersion`), so an answer or
 * a seat change racing it makes it fail (the caller reads again) instead of leaving a trace behind. In the lobby the
 * seat is given up (no refund: the guest's wallet is erased with it); otherwise the seat and its answers move to an
 * anonymous key under `placeholder` (the others' results stay as they were), and in play the seat has left. A battle
 * in play whose owner is erased passes to the placeholder and leaves the owner index, so it outlives the owner's
 * erasure and ends for the others as with any player gone.
 */
export async function scrubSeat(battle: Battle, profileId: string, placeholder: { profileId: string; name: string; avatar: string }): Promise<Battle | undefined> {
  const seat = battle.players[profileId];
  if (!seat) return battle;
  const names: Record<string, string> = { '#p': profileId };
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes = ['players.#p'];
  const read = battle.stateVersion === undefined ? 'attribute_not_exists(stateVersion)' : 'stateVersion = :read';
  if (battle.stateVersion !== undefined) values[':read'] = battle.stateVersion;
  if (battle.status === 'lobby') {
    sets.push('playerCount = playerCount - :one');
    values[':one'] = 1;
  } else {
    const { uid: _uid, connectionId: _connection, resumeHash: _hash, said: _said, goneAt: _gone, seatExpiresAt: _expires, ready: _ready, ...kept } = seat;
    names['#anon'] = placeholder.profileId;
    values[':anon'] = { ...kept, uid: '', connectionId: '', name: placeholder.name, avatar: placeholder.avatar, left: battle.status === 'playing' ? true : seat.left };
    sets.push('players.#anon = :anon');
    if (battle.ownerProfileId === profileId) {
      sets.push('ownerProfileId = :anonOwner');
      values[':anonOwner'] = placeholder.profileId;
      removes.push('gsi2pk', 'gsi2sk');
    }
    Object.entries(battle.answers).filter(([key]) => key.endsWith(`#${profileId}`)).forEach(([key, answer], i) => {
      names[`#a${i}`] = key;
      names[`#b${i}`] = answerKey(Number(key.split('#')[0]), placeholder.profileId);
      values[`:b${i}`] = answer;
      removes.push(`answers.#a${i}`);
      sets.push(`answers.#b${i} = :b${i}`);
    });
  }
  const lobbyCount = battle.status === 'lobby' ? ' ADD lobbyVersion :one' : '';
  return conditionalUpdate({
    Key: battleKey(battle.battleId),
    UpdateExpression: `REMOVE ${removes.join(', ')}${sets.length ? ` SET ${sets.join(', ')}` : ''}${lobbyCount}`,
    ConditionExpression: `${read} AND attribute_exists(players.#p)`,
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  });
}
