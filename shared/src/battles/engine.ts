import { message, type MessageKey } from '../messages.ts';
import type { RefusalKind } from '../refusal.ts';
import { backstopAt, battleDeadlineTimerName, type BattleDeadlineTimer } from './deadline.ts';
import { escrowMovement, refundMovement, type LedgerMovement } from './outcome.ts';
import type { BattleFinishedFrame, BattlePushFrame } from './protocol.ts';
import { expiredSeats, seatExpired, seatExpiry, seatExpiryTimerName, type SeatExpiryTimer, type SeatLoss } from './seats.ts';
import { serverChoice } from './shuffle.ts';
import { answerKey, othersIn, playerMs, questionOf, roundMs, seatedPeople, type Battle, type BattleAnswer, type BattlePlayer } from './state.ts';
import { nextSayWindow } from './team.ts';
import { acceptanceEnd, battlePoints, canReveal, lagCredit, latestAcceptance, nextQuota, responseMs, REVEAL_PAUSE_MS } from './timing.ts';
import { finishedFrame, questionFrame, revealFrame, roomFrame, snapshotFrame, teamScores, type RevealScores } from './views.ts';

/*
 * The battle engine (docs/battles.md): pure functions from a battle, a move and the server's clock to the next battle
 * and the effects to carry out — frames to push (to whom), timers to set, coins to move, the `battle.finished` event,
 * metrics, or a refusal. Nothing here reads or writes anything: lambdas/src/battles/run-move.ts loads the battle, runs
 * `play`, saves the result on condition that nobody wrote the battle meanwhile (its state version), and only then
 * delivers the effects; a lost race runs the move again on the battle as it is now. So ten copies of one move in
 * parallel have one effect, and the nine others are answered as the battle stands after it (« déjà répondu »).
 *
 * Times: a move's `at` is the gateway's receipt of its frame (`requestTimeEpoch`, the time every rule uses); `now`
 * is the server's clock when the engine runs (seat expiry at each knock, and the `serverTime` frames carry).
 */

// ---- Moves ----

/** Who moves: the seat's profile and the account behind the socket (checked against the seat). */
interface Seated { profileId: string; uid: string }

export type AnswerMove = Seated & {
  /** `propose`: a team member's proposal (kept, scored with the team's answer at the reveal). */
  type: 'answer' | 'propose';
  connectionId: string;
  questionId: string;
  /** A position in the options as this player was shown them. */
  choice: number;
  lagMs?: number | undefined;
  at: number;
};

export type BattleMove =
  | AnswerMove
  /** A client's countdown ended (or its reveal hint passed): reveal if due, or resend what that player missed. */
  | (Seated & { type: 'nudge'; connectionId: string; questionId: string; at: number })
  /** The question's server timer fired (`index`: the question it guards). */
  | { type: 'deadline'; index: number; at: number }
  | (Seated & { type: 'start'; at: number })
  | (Seated & { type: 'leave'; connectionId: string; at: number })
  | (Seated & { type: 'ready'; ready: boolean })
  | (Seated & { type: 'say'; text: string; at: number })
  /** The page is going away: the seat is kept only a short while. */
  | (Seated & { type: 'goodbye'; connectionId: string; at: number })
  /** A seat's connection went away (`$disconnect`, or a push answered « gone »): the seat is kept until its expiry. */
  | { type: 'away'; profileId: string; connectionId: string; loss: SeatLoss; at: number }
  /** A knock with no move of its own (a seat's expiry timer, a resume): the seats kept past their expiry are given up. */
  | { type: 'settle' }
  /** The owner's profile is erased while the room waits in its lobby: deleted as when the owner leaves. */
  | { type: 'delete_room'; ownerProfileId: string }
  /** A seat was taken out of the battle (an erased profile): the others see it, and play on or win. */
  | { type: 'play_on' }
  /**
   * Joining a room by its code, on this connection with a new resume token (`resumeHash`: its hash): a new seat, held
   * with its entry fee, or the player's own seat opened again (`rejoin`). `seat`: the new seat as the caller drew it
   * (its seat id, option orders, the profile's name), brought only when `joinTakesSeat` said a seat was to be had.
   */
  | (Seated & { type: 'join'; connectionId: string; resumeHash: string; seat?: BattlePlayer | undefined })
  /** A seated player opens the battle again (a refresh, a second tab): frames go to this connection, with a new resume token. */
  | (Seated & { type: 'rejoin'; connectionId: string; resumeHash: string })
  /** `battle_resume`: a new connection takes its seat back with the seat's resume token (`resumeHash`: the hash of the token sent). */
  | (Seated & { type: 'resume'; connectionId: string; resumeHash: string; at: number });

// ---- Effects ----

/** The timers of the manifest (`timers`) a battle sets. */
export const BATTLE_DEADLINE_TIMER = 'battle-deadline';
export const SEAT_EXPIRY_TIMER = 'battle-seat-expiry';

/** `battle.finished` as the engine knows it; the family relation of its accounts is looked up when it is published. */
export interface FinishedEventDetail {
  battleId: string;
  kind: Battle['kind'];
  category: string;
  entryFee: number;
  reason: NonNullable<Battle['finishReason']>;
  players: { profileId: string; uid: string; name: string; correct: number; points: number; left: boolean; isBot: boolean }[];
  finishedAt: string;
}

export type BattleEffect =
  /**
   * A frame pushed to one connection. `seat`: the profile whose seat the connection is (a frame to everyone): a
   * connection found gone marks that seat away. Frames to one connection arrive in the order of the effects.
   */
  | { type: 'frame'; connectionId: string; frame: BattlePushFrame; seat?: string }
  /**
   * The battle ended: every seated person gets the result, and (not for Q&A) `battle.finished` is published. Whether
   * its accounts are one family (`relationOf`, a read) is asked on delivery, for `familyAccounts` when there are any.
   */
  | { type: 'finished'; recipients: { profileId: string; connectionId: string }[]; frame: BattleFinishedFrame; familyAccounts?: { uids: string[]; at: number }; event?: FinishedEventDetail }
  | { type: 'timer'; timer: typeof BATTLE_DEADLINE_TIMER; name: string; at: number; payload: BattleDeadlineTimer }
  | { type: 'timer'; timer: typeof SEAT_EXPIRY_TIMER; name: string; at: number; payload: SeatExpiryTimer }
  /**
   * Coins to move (idempotent by key). `withSave`: in the same transaction as the battle's save (a seat's refund, a
   * joining seat's entry fee: a wallet that cannot pay refuses the move, `battle_not_enough_coins`, and nothing is saved).
   */
  | { type: 'coins'; movement: LedgerMovement; withSave?: boolean }
  | { type: 'metric'; metric: 'BattlesStarted' | 'BattlesFinished' }
  /** The move is refused: the battle is as the engine found it (after any seat given up at this knock). */
  | { type: 'refuse'; kind: RefusalKind; key: MessageKey };

export interface MoveResult { battle: Battle; effects: BattleEffect[] }

const unchanged = (battle: Battle): MoveResult => ({ battle, effects: [] });
const refused = (battle: Battle, effects: BattleEffect[], kind: RefusalKind, key: MessageKey): MoveResult => ({ battle, effects: [...effects, { type: 'refuse', kind, key }] });
/** Runs `next` on the battle a step left, keeping the step's effects first. */
const then = (step: MoveResult, next: (battle: Battle) => MoveResult): MoveResult => {
  const after = next(step.battle);
  return { battle: after.battle, effects: [...step.effects, ...after.effects] };
};
const withPlayer = (battle: Battle, profileId: string, change: (p: BattlePlayer) => BattlePlayer): Battle => ({ ...battle, players: { ...battle.players, [profileId]: change(battle.players[profileId]!) } });

/** A frame to one connection (not chased if gone). */
export const frameTo = (connectionId: string, frame: BattlePushFrame): BattleEffect => ({ type: 'frame', connectionId, frame });

/** The frame built for each seated person (not the bot, not who left). */
export function toEveryone(battle: Battle, frameFor: (profileId: string) => BattlePushFrame): BattleEffect[] {
  return seatedPeople(battle).map(([profileId, p]) => ({ type: 'frame', connectionId: p.connectionId, frame: frameFor(profileId), seat: profileId }));
}

/** Tells the others that a player who was away is back. */
export function seatBack(battle: Battle, profileId: string): BattleEffect[] {
  return othersIn(battle, profileId).map(([, p]) => frameTo(p.connectionId, { type: 'battle_player_back', battleId: battle.battleId, profileId }));
}

// ---- The engine ----

/** One move on a battle: the battle after it and what to do. */
export function play(battle: Battle, move: BattleMove, now: number): MoveResult {
  switch (move.type) {
    case 'answer':
    case 'propose': return knock(battle, move, now, (b) => answer(b, move, now));
    case 'nudge': return knock(battle, move, now, (b) => nudge(b, move, now));
    case 'deadline': return atDeadline(battle, move.index, move.at, now);
    case 'start': return knock(battle, move, now, (b) => start(b, move.profileId, move.at, now));
    case 'leave': return knock(battle, move, now, (b) => leave(b, move, now));
    case 'ready': return knock(battle, move, now, (b) => ready(b, move.profileId, move.ready));
    case 'say': return knock(battle, move, now, (b) => say(b, move));
    case 'goodbye': return knock(battle, move, now, (b) => away(b, { ...move, loss: 'goodbye' }, now));
    case 'away': return away(battle, move, now);
    case 'settle': return settleExpiredSeats(battle, now);
    case 'delete_room': return battle.status === 'lobby' ? deleteRoom(battle, move.ownerProfileId) : unchanged(battle);
    case 'play_on': return playOn(battle, now);
    case 'join': return join(battle, move, now);
    case 'rejoin': return rejoin(battle, move, now);
    case 'resume': return resume(battle, move, now);
  }
}

/**
 * A seated player's move: only the account holding the seat (anyone else learns nothing of the room), and any move is
 * a knock on the battle's clock: a seat kept past its expiry is given up first.
 */
function knock(battle: Battle, move: Seated, now: number, next: (battle: Battle) => MoveResult): MoveResult {
  const seat = battle.players[move.profileId];
  if (!seat || seat.uid !== move.uid || seat.bot) return refused(battle, [], 'not_found', 'battle_not_found');
  return then(settleExpiredSeats(battle, now), next);
}

/** When the bot's answer to the current question lands (epoch ms), or undefined if it does not answer in time. */
function botAnswersAt(battle: Battle): number | undefined {
  const planned = battle.bot?.answers[battle.current];
  return planned && planned.ms <= battle.questionMs ? battle.shownAt + planned.ms : undefined;
}

/** The people still in who have not answered the current question. */
const waitingFor = (battle: Battle): BattlePlayer[] => Object.entries(battle.players).filter(([id, p]) => !p.bot && !p.left && !battle.answers[answerKey(battle.current, id)]).map(([, p]) => p);

/** When no answer of this player to the current question can be accepted any more (their own time, with a handicap). */
const closedFor = (battle: Battle, player: BattlePlayer): number => latestAcceptance(battle.shownAt + playerMs(battle, player));

/**
 * When the server can reveal at the latest without another answer: the hint a client nudges at. With a time handicap
 * that is when the last player still awaited runs out of their own time.
 */
export function revealHint(battle: Battle): number {
  const bot = botAnswersAt(battle);
  const waiting = waitingFor(battle);
  if (!waiting.length) return bot ?? latestAcceptance(battle.deadline) + 1;
  return Math.max(...waiting.map((p) => closedFor(battle, p))) + 1;
}

/**
 * One answer (or a team member's proposal): only for the question being played, before its reveal, inside its window
 * (deadline + the player's lag credit + grace), by a player still in, once. Its points count at once (a proposal's at
 * the reveal, with the team's answer); the question is revealed if that answer was the last one awaited.
 */
function answer(battle: Battle, move: AnswerMove, now: number): MoveResult {
  const proposing = move.type === 'propose';
  if (battle.status !== 'playing') return refused(battle, [], 'conflict', 'battle_not_playing');
  if ((battle.qanda?.mode === 'team') !== proposing) return refused(battle, [], 'conflict', battle.qanda?.mode === 'team' ? 'qanda_team_proposes' : 'qanda_team_only');
  // Under a level handicap the player's own questions (ids of their own).
  const index = battle.questions.findIndex((_, i) => questionOf(battle, move.profileId, i).id === move.questionId);
  if (index < 0 || index > battle.current) return refused(battle, [], 'conflict', 'battle_question_not_open');
  if (battle.answers[answerKey(index, move.profileId)]) return refused(battle, [], 'conflict', 'battle_already_answered');
  if (index < battle.current) return refused(battle, [], 'conflict', 'battle_question_closed');
  if (move.at < battle.shownAt) return refused(battle, [], 'conflict', 'battle_question_not_open');
  const player = battle.players[move.profileId]!;
  const credit = lagCredit(move.lagMs, player.quota);
  const ownMs = playerMs(battle, player);
  if (move.at > acceptanceEnd(battle.shownAt + ownMs, credit)) return refused(battle, [], 'conflict', 'battle_question_closed');
  const choice = serverChoice(player.orders[index]!, move.choice);
  if (choice === undefined) return refused(battle, [], 'invalid', 'invalid_request');
  // A player who left, or whose seat expired before the answer arrived, is not in the question any more.
  if (player.left || (player.seatExpiresAt !== undefined && player.seatExpiresAt <= move.at)) return refused(battle, [], 'conflict', 'battle_question_closed');
  const ms = responseMs(move.at, battle.shownAt, credit);
  const correct = choice === questionOf(battle, move.profileId, index).answer;
  // Points are relative to the player's own time: with a time handicap, one scale for every age.
  const given: BattleAnswer = { choice, correct, points: battlePoints(correct, ms, ownMs), ms, credit, at: move.at };
  // The player is here, on this connection: frames go there, and a seat marked away is present again.
  const { goneAt: _gone, seatExpiresAt: _expires, ...present } = player;
  const after: Battle = {
    ...battle,
    answers: { ...battle.answers, [answerKey(index, move.profileId)]: given },
    players: {
      ...battle.players,
      [move.profileId]: {
        ...present, connectionId: move.connectionId, quota: nextQuota(player.quota, credit),
        ...(proposing ? {} : { points: player.points + given.points, correct: player.correct + (correct ? 1 : 0) }),
      },
    },
  };
  const effects: BattleEffect[] = [
    frameTo(move.connectionId, { type: 'battle_answer_ack', battleId: battle.battleId, questionId: move.questionId, choice: move.choice, ms, revealAt: revealHint(after) }),
    // Answering from a new socket without `battle_resume` (the answer moved the seat's frames there) is a return too.
    ...(player.seatExpiresAt !== undefined ? seatBack(after, move.profileId) : []),
    ...(proposing ? toEveryone(after, () => ({ type: 'qanda_proposal', battleId: after.battleId, questionId: move.questionId, profileId: move.profileId, choice: move.choice })) : []),
  ];
  return then({ battle: after, effects }, (b) => revealIfDue(b, move.at, now));
}

/**
 * A nudge: the server checks its own clock and reveals if due. A nudge about a question already past resends the
 * current state to that player (a frame lost on the way).
 */
function nudge(battle: Battle, move: { profileId: string; connectionId: string; questionId: string; at: number }, now: number): MoveResult {
  if (battle.status === 'finished') return { battle, effects: [frameTo(move.connectionId, finishedFrame(battle))] };
  if (battle.status !== 'playing') return unchanged(battle);
  if (questionOf(battle, move.profileId, battle.current).id === move.questionId) {
    const revealed = revealIfDue(battle, move.at, now);
    if (revealed.battle !== battle) return revealed;
    return { battle, effects: [frameTo(move.connectionId, { type: 'battle_wait', battleId: battle.battleId, revealAt: revealHint(battle), serverTime: now })] };
  }
  return {
    battle,
    effects: [
      ...(battle.revealed >= 0 ? [frameTo(move.connectionId, revealFrame(battle, battle.revealed, move.profileId))] : []),
      frameTo(move.connectionId, questionFrame(battle, move.profileId, now)),
    ],
  };
}

/** The question's timer fired: it reveals the question it guards if that is still the current one and not revealed. */
function atDeadline(battle: Battle, index: number, at: number, now: number): MoveResult {
  if (battle.status !== 'playing' || battle.current !== index || battle.revealed >= index) return unchanged(battle);
  return revealIfDue(battle, at, now);
}

/**
 * Reveals the current question when every player still in has answered or run out of their own time (the bot once its
 * planned time has come), or when no answer can be accepted any more; then shows the next question after a pause, or
 * ends the battle. The battle comes back unchanged (the same object) when the reveal is not due.
 */
export function revealIfDue(battle: Battle, at: number, now: number): MoveResult {
  if (battle.status !== 'playing') return unchanged(battle);
  const index = battle.current;
  const people = Object.entries(battle.players).filter(([, p]) => !p.bot && !p.left);
  const answered = people.filter(([id, p]) => battle.answers[answerKey(index, id)] || at > closedFor(battle, p)).length;
  const botAt = botAnswersAt(battle);
  const botIn = battle.bot !== undefined;
  const botAnswered = botAt !== undefined && at >= botAt;
  if (!canReveal(answered + (botAnswered ? 1 : 0), people.length + (botIn ? 1 : 0), battle.deadline, at)) return unchanged(battle);

  const scores: RevealScores = battle.qanda?.mode === 'team' ? teamScores(battle, index) : {};
  if (battle.bot && botAnswered) {
    const planned = battle.bot.answers[index]!;
    const points = battlePoints(planned.correct, planned.ms, battle.questionMs);
    scores[battle.bot.profileId] = { answer: { choice: planned.choice, correct: planned.correct, points, ms: planned.ms, credit: 0, at: botAt! }, points, correct: planned.correct ? 1 : 0 };
  }
  const last = index + 1 >= battle.questions.length;
  let after: Battle = { ...battle, revealed: index, answers: { ...battle.answers }, players: { ...battle.players } };
  for (const [profileId, score] of Object.entries(scores)) {
    const p = after.players[profileId]!;
    after.players[profileId] = { ...p, points: p.points + score.points, correct: p.correct + score.correct };
    if (score.answer) after.answers[answerKey(index, profileId)] = score.answer;
  }
  if (last) after = { ...after, status: 'finished', finishedAt: at, finishReason: 'completed' };
  else {
    const shownAt = at + REVEAL_PAUSE_MS;
    after = { ...after, current: index + 1, shownAt, deadline: shownAt + roundMs(after) };
  }
  const revealed = toEveryone(after, (id) => revealFrame(after, index, id));
  return { battle: after, effects: [...revealed, ...(last ? announce(after) : showQuestion(after, now))] };
}

/**
 * Shows the battle's current question to every player and sets its deadline timer: the effects of the state that
 * made this question current (a start, a match, a reveal), so each question is shown, and its timer set, once. Every
 * way a battle starts shows its first question here, so this is where a battle counts as started (`BattlesStarted`),
 * as `announce` is where it counts as finished (Q&A rounds in neither).
 */
export function showQuestion(battle: Battle, now: number): BattleEffect[] {
  const effects: BattleEffect[] = [];
  if (battle.current === 0 && battle.status === 'playing' && !battle.qanda) effects.push({ type: 'metric', metric: 'BattlesStarted' });
  effects.push(...toEveryone(battle, (id) => questionFrame(battle, id, now)));
  if (battle.status === 'playing') {
    const payload: BattleDeadlineTimer = { battleId: battle.battleId, index: battle.current };
    effects.push({ type: 'timer', timer: BATTLE_DEADLINE_TIMER, name: battleDeadlineTimerName(payload), at: backstopAt(battle.deadline), payload });
  }
  return effects;
}

/**
 * The result to every player and `battle.finished` (coins, statistics, badges, leaderboards follow); Q&A rounds move
 * no coins and count in no battle statistics. A game within one family is said so on the result (asked on delivery).
 */
export function announce(battle: Battle): BattleEffect[] {
  if (battle.status !== 'finished') return [];
  // A seat whose account was deleted has no uid any more: it is nobody's family.
  const uids = Object.values(battle.players).filter((p) => !p.bot && p.uid).map((p) => p.uid);
  const finishedAt = battle.finishedAt ?? 0;
  return [
    ...(battle.qanda ? [] : [{ type: 'metric', metric: 'BattlesFinished' } as const]),
    {
      type: 'finished',
      recipients: seatedPeople(battle).map(([profileId, p]) => ({ profileId, connectionId: p.connectionId })),
      frame: finishedFrame(battle),
      ...(!battle.qanda && uids.length > 1 ? { familyAccounts: { uids, at: finishedAt } } : {}),
      ...(battle.qanda ? {} : {
        event: {
          battleId: battle.battleId, kind: battle.kind, category: battle.category, entryFee: battle.entryFee, reason: battle.finishReason ?? 'completed',
          players: Object.entries(battle.players).map(([profileId, p]) => ({ profileId, uid: p.uid, name: p.name, correct: p.correct, points: p.points, left: p.left, isBot: p.bot })),
          finishedAt: new Date(finishedAt).toISOString(),
        },
      }),
    },
  ];
}

/** The owner starts a full room (a group room: once every guest is ready); the first question shows after a pause. */
function start(battle: Battle, profileId: string, at: number, now: number): MoveResult {
  if (battle.ownerProfileId !== profileId) return refused(battle, [], 'forbidden', 'battle_owner_only');
  if (battle.status !== 'lobby') return refused(battle, [], 'conflict', 'battle_already_started');
  const guests = Object.keys(battle.players).filter((id) => id !== battle.ownerProfileId);
  let players = battle.players;
  if (battle.group) {
    if (battle.playerCount < 2) return refused(battle, [], 'conflict', 'player_not_joined');
    if (guests.some((id) => !battle.players[id]!.ready)) return refused(battle, [], 'conflict', 'group_not_all_ready');
    // A team sees the options in one order (the owner's), so « la B » means the same option to every member.
    if (battle.qanda?.mode === 'team') {
      const orders = battle.players[battle.ownerProfileId]!.orders;
      players = Object.fromEntries(Object.entries(players).map(([id, p]) => [id, id === battle.ownerProfileId ? p : { ...p, orders }]));
    }
  } else if (battle.playerCount < battle.seats) return refused(battle, [], 'conflict', 'player_not_joined');
  const shownAt = at + REVEAL_PAUSE_MS;
  // A group room's size becomes the number of players who start.
  const started: Battle = { ...battle, players, status: 'playing', current: 0, shownAt, deadline: shownAt + roundMs(battle), ...(battle.group ? { seats: guests.length + 1 } : {}) };
  return { battle: started, effects: [...toEveryone(started, (id) => roomFrame(started, id)), ...showQuestion(started, now)] };
}

/**
 * Leaving: the owner leaving the lobby deletes the room (every entry refunded, everyone told); another player leaving
 * the lobby gets their seat's entry back; leaving a battle in play forfeits it (a group plays on without them).
 */
function leave(battle: Battle, move: { profileId: string; connectionId: string; at: number }, now: number): MoveResult {
  const { profileId } = move;
  if (battle.status === 'lobby' && battle.ownerProfileId === profileId) return deleteRoom(battle, profileId);
  if (battle.status === 'lobby') {
    if (!battle.players[profileId]) return unchanged(battle);
    const vacated = vacateSeat(battle, profileId);
    return { battle: vacated.battle, effects: [...vacated.effects, frameTo(move.connectionId, { type: 'battle_left', battleId: battle.battleId })] };
  }
  if (battle.status === 'playing' && battle.group && battle.playerCount > 2) return leaveGroup(battle, profileId, move.at, now);
  if (battle.status === 'playing') return leaveDuel(battle, profileId, move.at);
  return unchanged(battle);
}

/** The owner's lobby is deleted: every entry refunded (idempotent per seat), everyone told. */
function deleteRoom(battle: Battle, ownerProfileId: string): MoveResult {
  if (battle.status !== 'lobby' || battle.ownerProfileId !== ownerProfileId) return unchanged(battle);
  const deleted: Battle = { ...battle, status: 'deleted' };
  const refunds = Object.entries(deleted.players).flatMap(([id, p]): BattleEffect[] => {
    const movement = refundMovement(battle.battleId, id, p.seatId, battle.entryFee);
    return movement ? [{ type: 'coins', movement }] : [];
  });
  const told = toEveryone(deleted, (id) => {
    const code = id === ownerProfileId ? 'room_deleted' : 'room_deleted_by_owner';
    return { type: 'battle_deleted', battleId: battle.battleId, code, message: message(code) };
  });
  return { battle: deleted, effects: [...refunds, ...told] };
}

/**
 * A guest's lobby seat is given back with its entry (in the save's transaction), and the others see the room. A seat
 * given up at its expiry (`expired`) leaves the hash of its resume token, so a late resume is told its seat is gone.
 */
function vacateSeat(battle: Battle, profileId: string, expired = false): MoveResult {
  const { [profileId]: seat, ...players } = battle.players;
  const refund = refundMovement(battle.battleId, profileId, seat!.seatId, battle.entryFee);
  const released = expired && seat!.resumeHash ? { releasedSeats: new Set([...(battle.releasedSeats ?? []), seat!.resumeHash]) } : {};
  const after: Battle = { ...battle, players, playerCount: battle.playerCount - 1, lobbyVersion: (battle.lobbyVersion ?? 0) + 1, ...released };
  return { battle: after, effects: [...(refund ? [{ type: 'coins', movement: refund, withSave: true } as const] : []), ...toEveryone(after, (id) => roomFrame(after, id))] };
}

/**
 * A player leaves a duel in play (the leave button, or a seat kept past its expiry): if the other player is there, they
 * win by forfeit; if they are away too, nobody stayed and the duel ends abandoned — no winner, every entry back.
 */
function leaveDuel(battle: Battle, profileId: string, at: number): MoveResult {
  const others = Object.entries(battle.players).filter(([id, p]) => id !== profileId && !p.left);
  const away = others.filter(([, p]) => !p.bot && p.seatExpiresAt !== undefined).map(([id]) => id);
  const present = others.filter(([, p]) => p.bot || p.seatExpiresAt === undefined);
  const abandoned = away.length > 0 && present.length === 0;
  const leavers = abandoned ? [profileId, ...away] : [profileId];
  const players = { ...battle.players };
  for (const id of leavers) players[id] = { ...players[id]!, left: true };
  const finished: Battle = { ...battle, players, status: 'finished', finishedAt: at, finishReason: abandoned ? 'abandoned' : 'forfeit' };
  return { battle: finished, effects: announce(finished) };
}

/** Leaving a group battle in play: the player ranks last and gets nothing back; the others play on. */
function leaveGroup(battle: Battle, profileId: string, at: number, now: number): MoveResult {
  if (battle.players[profileId]!.left) return unchanged(battle);
  return playOnWithout(withPlayer(battle, profileId, (p) => ({ ...p, left: true })), at, now);
}

/**
 * After a player was marked left (by leaving, or a seat kept past its expiry): the others see it and play on, or the
 * one who stayed wins by forfeit. The leaver may have been the player everyone waited for: the reveal may be due.
 */
function playOnWithout(battle: Battle, at: number, now: number): MoveResult {
  const room = toEveryone(battle, (id) => roomFrame(battle, id));
  const staying = Object.values(battle.players).filter((p) => !p.left && !p.bot).length;
  if (staying <= 1) {
    const finished: Battle = { ...battle, status: 'finished', finishedAt: at, finishReason: 'forfeit' };
    return { battle: finished, effects: [...room, ...announce(finished)] };
  }
  return then({ battle, effects: room }, (b) => revealIfDue(b, at, now));
}

/** A seat was taken out (an erased profile): the lobby sees it; in play, a duel ends by forfeit and a group plays on. */
function playOn(battle: Battle, now: number): MoveResult {
  if (battle.status === 'lobby') return { battle, effects: toEveryone(battle, (id) => roomFrame(battle, id)) };
  if (battle.status === 'playing') return playOnWithout(battle, now, now);
  return unchanged(battle);
}

/** A guest is ready, or not any more; everyone seated sees it. The owner has no flag: starting is their readiness. */
function ready(battle: Battle, profileId: string, isReady: boolean): MoveResult {
  if (!battle.group) return refused(battle, [], 'not_found', 'battle_not_found');
  if (battle.status !== 'lobby' || !battle.players[profileId]) return refused(battle, [], 'conflict', 'battle_already_started');
  const after = { ...withPlayer(battle, profileId, (p) => ({ ...p, ready: isReady })), lobbyVersion: (battle.lobbyVersion ?? 0) + 1 };
  return { battle: after, effects: toEveryone(after, (id) => roomFrame(after, id)) };
}

/** A line of a team's discussion, shown to every member; at most 5 per member in 10 s. */
function say(battle: Battle, move: { profileId: string; text: string; at: number }): MoveResult {
  if (battle.qanda?.mode !== 'team') return refused(battle, [], 'conflict', 'qanda_team_only');
  if (battle.status !== 'lobby' && battle.status !== 'playing') return refused(battle, [], 'conflict', 'battle_not_playing');
  const player = battle.players[move.profileId];
  if (!player) return refused(battle, [], 'not_found', 'battle_not_found');
  const next = nextSayWindow(player.said, move.at);
  if (!next) return refused(battle, [], 'conflict', 'qanda_say_too_fast');
  const after = withPlayer(battle, move.profileId, (p) => ({ ...p, said: next }));
  const text = move.text.trim();
  return { battle: after, effects: toEveryone(after, () => ({ type: 'qanda_said', battleId: after.battleId, profileId: move.profileId, name: player.name, text, at: move.at })) };
}

/**
 * A seat's connection went away: the seat is kept until its expiry, and the others are told (frames not chased if a
 * second connection is gone). Only if that connection still holds the seat (a refresh that already resumed elsewhere
 * is not a loss), only once (a goodbye's shorter expiry is not stretched by the disconnect that follows), only while
 * the battle can still be played.
 */
function away(battle: Battle, move: { profileId: string; connectionId: string; loss: SeatLoss; at: number }, now: number): MoveResult {
  const seat = battle.players[move.profileId];
  if (!seat || seat.connectionId !== move.connectionId || seat.left || seat.seatExpiresAt !== undefined || (battle.status !== 'lobby' && battle.status !== 'playing')) return unchanged(battle);
  const seatExpiresAt = seatExpiry(battle.kind, move.loss, move.at);
  const after = withPlayer(battle, move.profileId, (p) => ({ ...p, goneAt: move.at, seatExpiresAt }));
  const timer: SeatExpiryTimer = { battleId: battle.battleId, seatExpiresAt };
  return {
    battle: after,
    effects: [
      ...othersIn(after, move.profileId).map(([, p]) => frameTo(p.connectionId, { type: 'battle_player_away', battleId: after.battleId, profileId: move.profileId, seatExpiresAt, serverTime: now })),
      { type: 'timer', timer: SEAT_EXPIRY_TIMER, name: seatExpiryTimerName(timer), at: seatExpiresAt, payload: timer },
    ],
  };
}

/**
 * Gives up every seat kept past its expiry (server clock), as its player leaving would: in play, a duel ends by
 * forfeit (abandoned, with no winner, when the other is away too) and a group plays on without them; in the lobby, a
 * guest's seat is given back with its entry and an absent owner's room is deleted.
 */
export function settleExpiredSeats(battle: Battle, now: number): MoveResult {
  if (battle.status !== 'playing' && battle.status !== 'lobby') return unchanged(battle);
  let step = unchanged(battle);
  for (const profileId of expiredSeats(battle.players, now)) step = then(step, (b) => giveUpSeat(b, profileId, now));
  return step;
}

function giveUpSeat(battle: Battle, profileId: string, now: number): MoveResult {
  const seat = battle.players[profileId];
  if (!seat || seat.left) return unchanged(battle);
  if (battle.status === 'playing' && battle.group && battle.playerCount > 2) return leaveGroup(battle, profileId, now, now);
  if (battle.status === 'playing') return leaveDuel(battle, profileId, now);
  if (battle.status === 'lobby' && battle.ownerProfileId === profileId) return deleteRoom(battle, profileId);
  if (battle.status === 'lobby') return vacateSeat(battle, profileId, true);
  return unchanged(battle);
}

// ---- Seats taken and taken back ----

/**
 * Whether a join of this profile would take a new seat: the room in its lobby, a seat free, the profile not seated.
 * Only then does the caller draw a seat (and check the profile may play), so a player opening their own room again,
 * or told the room is full or started, is told so first.
 */
export function joinTakesSeat(battle: Battle, profileId: string): boolean {
  return battle.status === 'lobby' && battle.playerCount < battle.seats && !battle.players[profileId];
}

/**
 * Joining a room by its code: refused when the room was deleted; the player's own seat is opened again (`rejoin`);
 * otherwise only in the lobby, only while a seat is free, only once per profile. The seat and its entry fee are held in
 * the save's one transaction, so ten joins of the last seat seat one player and hold one fee; everyone sees the room.
 */
function join(battle: Battle, move: Seated & { connectionId: string; resumeHash: string; seat?: BattlePlayer | undefined }, now: number): MoveResult {
  if (battle.status === 'deleted') return refused(battle, [], 'not_found', 'room_deleted');
  if (battle.players[move.profileId]?.uid === move.uid) return rejoin(battle, move, now);
  if (battle.handicap && battle.players[battle.ownerProfileId]?.uid !== move.uid) return refused(battle, [], 'forbidden', 'battle_family_room');
  if (battle.status !== 'lobby') return refused(battle, [], 'conflict', 'battle_already_started');
  // Full, or this profile seated by another account; or no seat drawn (the room was full when the caller looked).
  if (!joinTakesSeat(battle, move.profileId) || !move.seat) return refused(battle, [], 'conflict', 'room_full');
  const seat: BattlePlayer = { ...move.seat, uid: move.uid, connectionId: move.connectionId, resumeHash: move.resumeHash, left: false, bot: false };
  const after: Battle = { ...battle, players: { ...battle.players, [move.profileId]: seat }, playerCount: battle.playerCount + 1, lobbyVersion: (battle.lobbyVersion ?? 0) + 1 };
  const entry = escrowMovement(battle.battleId, move.profileId, seat.seatId, battle.entryFee);
  return { battle: after, effects: [...(entry ? [{ type: 'coins', movement: entry, withSave: true } as const] : []), ...toEveryone(after, (id) => roomFrame(after, id))] };
}

/**
 * A seated player opens the battle again (a knock first: seats kept past their expiry are given up): only the account
 * holding the seat, only while the seat is kept (a finished battle can still be seen). Frames go to this connection
 * from now on, the seat is present again (the others told) with a new resume token, and the player gets the room and,
 * in play, the last reveal and the question on screen, or the result.
 */
function rejoin(battle: Battle, move: Seated & { connectionId: string; resumeHash: string }, now: number): MoveResult {
  return then(settleExpiredSeats(battle, now), (b) => {
    const seat = b.players[move.profileId];
    if (!seat || seat.uid !== move.uid) return refused(b, [], 'conflict', 'battle_seat_gone');
    const to = (frame: BattlePushFrame) => frameTo(move.connectionId, frame);
    if (b.status === 'finished') return { battle: b, effects: [to(roomFrame(b, move.profileId)), to(finishedFrame(b))] };
    if (seat.left || seatExpired(seat, now)) return refused(b, [], 'conflict', 'battle_seat_gone');
    const { goneAt: _gone, seatExpiresAt: _expires, ...present } = seat;
    const after = withPlayer(b, move.profileId, () => ({ ...present, connectionId: move.connectionId, resumeHash: move.resumeHash }));
    return {
      battle: after,
      effects: [
        ...(seat.seatExpiresAt !== undefined ? seatBack(after, move.profileId) : []),
        to(roomFrame(after, move.profileId)),
        ...(after.status === 'playing' && after.revealed >= 0 ? [to(revealFrame(after, after.revealed, move.profileId))] : []),
        ...(after.status === 'playing' ? [to(questionFrame(after, move.profileId, now))] : []),
      ],
    };
  });
}

/**
 * `battle_resume`: a new connection takes its seat back with the seat's resume token — only the account holding the
 * seat, only with the token whose hash the seat keeps (anyone else learns nothing of the battle). Seats kept past
 * their expiry at the frame's receipt are given up first; then a finished battle answers with its result, a seat given
 * up with `battle_seat_gone`, and a seat still kept moves to this connection (present again, the others told) and
 * gets the numbered snapshot of its screen. The last resume wins: frames go to the newest connection only.
 */
function resume(battle: Battle, move: Seated & { connectionId: string; resumeHash: string; at: number }, now: number): MoveResult {
  const seat = battle.players[move.profileId];
  // A lobby seat given up at its expiry is gone from the battle; its token's hash says the seat was this one.
  if (!seat && battle.releasedSeats?.has(move.resumeHash)) return refused(battle, [], 'conflict', 'battle_seat_gone');
  if (!seat || seat.bot || seat.uid !== move.uid || seat.resumeHash !== move.resumeHash) return refused(battle, [], 'not_found', 'battle_not_found');
  if (battle.status === 'deleted') return refused(battle, [], 'not_found', 'room_deleted');
  // The snapshot is numbered as the store will number this battle: one more for a move that writes it, as read if not.
  const numbered = (b: Battle): Battle => ({ ...b, stateVersion: b === battle ? battle.stateVersion : (battle.stateVersion ?? 0) + 1 });
  return then(settleExpiredSeats(battle, move.at), (b) => {
    const kept = b.players[move.profileId];
    if (b.status === 'finished' && kept) return { battle: b, effects: [frameTo(move.connectionId, snapshotFrame(numbered(b), move.profileId, now))] };
    if (b.status === 'deleted') return refused(b, [], 'not_found', 'room_deleted');
    if (!kept || kept.left || b.status !== 'lobby' && b.status !== 'playing' || seatExpired(kept, move.at)) return refused(b, [], 'conflict', 'battle_seat_gone');
    const { goneAt: _gone, seatExpiresAt: _expires, ...present } = kept;
    const after = withPlayer(b, move.profileId, () => ({ ...present, connectionId: move.connectionId }));
    return {
      battle: after,
      effects: [
        frameTo(move.connectionId, snapshotFrame(numbered(after), move.profileId, now)),
        ...(kept.seatExpiresAt !== undefined ? seatBack(after, move.profileId) : []),
      ],
    };
  });
}
