import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Difficulty } from '@plume/shared/content';
import type { BattleKind, BotAnswer, BotLevel, FinishReason, LedgerMovement, QandaLevel, QandaMode, SayWindow } from '@plume/shared/battles';
import { dynamo } from '#clients/dynamo';
import { ownedKeys } from './erasure.ts';
import { ownedBy } from './ownership.ts';
import { moveCoins, type WriteAlongside } from './wallet.ts';
import { cancellationReasons, epochSeconds, isConditionFailure, isLive, tableName } from './table.ts';

/*
 * A battle is one item (`BATTLE#<id>`): its room (code, seats, fee), its players (score, lag quota, option orders,
 * the connection to push to), its questions with their answers (never sent before a reveal) and every answer given,
 * in a map keyed `<question index>#<profile id>`. Every move is one conditional write on that item, so N copies of a
 * move have one effect, and a seat, an answer and a reveal cannot race each other. A room code is a second item
 * (`ROOM#<code>`) pointing at the battle, written only if the code is free.
 */

const BATTLE_PREFIX = 'BATTLE#';
const battleKey = (battleId: string) => ({ pk: `${BATTLE_PREFIX}${battleId}`, sk: 'BATTLE' });
const roomKey = (code: string) => ({ pk: `ROOM#${code}`, sk: 'ROOM' });
/** A battle lasts minutes; a forgotten lobby is of no use after a day. */
const BATTLE_TTL_SECONDS = 86_400;

export interface BattlePlayer {
  uid: string;
  name: string;
  avatar: string;
  /** Where the server pushes this player's frames; updated by each move the player makes. */
  connectionId: string;
  /** Unique per seating: the idempotency key of the entry fee held and of its refund. */
  seatId: string;
  joinedAt: number;
  correct: number;
  points: number;
  /** Lag-credit budget left (ms). */
  quota: number;
  left: boolean;
  bot: boolean;
  /** Per question, the order this player sees its options in (server option indexes). */
  orders: number[][];
  /** Group rooms: the guest said they are ready (the owner's start is the owner's readiness). */
  ready?: boolean;
  /** Team rooms: this member's message window (rate limit of the discussion). */
  said?: SayWindow;
  /** SHA-256 of this seat's resume token (the token itself goes only to the player). */
  resumeHash?: string;
  /** Away: when the connection dropped (or the page said goodbye), and when the seat stops being kept (server clock). */
  goneAt?: number;
  seatExpiresAt?: number;
}

export interface BattleQuestion { id: string; sourceId: string; question: string; options: string[]; answer: number; explanation: string; difficulty: number }

export interface BattleAnswer { choice: number; correct: boolean; points: number; ms: number; credit: number; at: number }

export interface Battle {
  battleId: string;
  kind: BattleKind;
  code?: string;
  ownerProfileId: string;
  seats: number;
  category: string;
  language: string;
  /** The questions' level, when the creator chose one (absent: every level of the category). */
  level?: Difficulty;
  entryFee: number;
  status: 'lobby' | 'playing' | 'finished' | 'deleted';
  players: Record<string, BattlePlayer>;
  playerCount: number;
  questions: BattleQuestion[];
  questionMs: number;
  /** Index of the question being played; -1 in the lobby. */
  current: number;
  shownAt: number;
  deadline: number;
  /** Index of the last question revealed; -1 before the first reveal. */
  revealed: number;
  answers: Record<string, BattleAnswer>;
  bot?: { level: BotLevel; profileId: string; answers: BotAnswer[] };
  createdAt: number;
  finishedAt?: number;
  finishReason?: FinishReason;
  /** A group room (2–4 seats, ready flags, the start once everyone seated is ready): docs/battles.md. */
  group?: { showScore: boolean };
  /** Counts the lobby's changes (seats, ready flags), so a client keeps the newest room frame when two cross. */
  lobbyVersion?: number;
  /** A Q&A round on the learning bank (docs/qanda.md): no coins, no battle statistics; a team shares one score. */
  qanda?: { mode: QandaMode; level: QandaLevel };
  /** Counts every write on the battle after its creation: the number of a resume's state snapshot. */
  stateVersion?: number;
  /** The resume-token hashes of lobby seats given up at their expiry, so a late resume is told why (no profile ids). */
  releasedSeats?: Set<string>;
}

export const answerKey = (index: number, profileId: string) => `${index}#${profileId}`;

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

/**
 * Takes a seat: only in the lobby, only while a seat is free, only once per profile — the seat and the entry fee held
 * commit together or not at all. 10 parallel joins of a 2-seat room seat exactly one more player.
 */
export async function claimSeat(battleId: string, profileId: string, player: BattlePlayer, escrow: LedgerMovement | undefined): Promise<'seated' | 'blocked' | 'insufficient'> {
  const result = await withCoins(escrow, [{
    Update: {
      TableName: tableName(),
      Key: battleKey(battleId),
      UpdateExpression: 'SET players.#p = :player, playerCount = playerCount + :one ADD lobbyVersion :one, stateVersion :one',
      ConditionExpression: '#status = :lobby AND playerCount < seats AND attribute_not_exists(players.#p)',
      ExpressionAttributeNames: { '#p': profileId, '#status': 'status' },
      ExpressionAttributeValues: { ':player': player, ':one': 1, ':lobby': 'lobby' },
    },
  }, seatNoteWrite(battleId, profileId)]);
  return result === 'done' ? 'seated' : result;
}

/**
 * A seat given up because it expired (`at`: the server time it was found expired): the write also checks that the seat
 * is still away past its expiry then, so a resume that took it back first keeps it. `resumeHash`: the seat's, kept on
 * the battle (a hash of a random token, nobody's id) so a resume arriving after the release is told its seat is gone.
 */
export interface ExpiredSeat { at: number; resumeHash?: string | undefined }

/**
 * Gives a seat back before the start, with its entry fee; false when the seat was not (or no longer) this one, or, when
 * `expired`, when it was taken back in time.
 */
export async function releaseSeat(battleId: string, profileId: string, seatId: string, refund: LedgerMovement | undefined, expired?: ExpiredSeat): Promise<boolean> {
  const released = expired?.resumeHash ? ', releasedSeats :released' : '';
  const result = await withCoins(refund, [{
    Update: {
      TableName: tableName(),
      Key: battleKey(battleId),
      UpdateExpression: `REMOVE players.#p SET playerCount = playerCount - :one ADD lobbyVersion :one, stateVersion :one${released}`,
      ConditionExpression: `#status = :lobby AND players.#p.seatId = :seat${expired ? ` AND ${SEAT_EXPIRED}` : ''}`,
      ExpressionAttributeNames: { '#p': profileId, '#status': 'status' },
      ExpressionAttributeValues: {
        ':one': 1, ':lobby': 'lobby', ':seat': seatId,
        ...(expired ? { ':now': expired.at } : {}), ...(expired?.resumeHash ? { ':released': new Set([expired.resumeHash]) } : {}),
      },
    },
  }]);
  return result === 'done';
}

/**
 * The owner deletes the room before the start; false when it had started (or was deleted) already. With `expiredAt`:
 * only if the owner's seat is away past its expiry then (an owner who resumed first keeps the room).
 */
export async function markDeleted(battleId: string, ownerProfileId: string, expiredAt?: number): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET #status = :deleted',
    ConditionExpression: `#status = :lobby AND ownerProfileId = :owner${expiredAt === undefined ? '' : ` AND ${SEAT_EXPIRED}`}`,
    ExpressionAttributeNames: { '#status': 'status', ...(expiredAt === undefined ? {} : { '#p': ownerProfileId }) },
    ExpressionAttributeValues: { ':deleted': 'deleted', ':lobby': 'lobby', ':owner': ownerProfileId, ...(expiredAt === undefined ? {} : { ':now': expiredAt }) },
  });
}

/** Starts a full room: the first question shows at `shownAt`. Only the owner, only once. */
export async function startBattle(battleId: string, ownerProfileId: string, shownAt: number, deadline: number): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET #status = :playing, #current = :zero, shownAt = :shownAt, deadline = :deadline',
    ConditionExpression: '#status = :lobby AND ownerProfileId = :owner AND playerCount = seats',
    ExpressionAttributeNames: { '#status': 'status', '#current': 'current' },
    ExpressionAttributeValues: { ':playing': 'playing', ':lobby': 'lobby', ':owner': ownerProfileId, ':zero': 0, ':shownAt': shownAt, ':deadline': deadline },
  });
}

export interface AnswerWrite {
  battle: Battle;
  profileId: string;
  uid: string;
  connectionId: string;
  answer: BattleAnswer;
  quotaAfter: number;
  /** The last instant this answer may be accepted (deadline + credit + grace). */
  acceptUntil: number;
  /** False for a team member's proposal: it is kept, but the score comes from the team's answer at the reveal. */
  scored?: boolean;
}

/**
 * Records one answer: only for the question being played, before its reveal, inside its window, by a seated player
 * of that account, and only if this player has not answered it. Returns the battle after the write, or undefined when
 * a condition refused it (the caller reads again to say why).
 */
export async function recordAnswer({ battle, profileId, uid, connectionId, answer, quotaAfter, acceptUntil, scored = true }: AnswerWrite): Promise<Battle | undefined> {
  const index = battle.current;
  return conditionalUpdate({
    Key: battleKey(battle.battleId),
    // The player is here, on this connection: frames go there, and a seat marked away is present again (the seat's
    // expiry is checked in the same write, so an answer and the seat's release cannot both win).
    UpdateExpression: [
      'SET answers.#a = :answer, players.#p.points = players.#p.points + :points, players.#p.correct = players.#p.correct + :correct, players.#p.quota = :quota, players.#p.connectionId = :conn',
      'REMOVE players.#p.goneAt, players.#p.seatExpiresAt',
    ].join(' '),
    ConditionExpression: [
      '#status = :playing', '#current = :index', 'revealed < :index', 'deadline = :deadline', 'players.#p.uid = :uid', 'players.#p.#left = :false',
      'attribute_not_exists(answers.#a)', ':at >= shownAt', ':at <= :until', SEAT_STILL_KEPT,
    ].join(' AND '),
    ExpressionAttributeNames: { '#status': 'status', '#current': 'current', '#a': answerKey(index, profileId), '#p': profileId, '#left': 'left' },
    ExpressionAttributeValues: {
      ':answer': answer, ':points': scored ? answer.points : 0, ':correct': scored && answer.correct ? 1 : 0, ':quota': quotaAfter, ':conn': connectionId,
      ':playing': 'playing', ':index': index, ':deadline': battle.deadline, ':uid': uid, ':at': answer.at, ':until': acceptUntil, ':false': false, ':now': answer.at,
    },
  });
}

/** Score changes a reveal applies to players who do not write their own answers (the bot), keyed by profile id. */
export type RevealScores = Record<string, { answer?: BattleAnswer; points: number; correct: number }>;

/**
 * Reveals question `index` and moves on, in one conditional write that only the first caller wins: either to the next
 * question (shown at `next.shownAt`) or to the end. Every player's frames are sent by the winner.
 */
export async function revealAndAdvance(battle: Battle, index: number, next: { shownAt: number; deadline: number } | 'finish', scores: RevealScores, now: number): Promise<Battle | undefined> {
  const names: Record<string, string> = { '#status': 'status', '#current': 'current' };
  const values: Record<string, unknown> = { ':index': index, ':playing': 'playing' };
  const sets = ['revealed = :index'];
  Object.entries(scores).forEach(([profileId, score], i) => {
    names[`#s${i}`] = profileId;
    values[`:sp${i}`] = score.points;
    values[`:sc${i}`] = score.correct;
    if (score.answer) {
      names[`#b${i}`] = answerKey(index, profileId);
      values[`:sa${i}`] = score.answer;
      sets.push(`answers.#b${i} = :sa${i}`);
    }
    sets.push(`players.#s${i}.points = players.#s${i}.points + :sp${i}`, `players.#s${i}.correct = players.#s${i}.correct + :sc${i}`);
  });
  if (next === 'finish') {
    sets.push('#status = :finished', 'finishedAt = :now', 'finishReason = :completed');
    Object.assign(values, { ':finished': 'finished', ':now': now, ':completed': 'completed' });
  } else {
    sets.push('#current = :next', 'shownAt = :shownAt', 'deadline = :deadline');
    Object.assign(values, { ':next': index + 1, ':shownAt': next.shownAt, ':deadline': next.deadline });
  }
  return conditionalUpdate({
    Key: battleKey(battle.battleId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: '#status = :playing AND #current = :index AND revealed < :index',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/**
 * A seated player came back on another connection (a refresh, a second tab): frames now go there, the seat is no
 * longer away and gets a new resume token. Refused once the seat has expired (a finished battle can still be seen).
 */
export async function moveSeatConnection(battleId: string, profileId: string, uid: string, connectionId: string, resumeHash: string, now: number): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.connectionId = :conn, players.#p.resumeHash = :hash REMOVE players.#p.goneAt, players.#p.seatExpiresAt',
    ConditionExpression: `players.#p.uid = :uid AND (#status = :finished OR (players.#p.#left = :false AND ${SEAT_STILL_KEPT}))`,
    ExpressionAttributeNames: { '#p': profileId, '#status': 'status', '#left': 'left' },
    ExpressionAttributeValues: { ':conn': connectionId, ':uid': uid, ':hash': resumeHash, ':now': now, ':finished': 'finished', ':false': false },
  });
}

/** The condition of a seat still kept at `:now`: present, or away with its expiry still ahead. */
const SEAT_STILL_KEPT = '(attribute_not_exists(players.#p.seatExpiresAt) OR players.#p.seatExpiresAt > :now)';

/**
 * A player leaves a battle in play: they forfeit, and a 1v1 ends at once. With `seatExpired`, only if the seat is
 * (still) away past its expiry, so a player who resumed meanwhile keeps playing.
 */
export async function forfeit(battleId: string, profileId: string, uid: string, now: number, { seatExpired = false } = {}): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.#left = :true, #status = :finished, finishedAt = :now, finishReason = :forfeit',
    ConditionExpression: `#status = :playing AND players.#p.uid = :uid${seatExpired ? ` AND ${SEAT_EXPIRED}` : ''}`,
    ExpressionAttributeNames: { '#p': profileId, '#left': 'left', '#status': 'status' },
    ExpressionAttributeValues: { ':true': true, ':finished': 'finished', ':now': now, ':forfeit': 'forfeit', ':playing': 'playing', ':uid': uid },
  });
}

/**
 * The last player present leaves a duel whose other players are all away (their seats kept, not taken back): nobody
 * stayed, so the battle ends abandoned, every seat marked as left — no winner, every entry back (`resultsOf`,
 * `settle`). One write, on condition that each of `away` is still away: one who came back meanwhile makes it fail,
 * and the caller forfeits instead (the one who came back wins). `seatExpired`: as `forfeit`.
 */
export async function abandon(battleId: string, profileId: string, uid: string, away: readonly string[], now: number, { seatExpired = false } = {}): Promise<Battle | undefined> {
  const names: Record<string, string> = { '#p': profileId, '#left': 'left', '#status': 'status' };
  const others = away.map((id, i) => {
    names[`#o${i}`] = id;
    return `#o${i}`;
  });
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: `SET ${['#p', ...others].map((p) => `players.${p}.#left = :true`).join(', ')}, #status = :finished, finishedAt = :now, finishReason = :abandoned`,
    ConditionExpression: [
      '#status = :playing', 'players.#p.uid = :uid', ...(seatExpired ? [SEAT_EXPIRED] : []),
      ...others.map((o) => `attribute_exists(players.${o}.seatExpiresAt) AND players.${o}.#left = :false`),
    ].join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':true': true, ':finished': 'finished', ':now': now, ':abandoned': 'abandoned', ':playing': 'playing', ':uid': uid, ...(others.length ? { ':false': false } : {}) },
  });
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

// ---- The moves only a group room has (docs/battles.md, « Group battles »; docs/qanda.md): the same item, with `group`
// set, a ready flag per guest and, in a team room, each member's message window; each move one conditional write. ----

/** A seated guest is ready (or not any more); only in the lobby, only by the account holding the seat. */
export async function setReady(battleId: string, profileId: string, uid: string, ready: boolean): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.ready = :ready ADD lobbyVersion :one',
    ConditionExpression: '#status = :lobby AND players.#p.uid = :uid AND attribute_exists(#group)',
    ExpressionAttributeNames: { '#p': profileId, '#status': 'status', '#group': 'group' },
    ExpressionAttributeValues: { ':ready': ready, ':lobby': 'lobby', ':uid': uid, ':one': 1 },
  });
}

/**
 * Starts a group room with the players seated now: the write holds only if the seats are exactly those the owner saw
 * (the count unchanged, each guest still seated and ready), so a guest who joins, leaves or unreadies meanwhile makes
 * it fail instead of starting without them. The room's size becomes the number of players who start.
 */
export async function startGroupBattle(battle: Battle, guests: readonly string[], shownAt: number, deadline: number, sharedOrders?: number[][]): Promise<Battle | undefined> {
  const names: Record<string, string> = { '#status': 'status', '#current': 'current', '#group': 'group' };
  const values: Record<string, unknown> = {
    ':playing': 'playing', ':lobby': 'lobby', ':owner': battle.ownerProfileId, ':zero': 0, ':shownAt': shownAt, ':deadline': deadline,
    ':count': guests.length + 1, ':true': true,
  };
  const readiness = guests.map((profileId, i) => {
    names[`#g${i}`] = profileId;
    return `players.#g${i}.ready = :true`;
  });
  // A team sees the options in one order (the owner's), so « la B » means the same option to every member.
  const orders = sharedOrders ? guests.map((_, i) => `players.#g${i}.orders = :orders`) : [];
  if (sharedOrders) values[':orders'] = sharedOrders;
  return conditionalUpdate({
    Key: battleKey(battle.battleId),
    UpdateExpression: ['SET #status = :playing, #current = :zero, shownAt = :shownAt, deadline = :deadline, seats = :count', ...orders].join(', '),
    ConditionExpression: ['#status = :lobby', 'ownerProfileId = :owner', 'attribute_exists(#group)', 'playerCount = :count', ...readiness].join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** A player leaves a group battle in play: only their seat is marked; the others play on. `seatExpired`: as `forfeit`. */
export async function leaveGroupBattle(battleId: string, profileId: string, uid: string, { seatExpired = false, now = Date.now() } = {}): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.#left = :true',
    ConditionExpression: `#status = :playing AND players.#p.uid = :uid AND players.#p.#left = :false${seatExpired ? ` AND ${SEAT_EXPIRED}` : ''}`,
    ExpressionAttributeNames: { '#p': profileId, '#left': 'left', '#status': 'status' },
    ExpressionAttributeValues: { ':true': true, ':false': false, ':playing': 'playing', ':uid': uid, ...(seatExpired ? { ':now': now } : {}) },
  });
}

/** Ends a battle in play by forfeit (one player is left); only the first caller wins. */
export async function finishByForfeit(battleId: string, now: number): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET #status = :finished, finishedAt = :now, finishReason = :forfeit',
    ConditionExpression: '#status = :playing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':finished': 'finished', ':now': now, ':forfeit': 'forfeit', ':playing': 'playing' },
  });
}

/**
 * Counts one more message of a member's team discussion: the write holds only if the member's window is still the one
 * read (`expected`), so parallel messages cannot both use the last place of a window.
 */
export async function recordSay(battleId: string, profileId: string, uid: string, expected: SayWindow | undefined, next: SayWindow): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.said = :next',
    ConditionExpression: [
      'players.#p.uid = :uid', '#status IN (:lobby, :playing)',
      expected ? 'players.#p.said.#start = :start AND players.#p.said.#count = :count' : 'attribute_not_exists(players.#p.said)',
    ].join(' AND '),
    ExpressionAttributeNames: { '#p': profileId, '#status': 'status', ...(expected ? { '#start': 'start', '#count': 'count' } : {}) },
    ExpressionAttributeValues: { ':next': next, ':uid': uid, ':lobby': 'lobby', ':playing': 'playing', ...(expected ? { ':start': expected.start, ':count': expected.count } : {}) },
  });
}

// ---- Seat keeping and resume (docs/battles.md, « Disconnects and resume »): the seat's connection, its away time and
// expiry, and the hash of its resume token live on the seat; each change is one conditional write. ----

/** The condition of a seat away past its expiry at `:now` (and not already out). */
const SEAT_EXPIRED = 'players.#p.seatExpiresAt <= :now';

/**
 * The seat's connection went away (`$disconnect`, a `battle_goodbye`, or a push answered « gone »): the seat is kept
 * until `seatExpiresAt`. Only if that connection still holds the seat (a refresh that already resumed elsewhere is not
 * a loss), only once (a goodbye's shorter expiry is not stretched by the disconnect that follows), only while the
 * battle can still be played. Returns the battle after the write, or undefined when nothing changed.
 */
export async function markSeatAway(battleId: string, profileId: string, connectionId: string, goneAt: number, seatExpiresAt: number): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.goneAt = :goneAt, players.#p.seatExpiresAt = :expires',
    ConditionExpression: 'players.#p.connectionId = :conn AND players.#p.#left = :false AND attribute_not_exists(players.#p.seatExpiresAt) AND #status IN (:lobby, :playing)',
    ExpressionAttributeNames: { '#p': profileId, '#left': 'left', '#status': 'status' },
    ExpressionAttributeValues: { ':goneAt': goneAt, ':expires': seatExpiresAt, ':conn': connectionId, ':false': false, ':lobby': 'lobby', ':playing': 'playing' },
  });
}

/**
 * A new connection takes the seat back with its resume token: only the account holding the seat, only with the token
 * whose hash the seat keeps, only while the seat is kept and the battle not over. The last resume wins the seat.
 */
export async function reattachSeat(battleId: string, profileId: string, uid: string, resumeHash: string, connectionId: string, now: number): Promise<Battle | undefined> {
  return conditionalUpdate({
    Key: battleKey(battleId),
    UpdateExpression: 'SET players.#p.connectionId = :conn REMOVE players.#p.goneAt, players.#p.seatExpiresAt',
    ConditionExpression: `players.#p.uid = :uid AND players.#p.resumeHash = :hash AND players.#p.#left = :false AND #status IN (:lobby, :playing) AND ${SEAT_STILL_KEPT}`,
    ExpressionAttributeNames: { '#p': profileId, '#left': 'left', '#status': 'status' },
    ExpressionAttributeValues: { ':conn': connectionId, ':uid': uid, ':hash': resumeHash, ':false': false, ':lobby': 'lobby', ':playing': 'playing', ':now': now },
  });
}

// ---- Erasure (docs/battles.md, « Privacy and deletion »): a guest's seat sits in the creator's battle item, so each
// seating also notes the battle in the guest's own partition; erasing the guest finds its seats there and scrubs them. ----

const seatNoteKey = (profileId: string, battleId: string) => ({ pk: `PROFILE#${profileId}`, sk: `BATTLESEAT#${battleId}` });
/** Outlives its battle item: TTL deletes late (up to days on AWS), and the note is how erasure finds the seat meanwhile. */
const SEAT_NOTE_TTL_SECONDS = BATTLE_TTL_SECONDS * 8;

/** The note, in a guest's partition, that this profile holds a seat in someone else's battle (written with the seat). */
export function seatNoteWrite(battleId: string, profileId: string): WriteAlongside {
  return { Put: { TableName: tableName(), Item: { ...seatNoteKey(profileId, battleId), battleId, expiresAt: epochSeconds() + SEAT_NOTE_TTL_SECONDS } } };
}

/** The battles a profile took a seat in as a guest (expired ones too: until TTL deletes them, they still hold the seat). */
/** The battles a profile created, as the owner index lists them (their room codes are listed there too). */
export async function battlesOwnedBy(profileId: string): Promise<string[]> {
  return (await ownedKeys(profileId, BATTLE_PREFIX)).map(({ pk }) => pk.slice(BATTLE_PREFIX.length));
}

export async function battlesSeatedIn(profileId: string): Promise<string[]> {
  const ids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({
      TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExclusiveStartKey,
      ExpressionAttributeValues: { ':pk': `PROFILE#${profileId}`, ':prefix': 'BATTLESEAT#' }, ProjectionExpression: 'battleId',
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
