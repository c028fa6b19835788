import { Refusal } from '@plume/shared';
import {
  acceptanceEnd, battlePoints, canReveal, lagCredit, latestAcceptance, nextQuota, responseMs, REVEAL_PAUSE_MS, serverChoice, type AnswerBattleFrame,
} from '@plume/shared/battles';
import { battleFinished } from '@plume/events';
import { publishEvent } from '#clients/bus';
import { answerKey, getBattle, recordAnswer, revealAndAdvance, type Battle, type RevealScores } from '#data/battles';
import { send } from '#runtime/websocket';
import { relationOf } from '#referrals/referrals';
import { broadcast, finishedFrame, questionFrame, revealFrame } from './battle-views.ts';
import { teamScores } from './team-score.ts';
import { countBattle, showQuestion } from './deadline.ts';
import { battleOf, type Caller } from './rooms.ts';
import { seatBack } from './seats.ts';

/*
 * The moves of a battle in play. Time is the gateway's receipt time (`requestTimeEpoch`), never the client's. Each
 * answer and each reveal is one conditional write on the battle, so duplicates have one effect and an answer cannot
 * slip in after its question was revealed.
 */

/** When the bot's answer to the current question lands (epoch ms), or undefined if it does not answer in time. */
function botAnswersAt(battle: Battle): number | undefined {
  const planned = battle.bot?.answers[battle.current];
  return planned && planned.ms <= battle.questionMs ? battle.shownAt + planned.ms : undefined;
}

/** When the server can reveal at the latest without another answer: the hint a client nudges at. */
function revealHint(battle: Battle): number {
  const bot = botAnswersAt(battle);
  const waitingForPeople = Object.entries(battle.players).some(([id, p]) => !p.bot && !p.left && !battle.answers[answerKey(battle.current, id)]);
  return bot !== undefined && !waitingForPeople ? bot : latestAcceptance(battle.deadline) + 1;
}

/** How a move is counted: a battle answer scores itself; a team member's proposal is told to the team, scored at the reveal. */
export interface AnswerOptions { proposal?: { announce: (after: Battle) => Promise<void> } }

export async function answerQuestion(caller: Caller, frame: Omit<AnswerBattleFrame, 'action'>, receivedAt: number, options: AnswerOptions = {}): Promise<void> {
  const battle = await battleOf(caller, frame.battleId, frame.profileId);
  if (battle.status !== 'playing') throw new Refusal('conflict', 'battle_not_playing');
  if ((battle.qanda?.mode === 'team') !== !!options.proposal) throw new Refusal('conflict', battle.qanda?.mode === 'team' ? 'qanda_team_proposes' : 'qanda_team_only');
  const index = battle.questions.findIndex((q) => q.id === frame.questionId);
  if (index < 0 || index > battle.current) throw new Refusal('conflict', 'battle_question_not_open');
  if (battle.answers[answerKey(index, frame.profileId)]) throw new Refusal('conflict', 'battle_already_answered');
  if (index < battle.current) throw new Refusal('conflict', 'battle_question_closed');
  if (receivedAt < battle.shownAt) throw new Refusal('conflict', 'battle_question_not_open');
  const player = battle.players[frame.profileId]!;
  const credit = lagCredit(frame.lagMs, player.quota);
  const acceptUntil = acceptanceEnd(battle.deadline, credit);
  if (receivedAt > acceptUntil) throw new Refusal('conflict', 'battle_question_closed');
  const choice = serverChoice(player.orders[index]!, frame.choice);
  if (choice === undefined) throw new Refusal('invalid', 'invalid_request');
  const ms = responseMs(receivedAt, battle.shownAt, credit);
  const correct = choice === battle.questions[index]!.answer;
  const answer = { choice, correct, points: battlePoints(correct, ms, battle.questionMs), ms, credit, at: receivedAt };
  const after = await recordAnswer({
    battle, profileId: frame.profileId, uid: caller.uid, connectionId: caller.connectionId, answer, quotaAfter: nextQuota(player.quota, credit), acceptUntil,
    scored: !options.proposal,
  });
  if (!after) {
    const now = await getBattle(frame.battleId);
    if (now?.answers[answerKey(index, frame.profileId)]) throw new Refusal('conflict', 'battle_already_answered');
    throw new Refusal('conflict', 'battle_question_closed');
  }
  await send(caller.connectionId, { type: 'battle_answer_ack', battleId: after.battleId, questionId: frame.questionId, choice: frame.choice, ms, revealAt: revealHint(after) });
  // Answering from a new socket without `battle_resume` (the write above moved the seat's frames there) is a return too.
  if (player.seatExpiresAt !== undefined) await seatBack(after, frame.profileId);
  await options.proposal?.announce(after);
  await revealIfDue(after, receivedAt);
}

/**
 * A client's countdown ended (or its reveal hint passed): the server checks its own clock and reveals if due. A nudge
 * about a question already past resends the current state to that player (a frame lost on the way).
 */
export async function nudge(caller: Caller, frame: { battleId: string; profileId: string; questionId: string }, receivedAt: number): Promise<void> {
  const battle = await battleOf(caller, frame.battleId, frame.profileId);
  if (battle.status === 'finished') return send(caller.connectionId, finishedFrame(battle));
  if (battle.status !== 'playing') return;
  if (battle.questions[battle.current]!.id === frame.questionId) {
    if (!(await revealIfDue(battle, receivedAt))) await send(caller.connectionId, { type: 'battle_wait', battleId: battle.battleId, revealAt: revealHint(battle), serverTime: Date.now() });
    return;
  }
  if (battle.revealed >= 0) await send(caller.connectionId, revealFrame(battle, battle.revealed, frame.profileId));
  await send(caller.connectionId, questionFrame(battle, frame.profileId, Date.now()));
}

/**
 * Reveals the current question when every player still in has answered (the bot once its planned time has come), or
 * when no answer can be accepted any more; then shows the next question after a pause, or ends the battle. Only the
 * caller whose conditional write wins sends the frames. Returns whether this call revealed.
 */
export async function revealIfDue(battle: Battle, now: number): Promise<boolean> {
  if (battle.status !== 'playing') return false;
  const index = battle.current;
  const people = Object.entries(battle.players).filter(([, p]) => !p.bot && !p.left);
  const answered = people.filter(([id]) => battle.answers[answerKey(index, id)]).length;
  const botAt = botAnswersAt(battle);
  const botIn = battle.bot !== undefined;
  const botAnswered = botAt !== undefined && now >= botAt;
  if (!canReveal(answered + (botAnswered ? 1 : 0), people.length + (botIn ? 1 : 0), battle.deadline, now)) return false;

  const scores: RevealScores = battle.qanda?.mode === 'team' ? teamScores(battle, index) : {};
  if (battle.bot && botAnswered) {
    const planned = battle.bot.answers[index]!;
    const points = battlePoints(planned.correct, planned.ms, battle.questionMs);
    scores[battle.bot.profileId] = { answer: { choice: planned.choice, correct: planned.correct, points, ms: planned.ms, credit: 0, at: botAt! }, points, correct: planned.correct ? 1 : 0 };
  }
  const last = index + 1 >= battle.questions.length;
  const shownAt = now + REVEAL_PAUSE_MS;
  const after = await revealAndAdvance(battle, index, last ? 'finish' : { shownAt, deadline: shownAt + battle.questionMs }, scores, now);
  if (!after) return false; // another caller revealed it first
  await broadcast(after, (id) => revealFrame(after, index, id));
  if (last) await announceIfFinished(after);
  else await showQuestion(after);
  return true;
}

/**
 * Tells the players the result and publishes `battle.finished` (coins, statistics, badges, leaderboards follow). A
 * game played within one family (docs/economy.md) is said so on the result, and pays as a bot game would.
 */
export async function announceIfFinished(battle: Battle): Promise<void> {
  if (battle.status !== 'finished') return;
  countBattle(battle, 'BattlesFinished');
  // A seat whose account was deleted has no uid any more: it is nobody's family.
  const accounts = Object.values(battle.players).filter((p) => !p.bot && p.uid).map((p) => p.uid);
  const relation = !battle.qanda && accounts.length > 1 ? await relationOf(accounts, battle.finishedAt ?? Date.now()) : 'strangers';
  const familyGame = relation === 'family';
  await broadcast(battle, () => finishedFrame(battle, familyGame));
  if (battle.qanda) return; // learning rounds move no coins and count in no battle statistics
  await publishEvent(battleFinished, {
    battleId: battle.battleId, kind: battle.kind, category: battle.category, entryFee: battle.entryFee, reason: battle.finishReason ?? 'completed', familyGame, linkedAccounts: relation === 'linked',
    players: Object.entries(battle.players).map(([profileId, p]) => ({ profileId, uid: p.uid, name: p.name, correct: p.correct, points: p.points, left: p.left, isBot: p.bot })),
    finishedAt: new Date(battle.finishedAt ?? Date.now()).toISOString(),
  });
}
