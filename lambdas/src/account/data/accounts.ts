import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TIME_ACCOMMODATION, hiddenFromBoardsByDefault, MAX_PROFILES, paymentStillPending, sanitizeName, subscriptionIsActive, type Account, type Plan, type Profile, type TimeAccommodation } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { backOff, cancellationReasons, epochSeconds, isConditionFailure, isLive, tableName, writeIfCondition } from '#table/table';
import { hashSecret, secretMatches } from './secret-hash.ts';
import { isProfileSk, PROFILE_PREFIX, profileIdOfSk, profileSk } from '#table/keys';

/**
 * The `USER#<uid>` partition holds exactly the account and its family profiles, so one Query reads them all.
 * Per-profile progress lives in the profile's own partitions, never here.
 */
export const accountKey = (uid: string) => ({ pk: `USER#${uid}`, sk: 'ACCOUNT' });
const profileKey = (uid: string, profileId: string) => ({ pk: `USER#${uid}`, sk: profileSk(profileId) });

interface AccountItem {
  uid: string;
  email: string;
  name: string;
  status: 'active' | 'deactivated';
  isNewUser: boolean;
  isPremium: boolean;
  paymentPending: boolean;
  /** The Checkout session the pending payment is, and when Stripe closes it unpaid: after that the wait is over. */
  pendingCheckoutId?: string;
  pendingCheckoutUntil?: string;
  plan: Plan | null;
  periodEnd: string | null;
  subscriptionId?: string;
  /** Stripe's status of the subscription (`active`, `trialing`, `past_due`…), from its last event. */
  subscriptionStatus?: string;
  cancelAtPeriodEnd?: boolean;
  language: 'fr' | 'en';
  profileCount: number;
  createdAt: string;
}
/** Profiles stored before a setting existed lack it: `toProfile` fills in the default. */
interface ProfileItem extends Omit<Profile, 'hasPin' | 'timeAccommodation' | 'hideFromPublicBoards'> {
  pinHash?: string;
  timeAccommodation?: TimeAccommodation;
  hideFromPublicBoards?: boolean;
  /** The opaque id public leaderboards show instead of the profile id: random, not derived from any id. */
  publicId?: string;
}

/** 128 random bits: a board row names its player by this, never by a Cognito sub or a profile id. */
const newPublicId = () => randomBytes(16).toString('base64url');

export interface AccountAccess { exists: boolean; active: boolean; premium: boolean; deleted: boolean }

/**
 * A deleted account leaves a tombstone for as long as a token issued before the deletion could still be presented
 * (ID and access tokens live an hour by default, a day at most): every authenticated request and WebSocket
 * connection checks it, so no old token recreates, reads or plays anything. Its key is a SHA-256 of the sub: the
 * table keeps no id of the person.
 */
export const TOMBSTONE_TTL_SECONDS = 2 * 86_400;
const tombstoneKey = (uid: string) => ({ pk: `DELETED#${createHash('sha256').update(uid).digest('hex')}`, sk: 'ACCOUNT' });

export async function writeTombstone(uid: string): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...tombstoneKey(uid), expiresAt: epochSeconds() + TOMBSTONE_TTL_SECONDS } }));
}

/** What the auth check needs on every authenticated request: two small reads, at once. */
export async function getAccountAccess(uid: string): Promise<AccountAccess> {
  const [{ Item }, tombstone] = await Promise.all([
    dynamo.send(new GetCommand({ TableName: tableName(), Key: accountKey(uid), ProjectionExpression: '#status, isPremium, periodEnd', ExpressionAttributeNames: { '#status': 'status' } })),
    dynamo.send(new GetCommand({ TableName: tableName(), Key: tombstoneKey(uid) })),
  ]);
  const deleted = isLive(tombstone.Item as { expiresAt?: number } | undefined);
  return { exists: !!Item, active: !deleted && Item?.status !== 'deactivated', premium: !deleted && !!Item && subscriptionIsActive(Item), deleted };
}

/** A subscription the account has paid for and that runs: Stripe says `active` (a trial says `trialing`). */
export async function hasPaidSubscription(uid: string): Promise<boolean> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: accountKey(uid), ConsistentRead: true }));
  return !!Item && Item.subscriptionStatus === 'active' && subscriptionIsActive(Item);
}

export async function isPremium(uid: string): Promise<boolean> {
  return (await getAccountAccess(uid)).premium;
}

export async function getAccount(uid: string): Promise<Account | undefined> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${uid}` } }));
  const account = Items.find((item) => item.sk === 'ACCOUNT') as AccountItem | undefined;
  if (!account) return undefined;
  const profiles = (Items.filter((item) => isProfileSk(item.sk)) as ProfileItem[])
    .map(toProfile)
    .sort((a, b) => Number(b.isHolder) - Number(a.isHolder) || a.createdAt.localeCompare(b.createdAt));
  return {
    uid: account.uid,
    email: account.email,
    name: account.name,
    accountType: 'holder',
    status: account.status,
    isNewUser: account.isNewUser,
    isPremium: subscriptionIsActive(account),
    paymentPending: paymentStillPending(account),
    plan: account.plan,
    periodEnd: account.periodEnd,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd ?? false,
    trialing: account.subscriptionStatus === 'trialing' && subscriptionIsActive(account),
    // One trial per account: any subscription it ever had (a trial included) is recorded by its id.
    trialAvailable: !account.subscriptionId,
    language: account.language,
    profiles,
  };
}

/**
 * Creates the account and the holder's own profile on first sign-in, in one transaction; a second call (or a
 * concurrent one) finds the account there and changes nothing. Never after a deletion: the transaction also checks
 * there is no tombstone, so an old token cannot bring a deleted account back.
 */
export async function ensureAccount(identity: { sub: string; email?: string; name?: string }): Promise<'created' | 'exists' | 'deleted'> {
  const now = new Date().toISOString();
  const name = identity.name ?? (sanitizeName(identity.email?.split('@')[0] ?? '') || 'Moi');
  const account: AccountItem = {
    uid: identity.sub, email: identity.email ?? '', name, status: 'active', isNewUser: true, isPremium: false, paymentPending: false,
    plan: null, periodEnd: null, language: 'fr', profileCount: 1, createdAt: now,
  };
  const holder: ProfileItem = {
    id: identity.sub, name, avatar: 'plume', ageBand: 'adulte', isHolder: true, createdAt: now, timeAccommodation: DEFAULT_TIME_ACCOMMODATION,
    hideFromPublicBoards: hiddenFromBoardsByDefault('adulte'), publicId: newPublicId(),
  };
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...accountKey(identity.sub), ...account }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: tableName(), Item: { ...profileKey(identity.sub, holder.id), ...holder }, ConditionExpression: 'attribute_not_exists(pk)' } },
        // A tombstone past its time (TTL deletes late, and never locally) no longer counts.
        { ConditionCheck: { TableName: tableName(), Key: tombstoneKey(identity.sub), ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now', ExpressionAttributeValues: { ':now': epochSeconds() } } },
      ],
    }));
    return 'created';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    return reasons[2] === 'ConditionalCheckFailed' ? 'deleted' : 'exists';
  }
}

export type AccountPatch = Partial<Pick<AccountItem, 'name' | 'language' | 'isNewUser' | 'isPremium' | 'paymentPending' | 'pendingCheckoutId' | 'pendingCheckoutUntil' | 'plan' | 'periodEnd' | 'status'>>;

/** The Checkout session the account waits for, if any. */
export async function getPendingCheckoutId(uid: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: accountKey(uid), ProjectionExpression: 'pendingCheckoutId' }));
  return Item?.pendingCheckoutId as string | undefined;
}

export async function getSubscriptionId(uid: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: accountKey(uid), ProjectionExpression: 'subscriptionId' }));
  return Item?.subscriptionId as string | undefined;
}

/** Sets fields of an existing account; fails (ConditionalCheckFailed) rather than creating a half account. */
export async function updateAccount(uid: string, patch: AccountPatch): Promise<void> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (!entries.length) return;
  await dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: accountKey(uid),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
  }));
}

/** Adds a profile unless the account already has the maximum: the count and the profile are written together. */
export interface NewProfile {
  name: string;
  avatar: Profile['avatar'];
  ageBand: Profile['ageBand'];
  pin?: string | undefined;
  timeAccommodation?: TimeAccommodation | undefined;
  hideFromPublicBoards?: boolean | undefined;
}

export async function createProfile(uid: string, input: NewProfile): Promise<Profile | 'limit' | 'busy'> {
  const profile: ProfileItem = {
    id: randomUUID(), name: input.name, avatar: input.avatar, ageBand: input.ageBand, isHolder: false, createdAt: new Date().toISOString(),
    timeAccommodation: input.timeAccommodation ?? DEFAULT_TIME_ACCOMMODATION,
    hideFromPublicBoards: input.hideFromPublicBoards ?? hiddenFromBoardsByDefault(input.ageBand),
    publicId: newPublicId(),
    ...(input.pin ? { pinHash: hashSecret(input.pin) } : {}),
  };
  // A transaction cancelled by another one writing the account at the same moment (`TransactionConflict`) is tried
  // again: only the count's own condition means the family is full.
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({
        TransactItems: [
          { Update: { TableName: tableName(), Key: accountKey(uid), UpdateExpression: 'SET profileCount = profileCount + :one', ConditionExpression: 'attribute_exists(pk) AND profileCount < :max', ExpressionAttributeValues: { ':one': 1, ':max': MAX_PROFILES } } },
          { Put: { TableName: tableName(), Item: { ...profileKey(uid, profile.id), ...profile }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }));
      return toProfile(profile);
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.includes('ConditionalCheckFailed')) return 'limit';
      if (attempt >= 5) return 'busy';
      await backOff(attempt);
    }
  }
}

const patchableFields = ['name', 'avatar', 'ageBand', 'timeAccommodation', 'hideFromPublicBoards'] as const;
export type ProfilePatch = { [K in (typeof patchableFields)[number]]?: Profile[K] | undefined } & { pin?: string | null | undefined };

export async function updateProfile(uid: string, profileId: string, patch: ProfilePatch): Promise<Profile | 'not-found'> {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  for (const field of patchableFields) {
    if (patch[field] === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = patch[field];
    sets.push(`#${field} = :${field}`);
  }
  if (patch.pin) {
    sets.push('pinHash = :pinHash');
    values[':pinHash'] = hashSecret(patch.pin);
  }
  // A new or removed PIN starts a fresh series of tries.
  const removals = patch.pin === null ? 'REMOVE pinHash, pinTries, pinLockedUntil' : patch.pin ? 'REMOVE pinTries, pinLockedUntil' : '';
  const update = [sets.length ? `SET ${sets.join(', ')}` : '', removals].filter(Boolean).join(' ');
  try {
    const { Attributes } = await dynamo.send(new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(uid, profileId),
      // An empty patch still proves the profile exists and returns it.
      UpdateExpression: update || 'SET createdAt = createdAt',
      ConditionExpression: 'attribute_exists(pk)',
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      ReturnValues: 'ALL_NEW',
    }));
    return toProfile(Attributes as ProfileItem);
  } catch (error) {
    if (isConditionFailure(error)) return 'not-found';
    throw error;
  }
}

/** Removes a profile (never the holder's) and gives its place back, in one transaction. */
export async function deleteProfile(uid: string, profileId: string): Promise<'deleted' | 'not-found' | 'holder'> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKey(uid, profileId) }));
  if (!Item) return 'not-found';
  if (Item.isHolder) return 'holder';
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: profileKey(uid, profileId), ConditionExpression: 'attribute_exists(pk) AND isHolder = :false', ExpressionAttributeValues: { ':false': false } } },
        { Update: { TableName: tableName(), Key: accountKey(uid), UpdateExpression: 'SET profileCount = profileCount - :one', ConditionExpression: 'profileCount > :one', ExpressionAttributeValues: { ':one': 1 } } },
      ],
    }));
    return 'deleted';
  } catch (error) {
    if (cancellationReasons(error)) return 'not-found';
    throw error;
  }
}

/** Wrong PINs in a row before the profile locks, and for how long it stays locked. */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MS = 15 * 60_000;

export type PinCheck =
  | { result: 'ok'; pinHash: string }
  | { result: 'no-pin' }
  | { result: 'wrong'; triesLeft: number }
  | { result: 'locked'; lockedUntil: number }
  | { result: 'not-found' };

/**
 * Checks a profile's PIN, at most PIN_MAX_TRIES times in a row. Each try first claims a slot on the profile item with
 * a conditional UpdateItem (`pinTries < max`), never read-then-write, so N tries sent at once get at most the free
 * slots; the last slot also sets the lock (15 minutes), so a crash can never leave a profile locked for ever. A right
 * PIN clears the count and the lock. Tries refused by the lock are not checked at all.
 */
export async function checkProfilePin(uid: string, profileId: string, pin: string, now = Date.now()): Promise<PinCheck> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const slot = await claimPinSlot(uid, profileId, now);
    if (slot.kind === 'claimed') {
      if (secretMatches(pin, slot.pinHash)) {
        await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: profileKey(uid, profileId), UpdateExpression: 'SET pinTries = :zero REMOVE pinLockedUntil', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':zero': 0 } }));
        return { result: 'ok', pinHash: slot.pinHash };
      }
      return slot.final ? { result: 'locked', lockedUntil: now + PIN_LOCK_MS } : { result: 'wrong', triesLeft: PIN_MAX_TRIES - slot.tries };
    }
    // No slot free: find out why from the item as it is now.
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKey(uid, profileId), ConsistentRead: true }));
    if (!Item) return { result: 'not-found' };
    if (!Item.pinHash) return { result: 'no-pin' };
    const lockedUntil = Number(Item.pinLockedUntil ?? 0);
    if (lockedUntil > now) return { result: 'locked', lockedUntil };
    // The lock has run out (or a count was left without one): start a new series, once, whoever gets there first.
    if (Item.pinLockedUntil === undefined && Item.pinTries === undefined) continue;
    await writeIfCondition(dynamo.send(new UpdateCommand({
      TableName: tableName(), Key: profileKey(uid, profileId), UpdateExpression: 'SET pinTries = :zero REMOVE pinLockedUntil',
      ConditionExpression: Item.pinLockedUntil === undefined ? 'attribute_not_exists(pinLockedUntil) AND pinTries = :seen' : 'pinLockedUntil = :seenLock',
      ExpressionAttributeValues: { ':zero': 0, ...(Item.pinLockedUntil === undefined ? { ':seen': Item.pinTries } : { ':seenLock': Item.pinLockedUntil }) },
    })));
  }
  return { result: 'locked', lockedUntil: now + PIN_LOCK_MS };
}

type PinSlot = { kind: 'claimed'; pinHash: string; tries: number; final: boolean } | { kind: 'none' };

/** Claims the next try: an ordinary slot while fewer than max - 1 are used, else the final one, which locks. */
async function claimPinSlot(uid: string, profileId: string, now: number): Promise<PinSlot> {
  const attempts = [
    { final: false, update: 'SET pinTries = if_not_exists(pinTries, :zero) + :one', condition: 'attribute_exists(pinHash) AND (attribute_not_exists(pinTries) OR pinTries < :last)', values: { ':zero': 0, ':one': 1, ':last': PIN_MAX_TRIES - 1 } },
    { final: true, update: 'SET pinTries = :max, pinLockedUntil = :until', condition: 'attribute_exists(pinHash) AND pinTries = :last', values: { ':max': PIN_MAX_TRIES, ':until': now + PIN_LOCK_MS, ':last': PIN_MAX_TRIES - 1 } },
  ];
  for (const { final, update, condition, values } of attempts) {
    try {
      const { Attributes } = await dynamo.send(new UpdateCommand({
        TableName: tableName(), Key: profileKey(uid, profileId), UpdateExpression: update, ConditionExpression: condition, ExpressionAttributeValues: values, ReturnValues: 'ALL_NEW',
      }));
      return { kind: 'claimed', pinHash: Attributes!.pinHash as string, tries: Number(Attributes!.pinTries), final };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { kind: 'none' };
}

/** A profile with what the PIN guard needs: its PIN hash, if it has one. */
export async function getProfileRecord(uid: string, profileId: string): Promise<{ profile: Profile; pinHash: string | undefined } | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKey(uid, profileId) }));
  return Item ? { profile: toProfile(Item as ProfileItem), pinHash: (Item as ProfileItem).pinHash } : undefined;
}

/** What erasing an account needs to know before its items go: the address its contact messages carry, its profiles. */
export async function accountForErasure(uid: string): Promise<{ email: string | undefined; profileIds: string[] }> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${uid}` }, ProjectionExpression: 'sk, email' }));
  const email = Items.find((item) => item.sk === 'ACCOUNT')?.email as string | undefined;
  return { email: email || undefined, profileIds: Items.filter((item) => isProfileSk(item.sk)).map((item) => profileIdOfSk(item.sk)) };
}

/** Whether a profile still exists: consumers check it before writing for a profile that may have been deleted. */
export async function profileExists(uid: string, profileId: string): Promise<boolean> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKey(uid, profileId), ProjectionExpression: 'pk', ConsistentRead: true }));
  return !!Item;
}

function toProfile({ pinHash, ...profile }: ProfileItem): Profile {
  return {
    id: profile.id, name: profile.name, avatar: profile.avatar, ageBand: profile.ageBand, isHolder: profile.isHolder, createdAt: profile.createdAt, hasPin: !!pinHash,
    timeAccommodation: profile.timeAccommodation ?? DEFAULT_TIME_ACCOMMODATION,
    hideFromPublicBoards: profile.hideFromPublicBoards ?? hiddenFromBoardsByDefault(profile.ageBand),
  };
}

export async function getProfile(uid: string, profileId: string): Promise<Profile | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKey(uid, profileId) }));
  return Item ? toProfile(Item as ProfileItem) : undefined;
}

/** How a profile shows on leaderboards. */
export interface BoardIdentity { profileId: string; publicId: string; name: string; avatar: string; hidden: boolean }

/**
 * The profile as leaderboards show it, giving it a public id first if it was created before public ids existed
 * (`if_not_exists`: two racing calls agree on one). Undefined when the profile no longer exists.
 */
export async function boardIdentity(uid: string, profileId: string): Promise<BoardIdentity | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKey(uid, profileId) }));
  if (!Item) return undefined;
  const stored = Item as ProfileItem;
  if (stored.publicId) return { profileId, publicId: stored.publicId, name: stored.name, avatar: stored.avatar, hidden: toProfile(stored).hideFromPublicBoards };
  try {
    const { Attributes } = await dynamo.send(new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(uid, profileId),
      UpdateExpression: 'SET publicId = if_not_exists(publicId, :publicId)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':publicId': newPublicId() },
      ReturnValues: 'ALL_NEW',
    }));
    const item = Attributes as ProfileItem;
    return { profileId, publicId: item.publicId!, name: item.name, avatar: item.avatar, hidden: toProfile(item).hideFromPublicBoards };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The ids of the account's profiles (one Query on the account's partition, keys only). */
export async function listProfileIds(uid: string): Promise<string[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({
    TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :profile)', ExpressionAttributeValues: { ':pk': `USER#${uid}`, ':profile': PROFILE_PREFIX }, ProjectionExpression: 'sk',
  }));
  return Items.map((item) => profileIdOfSk(item.sk));
}

export interface AccountStanding { status: 'active' | 'deactivated'; isPremium: boolean; createdAt: string }

/** The status, premium state and creation date of up to 100 accounts in one BatchGetItem (the admin's account list). */
export async function getAccountStandings(uids: readonly string[]): Promise<Map<string, AccountStanding>> {
  const standings = new Map<string, AccountStanding>();
  let keys = [...new Set(uids)].map(accountKey);
  // BatchGetItem may leave keys unprocessed under load: ask again for those until none is left.
  while (keys.length > 0) {
    const { Responses, UnprocessedKeys } = await dynamo.send(new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: keys, ProjectionExpression: 'uid, #status, isPremium, periodEnd, createdAt', ExpressionAttributeNames: { '#status': 'status' } } },
    }));
    for (const item of Responses?.[tableName()] ?? []) {
      standings.set(String(item.uid), { status: item.status === 'deactivated' ? 'deactivated' : 'active', isPremium: subscriptionIsActive(item), createdAt: String(item.createdAt) });
    }
    keys = (UnprocessedKeys?.[tableName()]?.Keys ?? []) as typeof keys;
  }
  return standings;
}
