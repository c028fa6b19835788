import { randomInt, randomUUID } from 'node:crypto';
import { difficultyForAge, handicappedMs, message, pickAtDifficulty, Refusal, shuffled, type FamilyHandicap } from '@plume/shared';
import type { Difficulty } from '@plume/shared/content';
import { seededRandom } from '@plume/shared/random';
import {
  BATTLE_QUESTION_MS, BATTLE_QUESTIONS, botAnswer, botProfiles, escrowMovement, isRoomCode, joinTakesSeat, newRoomCode, normalizeRoomCode, opaqueQuestionId, optionOrder,
  QUOTA_START_MS, REVEAL_PAUSE_MS, roomFrame, showQuestion, type CreateBattleFrame,
} from '@plume/shared/battles';
import { assertOwnProfile } from '#account/profiles';
import { getAccountAccess } from '#account/data/accounts';
import { categoryQuestions, type StoredQuestion } from '#questions/data/catalog';
import { battleIdForCode, createBattle, getBattle, type Battle, type BattlePlayer, type BattleQuestion } from '#battles/data/battles';
import { claimRoomCodeTry } from '#battles/data/room-code-tries';
import { send } from '#runtime/websocket';
import type { Caller } from './caller.ts';
import { deliverEffects, runMove } from './run-move.ts';
import { newResumeToken, seatTaken, withResumeToken } from './seats.ts';

/*
 * Setting a battle up: creating a room (a friend room, a group, a bot battle: a new battle item, written with its
 * creator's entry fee), joining it by its code, opening it again. Joining and opening again are the engine's moves
 * (`@plume/shared/battles` engine.ts: `join`, `rejoin`), played through `runMove` like every move once seated; here is
 * what the engine cannot do: the code's try window and lookup, the profile's checks, the seat's and token's draws.
 */

const ROOM_SEATS = 2;
const BOT_PROFILE_ID = 'bot';
const DIFFICULTY: Record<string, number> = { facile: 3, moyen: 5, difficile: 8 };
/** Pause between the start and the first question, so both players see it coming. */
const START_PAUSE_MS = REVEAL_PAUSE_MS;

/** A seat in a family room: the room's handicap, its time per question and its category's questions. */
interface FamilySeat { handicap: FamilyHandicap; questionMs: number; pool: readonly StoredQuestion[] }

/**
 * Battles are premium, and played as one of the caller's profiles (PIN-protected ones need their unlock). In a family
 * room the seat gets its age band's own time (`time`), or its own questions at its age's level (`level`).
 */
export async function seatedPlayer(caller: Caller, profileId: string, unlock: string | undefined, questions: number, family?: FamilySeat): Promise<BattlePlayer> {
  const access = await getAccountAccess(caller.uid);
  if (!access.premium) throw new Refusal('forbidden', 'subscription_required');
  const profile = await assertOwnProfile({ sub: caller.uid, groups: [], ...(unlock ? { profileUnlocks: [unlock] } : {}) }, profileId);
  const level = difficultyForAge(profile.ageBand);
  return {
    uid: caller.uid, name: profile.name, avatar: profile.avatar, connectionId: caller.connectionId, seatId: randomUUID(), joinedAt: Date.now(),
    correct: 0, points: 0, quota: QUOTA_START_MS, left: false, bot: false, orders: Array.from({ length: questions }, () => optionOrder(4, randomInt)),
    ...(family?.handicap === 'time' ? { questionMs: handicappedMs(family.questionMs, profile.ageBand) } : {}),
    // A short level is completed from the nearest ones, so every player has as many questions.
    ...(family?.handicap === 'level' ? { level, questions: battleQuestions(pickAtDifficulty(family.pool, level, BATTLE_QUESTIONS, randomInt)) } : {}),
  };
}

/**
 * A family game with a handicap is played for nothing, between people (docs/battles.md, « Family battles »); with the
 * level handicap each player's age sets their questions' level, so the room has none of its own.
 */
export function assertFamilyRoom(frame: { handicap?: FamilyHandicap | undefined; entryFee: number; bot?: string | undefined; level?: Difficulty | undefined }): void {
  if (frame.handicap && (frame.entryFee > 0 || frame.bot)) throw new Refusal('invalid', 'battle_handicap_without_fee');
  if (frame.handicap === 'level' && frame.level) throw new Refusal('invalid', 'battle_handicap_level_chosen');
}

export function battleQuestions(pool: readonly StoredQuestion[]): BattleQuestion[] {
  return shuffled(pool, randomInt).slice(0, BATTLE_QUESTIONS).map((q) => ({
    id: opaqueQuestionId(randomInt), sourceId: q.id, question: q.question, options: [...q.options], answer: q.answer, explanation: q.explanation,
    difficulty: DIFFICULTY[q.difficulty] ?? 5,
  }));
}

/**
 * Creates a friend room (its creator seated, the entry fee held) or a bot battle, which starts at once: the bot's
 * answers are drawn now from a seeded source and kept on the server, applied when their time comes.
 */
export async function createRoom(caller: Caller, frame: CreateBattleFrame, now: number): Promise<void> {
  assertFamilyRoom(frame);
  const { base, creator } = await newBattleBase(caller, frame, now);
  const { questions } = base;
  if (frame.bot) {
    const profile = botProfiles[frame.bot];
    const dice = seededRandom(randomInt(2 ** 31));
    const shownAt = now + START_PAUSE_MS;
    const seat = withResumeToken(creator);
    const battle: Battle = {
      ...base, kind: 'bot', seats: 2, entryFee: 0, status: 'playing', current: 0, shownAt, deadline: shownAt + BATTLE_QUESTION_MS, playerCount: 2,
      players: {
        [frame.profileId]: seat.player,
        [BOT_PROFILE_ID]: { ...creator, uid: '', name: message(`battle_bot_${frame.bot}`), avatar: 'robot', connectionId: '', seatId: randomUUID(), bot: true, orders: [] },
      },
      bot: { level: frame.bot, profileId: BOT_PROFILE_ID, answers: questions.map((q) => botAnswer(profile, { difficulty: q.difficulty, options: q.options.length, answer: q.answer }, dice)) },
    };
    await createBattle(battle, undefined);
    await seatTaken(caller.connectionId, battle.battleId, frame.profileId, seat.token);
    await send(caller.connectionId, roomFrame(battle, frame.profileId));
    await deliverEffects(battle.battleId, showQuestion(battle, Date.now()));
    return;
  }
  return openRoom(caller, { ...base, kind: 'friend', seats: ROOM_SEATS, entryFee: frame.entryFee, status: 'lobby' });
}

/**
 * A battle before its first move: its questions drawn from the category (of one level, if named), its creator seated
 * (with their own time or questions, in a family game with a handicap: the level handicap's battle questions are the
 * creator's own).
 */
export async function newBattleBase(
  caller: Caller, frame: { profileId: string; unlock?: string | undefined; category: string; language: string; level?: Difficulty | undefined; handicap?: FamilyHandicap | undefined }, now: number,
) {
  const pool = await categoryQuestions(frame.category);
  const drawn = battleQuestions(frame.level ? pool.filter((q) => q.difficulty === frame.level) : pool);
  if (!drawn.length) throw new Refusal('not_found', 'no_questions_found');
  const creator = await seatedPlayer(caller, frame.profileId, frame.unlock, drawn.length, frame.handicap ? { handicap: frame.handicap, questionMs: BATTLE_QUESTION_MS, pool } : undefined);
  const questions = creator.questions ?? drawn;
  const base = {
    battleId: randomUUID(), ownerProfileId: frame.profileId, category: frame.category, language: frame.language, ...(frame.level ? { level: frame.level } : {}),
    ...(frame.handicap ? { handicap: frame.handicap } : {}), playerCount: 1, questions, questionMs: BATTLE_QUESTION_MS,
    current: -1, shownAt: 0, deadline: 0, revealed: -1, answers: {}, createdAt: now, players: { [frame.profileId]: creator } as Record<string, BattlePlayer>,
  };
  return { base, creator };
}

/** Opens a room joined by its code: codes are drawn until a free one is written, with the creator's entry fee held. */
export async function openRoom(caller: Caller, room: Omit<Battle, 'code'>): Promise<void> {
  const { player: creator, token } = withResumeToken(room.players[room.ownerProfileId]!);
  for (let attempt = 0; attempt < 5; attempt++) {
    const battle: Battle = { ...room, players: { ...room.players, [room.ownerProfileId]: creator }, code: newRoomCode(randomInt) };
    const created = await createBattle(battle, escrowMovement(battle.battleId, battle.ownerProfileId, creator.seatId, battle.entryFee));
    if (created === 'insufficient') throw new Refusal('conflict', 'battle_not_enough_coins');
    if (created === 'created') {
      await seatTaken(caller.connectionId, battle.battleId, battle.ownerProfileId, token);
      return send(caller.connectionId, roomFrame(battle, battle.ownerProfileId));
    }
  }
  throw new Error('no free room code after 5 draws');
}

/**
 * Joins a friend room by its code: the engine's `join` (a new seat held with its entry fee in one conditional save,
 * refused when full, started or deleted; the player's own seat opened again). Each code looked up holds a try of the
 * connection's and the account's windows, given back when the code names a room: once wrong codes have used a window
 * up, every code is refused unread until it ends, so codes cannot be guessed at speed.
 */
export async function joinRoom(caller: Caller, frame: { profileId: string; unlock?: string | undefined; code: string }): Promise<void> {
  const code = normalizeRoomCode(frame.code);
  if (!code) throw new Refusal('invalid', 'room_code_required');
  if (!isRoomCode(code)) throw new Refusal('invalid', 'room_code_invalid');
  const codeTry = await claimRoomCodeTry(caller.uid, caller.connectionId);
  if (!codeTry.claimed) throw new Refusal('rate_limited', 'room_code_tries_exceeded', { retryAt: new Date(codeTry.retryAt).toISOString() });
  const battleId = await battleIdForCode(code);
  const battle = battleId && (await getBattle(battleId));
  if (!battle) throw new Refusal('not_found', 'room_code_not_valid'); // the try stays used: a wrong code
  await codeTry.giveBack();
  // A seat is drawn (the profile checked: premium, PIN) only if one is to be had; the engine decides on the battle as saved.
  const family = battle.handicap ? { handicap: battle.handicap, questionMs: battle.questionMs, pool: battle.handicap === 'level' ? await categoryQuestions(battle.category) : [] } : undefined;
  const seat = joinTakesSeat(battle, frame.profileId) ? await seatedPlayer(caller, frame.profileId, frame.unlock, battle.questions.length, family) : undefined;
  const { token, hash } = newResumeToken();
  await runMove(battle.battleId, { type: 'join', profileId: frame.profileId, uid: caller.uid, connectionId: caller.connectionId, resumeHash: hash, seat }, Date.now, tookSeat(caller, frame.profileId, token, hash));
}

/**
 * A seated player opens the room again (a refresh, a second tab, a dropped connection): the engine's `rejoin` — frames
 * go to this connection from now on, and it gets the room and, in play, the last reveal and the question on screen, or
 * the result.
 */
export async function rejoin(caller: Caller, battleId: string, profileId: string): Promise<void> {
  const { token, hash } = newResumeToken();
  await runMove(battleId, { type: 'rejoin', profileId, uid: caller.uid, connectionId: caller.connectionId, resumeHash: hash }, Date.now, tookSeat(caller, profileId, token, hash));
}

/** Once the seat holds this connection's new token (not a finished battle, only seen), the player gets the token. */
const tookSeat = (caller: Caller, profileId: string, token: string, hash: string) => async ({ after }: { after: Battle }) => {
  if (after.status !== 'finished' && after.players[profileId]?.resumeHash === hash) await seatTaken(caller.connectionId, after.battleId, profileId, token);
};
