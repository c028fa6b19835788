import { PROFILE_PREFIX, profileSortKeys } from './keys.ts';

/**
 * Who owns each item of the table, so that deleting an account deletes everything of it (GDPR art. 17) and nothing
 * else. Every data module declares here the keys it writes: the partition key's prefix, the sort keys (or their
 * prefixes) under it, and whose data that is. A unit test (`ownership.test.ts`) reads the data modules' sources and
 * fails when one of them writes a key this registry does not list, so a new kind of item cannot be forgotten. The
 * families of the profile's own partition are not spelt here: they come from the keys the modules build (`keys.ts`).
 *
 * An owner's items are found in one of two ways:
 * - `partition`: the owner's own partition, `<prefix><owner id>` (`USER#<sub>`, `PROFILE#<id>`, `WALLET#<id>`):
 *   deleting the owner deletes the whole partition, whatever sort keys it holds;
 * - `owner-index`: items kept in someone else's partition (a leaderboard row, a game, a report, a connection) carry
 *   `gsi2pk = OWNER#<owner id>` (`ownedBy`), so one Query on `gsi2` lists them all.
 *
 * Owner ids: an account is its Cognito `sub`; a profile its id (the holder's profile id is the `sub` too); `email`
 * is the address of an account (contact messages are sent without signing in and carry only that).
 */
export type Owner = 'account' | 'profile' | 'email';

export interface KeyFamily {
  /** The data module that writes these items: `lambdas/src/<domain>/data/<module>.ts`. */
  readonly module: string;
  /** The partition key: its prefix before an id (`PROFILE#`), or the whole key of a fixed partition (`SETTINGS`). */
  readonly pk: string;
  /** The sort keys written under it, whole (`STATS`) or as prefixes (`BADGE#`). */
  readonly sk: readonly string[];
  /** Index keys the module writes besides (gsi1 partitions and prefixes), listed so the source check knows them. */
  readonly indexKeys?: readonly string[];
  /** Whose data it is: deleting that owner deletes it. */
  readonly owner: Owner | 'none';
  /** How deletion finds an owner's items (required unless `owner` is `none`). */
  readonly find?: 'partition' | 'owner-index';
  /** Why items owned by nobody are kept, and what of a person they may hold. */
  readonly kept?: string;
}

/** The global index that lists an owner's items kept outside its own partitions. */
export const OWNER_INDEX = 'gsi2';
const OWNER_PREFIX = 'OWNER#';

/** The owner-index attributes of an item stored outside its owner's partitions; `sortKey` orders them (the item's pk). */
export function ownedBy(ownerId: string, sortKey: string): { gsi2pk: string; gsi2sk: string } {
  return { gsi2pk: `${OWNER_PREFIX}${ownerId}`, gsi2sk: sortKey };
}
export const ownerIndexKey = (ownerId: string) => `${OWNER_PREFIX}${ownerId}`;
/** Contact messages are owned by an address, compared without case. */
export const emailOwnerId = (email: string) => email.trim().toLowerCase();

export const keyFamilies: readonly KeyFamily[] = [
  // account
  { module: 'accounts', pk: 'USER#', sk: ['ACCOUNT', PROFILE_PREFIX], owner: 'account', find: 'partition' },
  {
    module: 'accounts', pk: 'DELETED#', sk: ['ACCOUNT'], owner: 'none',
    kept: "A deleted account's tombstone: a SHA-256 of its sub (never the sub), so its unexpired tokens are refused; TTL 2 days, longer than any token lives.",
  },
  { module: 'connections', pk: 'CONN#', sk: ['CONN'], indexKeys: ['USER#', 'CONN#'], owner: 'account', find: 'owner-index' },
  { module: 'billing', pk: 'STRIPE_EVENT#', sk: ['EVENT'], owner: 'account', find: 'owner-index' },
  { module: 'contact', pk: 'CONTACT#', sk: ['CONTACT'], indexKeys: ['CONTACT'], owner: 'email', find: 'owner-index' },
  // profile: what each data module keeps in the profile's own partition (keys.ts), then its items elsewhere
  ...profilePartitionFamilies(),
  { module: 'games', pk: 'GAME#', sk: ['GAME'], owner: 'profile', find: 'owner-index' },
  { module: 'leaderboards', pk: 'LB#', sk: [PROFILE_PREFIX], indexKeys: ['LB#'], owner: 'profile', find: 'owner-index' },
  {
    module: 'leaderboards', pk: 'LBRANKS#', sk: ['SNAPSHOT'], owner: 'none',
    kept: "A board's rank snapshot: scores and how many rows are above each, no player in it; expires with its board.",
  },
  { module: 'wallet', pk: 'WALLET#', sk: ['WALLET', 'LEDGER#', 'KEY#'], owner: 'profile', find: 'partition' },
  // what a profile (EARNED#) and its account (ACCOUNT_EARNED#, in the holder's wallet) earned per source and day (the
  // daily caps), what each replayable content paid the profile so far (PAIDFOR#: a replay pays only an improvement),
  // and what the profile earned in all (LIFETIME_EARNED: the « Élite » badge)
  { module: 'earnings', pk: 'WALLET#', sk: ['EARNED#', 'ACCOUNT_EARNED#', 'PAIDFOR#', 'LIFETIME_EARNED'], owner: 'profile', find: 'partition' },
  { module: 'reports', pk: 'REPORT#', sk: [PROFILE_PREFIX], indexKeys: ['REPORTS'], owner: 'profile', find: 'owner-index' },
  // nobody's: content, configuration, operations
  { module: 'settings', pk: 'SETTINGS', sk: ['SYSTEM', 'PAGE#', 'CUSTOM_LANGUAGE'], owner: 'none', kept: 'Site configuration; `updatedBy` names the administrator who changed it.' },
  { module: 'catalog', pk: 'CATALOG', sk: ['CATEGORY#', 'VERSION', 'DAILY#'], owner: 'none', kept: 'Quiz content and the daily set: no person in it.' },
  { module: 'catalog', pk: 'QCAT#', sk: ['Q#'], indexKeys: ['QAUDIO'], owner: 'none', kept: 'Questions; `editedBy` names the administrator who edited one.' },
  { module: 'catalog', pk: 'POOL#', sk: [], owner: 'none', kept: 'Mode content (true/false, words, passages): no person in it.' },
  { module: 'dictations', pk: 'DICTATIONS', sk: ['PASSAGE#'], owner: 'none', kept: 'The dictation passage bank: texts and their inflection tables, no person in it.' },
  { module: 'audit', pk: 'AUDIT#', sk: [], indexKeys: ['EVENT#', 'AUDIT'], owner: 'none', kept: "Administrators' changes, kept for accountability: the actor is a staff account." },
  { module: 'heartbeat', pk: 'OPS', sk: ['HEARTBEAT'], owner: 'none', kept: 'The scheduler heartbeat.' },
  { module: 'crosswords', pk: 'CROSSWORDS', sk: ['CLUES#'], owner: 'none', kept: 'The crossword clue bank: words and clues, no person in it.' },
  // spelling: the word bank is nobody's
  { module: 'spelling', pk: 'SPELLING', sk: ['WORDS#', 'WORDEDIT#'], owner: 'none', kept: 'The spelling word bank and admins\' edits of it: words, rules and example sentences; `editedBy` names the administrator.' },
  // payouts: requests (with their audit trail) go with the account; the 48-hour guard sits in the holder's wallet partition
  { module: 'payouts', pk: 'PAYOUT#', sk: ['REQUEST'], indexKeys: ['PAYOUTS#'], owner: 'account', find: 'owner-index' },
  { module: 'payouts', pk: 'WALLET#', sk: ['PAYOUT_GUARD'], owner: 'profile', find: 'partition' },
  {
    module: 'payouts', pk: 'PAYOUT_RECORD#', sk: ['RECORD'], indexKeys: ['PAYOUT_RECORDS'], owner: 'none',
    kept: "A deleted account's payout requests, anonymized for finance's books: amount, method, status, dates and an opaque id (a SHA-256 of the request id); no uid, e-mail, profile, destination or reason.",
  },
  // referrals: an account's code (and its pointer to it), and the claim of the account that used someone's code
  { module: 'referrals', pk: 'REFERRAL_CODE#', sk: ['CODE'], owner: 'account', find: 'owner-index' },
  { module: 'referrals', pk: 'REFERRAL_CODE_OF#', sk: ['CODE'], owner: 'account', find: 'owner-index' },
  { module: 'referrals', pk: 'REFERRAL#', sk: ['CLAIM'], owner: 'account', find: 'owner-index' },
  // battles: the battle (owned by its creator; a guest's seat in it is scrubbed when the guest is erased, through the
  // BATTLESEAT# note in the guest's partition, keys.ts) and its room code
  { module: 'battles', pk: 'BATTLE#', sk: ['BATTLE'], owner: 'profile', find: 'owner-index' },
  { module: 'battles', pk: 'ROOM#', sk: ['ROOM'], owner: 'profile', find: 'owner-index' },
  // proctored exams: the exam is staff content and stays (its count of attempts is a number, no person in it); a
  // learner's attempt (answers, violations), claim, key tries and feed entries go with the profile
  {
    module: 'exams', pk: 'EXAM#', sk: ['EXAM'], indexKeys: ['EXAMS', 'EXAM#', 'ATTEMPT#'], owner: 'none',
    kept: "An exam set by staff: questions, window, its key's salted hash and `createdBy`, the examinator's e-mail; no learner in it.",
  },
  { module: 'exams', pk: 'EXAMATTEMPT#', sk: ['ATTEMPT'], owner: 'profile', find: 'owner-index' },
  { module: 'exams', pk: 'EXAMFEED', sk: [], owner: 'profile', find: 'owner-index' },
  // contests: the contest and its questions are content; each profile's entry and result (its row on the contest
  // leaderboard) go with the profile
  {
    module: 'contests', pk: 'CONTEST#', sk: ['CONTEST', 'QUESTIONS'], indexKeys: ['CONTESTS#'], owner: 'none',
    kept: 'A contest and its fixed questions: content; `createdBy` names the administrator who created it.',
  },
  { module: 'contests', pk: 'CONTEST#', sk: ['ENTRY#', 'RESULT#'], owner: 'profile', find: 'owner-index' },
  // random matchmaking: a waiting profile's ticket in its pool's partition (how each search ended is in the profile's, keys.ts)
  { module: 'matchmaking', pk: 'MATCHPOOL#', sk: ['TICKET#'], owner: 'profile', find: 'owner-index' },
  // dictation passages in the admin console: admins' edits beside the seeded bank, which the seed never rewrites
  { module: 'dictations', pk: 'DICTATIONS', sk: ['PASSAGEEDIT#'], owner: 'none', kept: "Admins' edits of the dictation passage bank (texts, groups, tables, hidden); `editedBy` names the administrator." },
  // battles: wrong room codes tried, per connection and per account (the throttle of `battle_join`), in the account's partition
  { module: 'room-code-tries', pk: 'USER#', sk: ['ROOMCODE_TRIES#'], owner: 'account', find: 'partition' },
  // family challenges between an account's profiles: both runs and names (a deleted profile's go with it: erase-profile-data)
  { module: 'family-challenges', pk: 'FAMCHALLENGES#', sk: ['CHALLENGE#'], owner: 'account', find: 'partition' },
  // handwritten letters given with consent: the account's own, listed for the admins' export by `HWSAMPLES`
  { module: 'handwriting-samples', pk: 'USER#', sk: ['HWCONSENT', 'HWSAMPLE#'], indexKeys: ['HWSAMPLES'], owner: 'account', find: 'partition' },
];

/** The profile partition's families, one per data module that keeps items there, as `keys.ts` declares them. */
function profilePartitionFamilies(): KeyFamily[] {
  return Object.entries(profileSortKeys).map(([module, sortKeys]) => ({ module, pk: PROFILE_PREFIX, sk: Object.values(sortKeys), owner: 'profile', find: 'partition' }));
}

/** The partitions of an owner's own (`USER#<sub>`, or `PROFILE#<id>` and `WALLET#<id>`). */
export function ownedPartitions(owner: Owner, ownerId: string): string[] {
  const prefixes = new Set(keyFamilies.filter((family) => family.owner === owner && family.find === 'partition').map((family) => family.pk));
  return [...prefixes].map((prefix) => `${prefix}${ownerId}`);
}

/** Whether some of an owner's items live outside its partitions, listed by the owner index. */
export function usesOwnerIndex(owner: Owner): boolean {
  return keyFamilies.some((family) => family.owner === owner && family.find === 'owner-index');
}
