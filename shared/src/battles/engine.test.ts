import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinTakesSeat, play, type BattleEffect, type BattleMove, type MoveResult } from './engine.ts';
import { answerKey, playerMs, questionOf, type Battle, type BattlePlayer } from './state.ts';
import { acceptanceEnd, BATTLE_QUESTION_MS, lagCredit, latestAcceptance, REVEAL_PAUSE_MS } from './timing.ts';
import { SAY_MAX_PER_WINDOW } from './team.ts';
import { questionFrame, roomFrame } from './views.ts';

/*
 * The battle engine without DynamoDB or sockets: battles and moves are drawn, the moves played one after another as
 * `runMove` would save them, and the rules checked on every step.
 */

const T0 = 1_700_000_000_000;
const OPTIONS = 4;

/**
 * `handicap`: a family room with a time handicap, each person's time the battle's times this factor (their age band's);
 * `ownQuestions`: one with a level handicap, each person answering questions of their own (other answers, other ids).
 */
interface Shape { people: number; questions: number; bot: boolean; team: boolean; orders: number[][][]; answers: number[]; handicap?: number[]; ownQuestions?: boolean }

const questionsOf = (answers: readonly number[], owner = '') =>
  answers.map((answer, i) => ({ id: `q${i}${owner}`, sourceId: `s${i}${owner}`, question: `Question ${i}${owner}`, options: ['a', 'b', 'c', 'd'], answer, explanation: `why${owner}`, difficulty: 5 }));

function player(id: number, orders: number[][], extra: Partial<BattlePlayer> = {}): BattlePlayer {
  return {
    uid: `uid-${id}`, name: `P${id}`, avatar: 'chat', connectionId: `conn-${id}`, seatId: `seat-${id}`, joinedAt: T0 + id, correct: 0, points: 0,
    quota: 600, left: false, bot: false, orders, ...extra,
  };
}

/** A battle in play at its first question, shown at T0. */
function playing(shape: Shape): Battle {
  const players: Record<string, BattlePlayer> = {};
  const ownMs = (i: number) => Math.round(BATTLE_QUESTION_MS * shape.handicap![i]!);
  for (let i = 0; i < shape.people; i++) {
    const own = shape.ownQuestions ? { level: 'facile' as const, questions: questionsOf(shape.answers.map((answer) => (answer + i) % OPTIONS), `-p${i}`) } : {};
    players[`p${i}`] = player(i, shape.orders[i]!, { ...(shape.handicap ? { questionMs: ownMs(i) } : {}), ...own });
  }
  if (shape.bot) players.bot = player(9, [], { uid: '', connectionId: '', bot: true });
  const group = shape.people > 2 || shape.team;
  return {
    battleId: 'battle-1', kind: shape.bot ? 'bot' : 'friend', ownerProfileId: 'p0', seats: shape.people + (shape.bot ? 1 : 0), category: 'histoire', language: 'fr',
    entryFee: shape.bot ? 0 : 20, status: 'playing', players, playerCount: shape.people + (shape.bot ? 1 : 0),
    questions: questionsOf(shape.answers),
    questionMs: BATTLE_QUESTION_MS, current: 0, shownAt: T0, revealed: -1, answers: {}, createdAt: T0 - 10_000,
    deadline: T0 + (shape.handicap ? Math.max(...shape.handicap.map((_, i) => ownMs(i))) : BATTLE_QUESTION_MS),
    ...(shape.handicap ? { handicap: 'time', entryFee: 0 } : {}),
    ...(shape.ownQuestions ? { handicap: 'level', entryFee: 0 } : {}),
    ...(shape.bot ? { bot: { level: 'moyen', profileId: 'bot', answers: shape.answers.map((answer, i) => ({ choice: answer, correct: i % 2 === 0, ms: 4_000 + i * 1_000 })) } } : {}),
    ...(group ? { group: { showScore: true } } : {}),
    ...(shape.team ? { qanda: { mode: 'team', level: 'facile' } } : {}),
  } as Battle;
}

const permutation = fc.shuffledSubarray([0, 1, 2, 3], { minLength: OPTIONS, maxLength: OPTIONS });
const shapes: fc.Arbitrary<Shape> = fc.record({ people: fc.integer({ min: 1, max: 4 }), questions: fc.integer({ min: 1, max: 4 }), bot: fc.boolean(), team: fc.boolean() })
  .map((s) => ({ ...s, bot: s.people === 1 && !s.team ? true : s.bot && s.people === 1 && !s.team, team: s.team && s.people >= 2, people: Math.max(s.people, s.team ? 2 : 1) }))
  .chain((s) => fc.record({
    orders: fc.array(fc.array(permutation, { minLength: s.questions, maxLength: s.questions }), { minLength: s.people, maxLength: s.people }),
    answers: fc.array(fc.nat(OPTIONS - 1), { minLength: s.questions, maxLength: s.questions }),
    // People of one family, each with their age band's time (no bot, no team: those rooms have no handicap).
    handicap: s.bot || s.team ? fc.constant(undefined) : fc.option(fc.array(fc.constantFrom(1, 1.25, 1.5, 2, 3), { minLength: s.people, maxLength: s.people }), { nil: undefined }),
    ownQuestions: fc.boolean(),
  }).map(({ handicap, ownQuestions, ...drawn }) => ({ ...s, ...drawn, ...(handicap ? { handicap } : !s.bot && !s.team && ownQuestions ? { ownQuestions } : {}) })));

/** A move drawn without knowing the battle: who, what and how long after the previous one; made concrete on the battle. */
const steps = fc.array(fc.record({
  kind: fc.constantFrom('answer', 'answer', 'answer', 'answer', 'nudge', 'nudge', 'deadline', 'leave', 'away', 'settle'),
  who: fc.nat(3),
  choice: fc.nat(OPTIONS - 1),
  lagMs: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }),
  wait: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 45_000 })),
  stale: fc.boolean(),
}), { maxLength: 40 });

type Step = { kind: string; who: number; choice: number; lagMs: number | undefined; wait: number; stale: boolean };

function concrete(battle: Battle, step: Step, at: number, shape: Shape): BattleMove {
  const profileId = `p${step.who % shape.people}`;
  const seat = { profileId, uid: `uid-${step.who % shape.people}` };
  const index = step.stale ? Math.max(0, battle.current - 1) : Math.max(0, battle.current);
  const questionId = questionOf(battle, profileId, index)?.id ?? 'q0';
  switch (step.kind) {
    case 'answer': return { type: battle.qanda?.mode === 'team' ? 'propose' : 'answer', ...seat, connectionId: `conn-${step.who}`, questionId, choice: step.choice, lagMs: step.lagMs, at };
    case 'nudge': return { type: 'nudge', ...seat, connectionId: `conn-${step.who}`, questionId, at };
    case 'deadline': return { type: 'deadline', index, at };
    case 'leave': return { type: 'leave', ...seat, connectionId: `conn-${step.who}`, at };
    case 'away': return { type: 'away', profileId, connectionId: battle.players[profileId]?.connectionId ?? 'none', loss: step.stale ? 'goodbye' : 'disconnect', at };
    default: return { type: 'settle' };
  }
}

const refusals = (effects: readonly BattleEffect[]) => effects.filter((e) => e.type === 'refuse');
const finishes = (effects: readonly BattleEffect[]) => effects.filter((e) => e.type === 'finished');
const refusedWith = (result: MoveResult, key: string) => refusals(result.effects).some((e) => e.type === 'refuse' && e.key === key);

/** Plays drawn moves one after another, as saved battles follow each other, checking `check` on every step. */
function playOut(shape: Shape, drawn: readonly Step[], check: (before: Battle, move: BattleMove, result: MoveResult, now: number) => void): Battle {
  let battle = playing(shape);
  let clock = T0;
  for (const step of drawn) {
    clock += step.wait;
    const move = concrete(battle, step, clock, shape);
    const result = play(battle, move, clock);
    check(battle, move, result, clock);
    battle = result.battle;
  }
  return battle;
}

describe('battle engine', () => {
  it('plays a duel to its end: both answers reveal at once, the next question shows after the pause, the last one finishes', () => {
    const shape: Shape = { people: 2, questions: 2, bot: false, team: false, orders: [[[0, 1, 2, 3], [0, 1, 2, 3]], [[3, 2, 1, 0], [3, 2, 1, 0]]], answers: [1, 2] };
    let battle = playing(shape);
    const first = play(battle, { type: 'answer', profileId: 'p0', uid: 'uid-0', connectionId: 'conn-0', questionId: 'q0', choice: 1, at: T0 + 400 }, T0 + 400);
    expect(first.effects.map((e) => e.type)).toEqual(['frame']);
    expect(first.battle.players.p0!.points).toBe(1_000);
    battle = first.battle;
    const second = play(battle, { type: 'answer', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-1', questionId: 'q0', choice: 0, at: T0 + 2_000 }, T0 + 2_000);
    expect(second.battle.revealed).toBe(0);
    expect(second.battle.current).toBe(1);
    expect(second.battle.shownAt).toBe(T0 + 2_000 + REVEAL_PAUSE_MS);
    const frames = second.effects.flatMap((e) => (e.type === 'frame' ? [e.frame.type] : []));
    expect(frames).toEqual(['battle_answer_ack', 'battle_reveal', 'battle_reveal', 'battle_question', 'battle_question']);
    expect(second.effects.some((e) => e.type === 'timer' && e.timer === 'battle-deadline' && e.payload.index === 1)).toBe(true);
    // Nobody answers the last question: the deadline timer reveals it and the battle ends.
    const last = play(second.battle, { type: 'deadline', index: 1, at: latestAcceptance(second.battle.deadline) + 1 }, latestAcceptance(second.battle.deadline) + 1);
    expect(last.battle.status).toBe('finished');
    expect(finishes(last.effects)).toHaveLength(1);
    const finished = finishes(last.effects)[0]!;
    expect(finished.type === 'finished' && finished.event?.players.find((p) => p.profileId === 'p0')?.points).toBe(1_000);
  });

  it('a family duel with a time handicap: each answers within their own time, on one points scale, and the reveal waits for the slower', () => {
    // p0 an adult (the battle's time), p1 a 7-year-old (twice that).
    const shape: Shape = { people: 2, questions: 2, bot: false, team: false, orders: [[[0, 1, 2, 3], [0, 1, 2, 3]], [[0, 1, 2, 3], [0, 1, 2, 3]]], answers: [1, 2], handicap: [1, 2] };
    const battle = playing(shape);
    const adult = BATTLE_QUESTION_MS;
    const child = 2 * BATTLE_QUESTION_MS;
    expect(battle.deadline).toBe(T0 + child);
    // Each sees their own countdown, and the room says everyone's time.
    const frames = play(battle, { type: 'nudge', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-1', questionId: 'q1', at: T0 }, T0).effects;
    expect(frames.find((e) => e.type === 'frame' && e.frame.type === 'battle_question')).toMatchObject({ frame: { deadline: T0 + child } });
    expect(questionFrame(battle, 'p0', T0).deadline).toBe(T0 + adult);
    expect(roomFrame(battle, 'p1')).toMatchObject({ handicap: 'time', questionMs: child, players: [{ profileId: 'p0', questionMs: adult }, { profileId: 'p1', questionMs: child }] });

    // Past the adult's own window, the adult's answer is closed; the child's, at the same moment, counts.
    const late = acceptanceEnd(T0 + adult, 0) + 1;
    expect(refusedWith(play(battle, { type: 'answer', profileId: 'p0', uid: 'uid-0', connectionId: 'conn-0', questionId: 'q0', choice: 1, at: late }, late), 'battle_question_closed')).toBe(true);
    const childAnswer = play(battle, { type: 'answer', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-1', questionId: 'q0', choice: 1, at: late }, late);
    expect(refusals(childAnswer.effects)).toEqual([]);
    // The same share of one's own time gives the same points: the adult at half of 15 s, the child at half of 30 s.
    const adultHalf = play(battle, { type: 'answer', profileId: 'p0', uid: 'uid-0', connectionId: 'conn-0', questionId: 'q0', choice: 1, at: T0 + adult / 2 }, T0 + adult / 2);
    const childHalf = play(adultHalf.battle, { type: 'answer', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-1', questionId: 'q0', choice: 1, at: T0 + child / 2 }, T0 + child / 2);
    expect(childHalf.battle.answers[answerKey(0, 'p1')]!.points).toBe(adultHalf.battle.answers[answerKey(0, 'p0')]!.points);
    expect(childHalf.battle.revealed).toBe(0);

    // The adult answered: the reveal waits for the child's time, and the adult's client is told when to knock.
    const ack = adultHalf.effects.find((e) => e.type === 'frame' && e.frame.type === 'battle_answer_ack');
    expect(ack).toMatchObject({ frame: { revealAt: latestAcceptance(T0 + child) + 1 } });
    expect(play(adultHalf.battle, { type: 'nudge', profileId: 'p0', uid: 'uid-0', connectionId: 'conn-0', questionId: 'q0', at: latestAcceptance(T0 + adult) + 1 }, latestAcceptance(T0 + adult) + 1).battle.revealed).toBe(-1);
    // The child answered first: once the adult's own time is over, a nudge reveals without waiting for the child's.
    const childFirst = play(battle, { type: 'answer', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-1', questionId: 'q0', choice: 0, at: T0 + 1_000 }, T0 + 1_000);
    expect(childFirst.effects.find((e) => e.type === 'frame' && e.frame.type === 'battle_answer_ack')).toMatchObject({ frame: { revealAt: latestAcceptance(T0 + adult) + 1 } });
    const knock = latestAcceptance(T0 + adult) + 1;
    const revealed = play(childFirst.battle, { type: 'nudge', profileId: 'p0', uid: 'uid-0', connectionId: 'conn-0', questionId: 'q0', at: knock }, knock);
    expect(revealed.battle.revealed).toBe(0);
    expect(revealed.battle.deadline).toBe(revealed.battle.shownAt + child);

    // The result says each player's time.
    const end = latestAcceptance(revealed.battle.deadline) + 1;
    const finished = play(revealed.battle, { type: 'deadline', index: 1, at: end }, end);
    const result = finishes(finished.effects)[0];
    expect(result?.type === 'finished' && result.frame).toMatchObject({ handicap: 'time', standings: expect.arrayContaining([expect.objectContaining({ profileId: 'p1', questionMs: child }), expect.objectContaining({ profileId: 'p0', questionMs: adult })]) });
  });

  it('a family duel by level: each is shown and answers their own questions, and the reveal shows each their own answer', () => {
    const shape: Shape = { people: 2, questions: 1, bot: false, team: false, orders: [[[0, 1, 2, 3]], [[0, 1, 2, 3]]], answers: [2], ownQuestions: true };
    const battle = playing(shape);
    battle.players.p0!.level = 'difficile';
    expect(questionFrame(battle, 'p1', T0)).toMatchObject({ questionId: 'q0-p1', question: 'Question 0-p1' });
    expect(questionFrame(battle, 'p0', T0)).toMatchObject({ questionId: 'q0-p0', question: 'Question 0-p0' });
    expect(roomFrame(battle, 'p0')).toMatchObject({ handicap: 'level', players: [{ profileId: 'p0', level: 'difficile' }, { profileId: 'p1', level: 'facile' }] });

    // Another player's question is not one's own to answer.
    expect(refusedWith(play(battle, { type: 'answer', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-1', questionId: 'q0-p0', choice: 2, at: T0 + 500 }, T0 + 500), 'battle_question_not_open')).toBe(true);
    // p0's answer is 2, p1's is 3 (each their own question's): both right.
    const first = play(battle, { type: 'answer', profileId: 'p0', uid: 'uid-0', connectionId: 'conn-0', questionId: 'q0-p0', choice: 2, at: T0 + 500 }, T0 + 500);
    const both = play(first.battle, { type: 'answer', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-1', questionId: 'q0-p1', choice: 3, at: T0 + 500 }, T0 + 500);
    expect([both.battle.answers[answerKey(0, 'p0')]!.correct, both.battle.answers[answerKey(0, 'p1')]!.correct]).toEqual([true, true]);
    const reveals = both.effects.flatMap((e) => (e.type === 'frame' && e.frame.type === 'battle_reveal' ? [[e.connectionId, e.frame.correctChoice, e.frame.explanation]] : []));
    expect(reveals).toEqual([['conn-0', 2, 'why-p0'], ['conn-1', 3, 'why-p1']]);
    const result = finishes(both.effects)[0];
    expect(result?.type === 'finished' && result.frame).toMatchObject({ handicap: 'level', standings: expect.arrayContaining([expect.objectContaining({ profileId: 'p0', level: 'difficile' })]) });
  });

  it('the same answer applied twice has one effect: the copy is refused « déjà répondu » and changes nothing', () => {
    fc.assert(fc.property(shapes, steps, fc.nat(3), fc.nat(OPTIONS - 1), fc.integer({ min: 0, max: BATTLE_QUESTION_MS }), (shape, drawn, who, choice, after) => {
      const battle = playOut(shape, drawn, () => {});
      if (battle.status !== 'playing') return;
      const profileId = `p${who % shape.people}`;
      const at = Math.max(battle.shownAt, T0) + Math.min(after, battle.deadline - battle.shownAt);
      const move: BattleMove = { type: battle.qanda?.mode === 'team' ? 'propose' : 'answer', profileId, uid: `uid-${who % shape.people}`, connectionId: 'conn-x', questionId: questionOf(battle, profileId, battle.current).id, choice, at };
      const once = play(battle, move, at);
      if (refusals(once.effects).length) return; // the first one was refused already (the player left, or had answered)
      const twice = play(once.battle, move, at);
      expect(twice.battle).toBe(once.battle);
      expect(twice.effects).toEqual([{ type: 'refuse', kind: 'conflict', key: once.battle.status === 'playing' ? 'battle_already_answered' : 'battle_not_playing' }]);
    }));
  });

  it('refuses every answer that arrives after its window (deadline + credit + grace), and changes nothing for it', () => {
    fc.assert(fc.property(shapes, steps, fc.nat(3), fc.integer({ min: 1, max: 60_000 }), fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }), (shape, drawn, who, late, lagMs) => {
      const battle = playOut(shape, drawn, () => {});
      if (battle.status !== 'playing') return;
      const profileId = `p${who % shape.people}`;
      const at = acceptanceEnd(battle.deadline, lagCredit(lagMs, battle.players[profileId]!.quota)) + late;
      // The engine's clock stays before any seat's expiry, so the knock settles nothing and the refusal is the whole result.
      const now = Math.min(battle.shownAt, ...Object.values(battle.players).flatMap((p) => (p.seatExpiresAt === undefined ? [] : [p.seatExpiresAt - 1])));
      const result = play(battle, { type: battle.qanda?.mode === 'team' ? 'propose' : 'answer', profileId, uid: `uid-${who % shape.people}`, connectionId: 'c', questionId: questionOf(battle, profileId, battle.current).id, choice: 0, lagMs, at }, now);
      expect(result.battle).toBe(battle);
      expect(refusals(result.effects)).toHaveLength(1);
      expect(result.effects.some((e) => e.type === 'frame')).toBe(false);
      expect(battle.answers[answerKey(battle.current, profileId)] ? true : refusedWith(result, 'battle_question_closed')).toBe(true);
    }));
  });

  it('never lowers a score, never reveals a question twice, and ends a battle exactly once', () => {
    fc.assert(fc.property(shapes, steps, (shape, drawn) => {
      let ended = 0;
      const revealedAt = new Map<number, number>();
      const final = playOut(shape, drawn, (before, move, { battle: after, effects }) => {
        for (const [id, p] of Object.entries(before.players)) {
          expect(after.players[id]!.points).toBeGreaterThanOrEqual(p.points);
          expect(after.players[id]!.correct).toBeGreaterThanOrEqual(p.correct);
        }
        expect(after.revealed).toBeGreaterThanOrEqual(before.revealed);
        // A reveal goes to everyone (frames with a seat) once per question; a nudge's resend goes to its sender only.
        const revealed = new Set(effects.flatMap((e) => (e.type === 'frame' && e.seat && e.frame.type === 'battle_reveal' ? [e.frame.index] : [])));
        for (const index of revealed) revealedAt.set(index, (revealedAt.get(index) ?? 0) + 1);
        // Only a move that ends the battle announces it, once; a finished battle stays as it is.
        if (before.status === 'finished') {
          expect(after).toBe(before);
          expect(finishes(effects)).toHaveLength(0);
        }
        if (finishes(effects).length) {
          expect(before.status).toBe('playing');
          expect(after.status).toBe('finished');
          ended++;
        }
        expect(finishes(effects).length).toBeLessThanOrEqual(1);
        // An effect-free refusal never changes the battle beyond what the knock settled.
        if (refusals(effects).length && !effects.some((e) => e.type !== 'refuse')) expect(after).toBe(before);
        expect(after.stateVersion).toBe(before.stateVersion); // the store counts versions, never the engine
        if (move.type === 'answer' || move.type === 'propose') expect(refusals(effects).length || after.answers[answerKey(before.current, move.profileId)] ? 1 : 0).toBe(1);
      });
      expect(ended).toBe(final.status === 'finished' ? 1 : 0);
      for (const count of revealedAt.values()) expect(count).toBeLessThanOrEqual(1);
    }));
  });

  it('reveals at the timer only the question it guards: a stale, early or repeated timer changes nothing', () => {
    fc.assert(fc.property(shapes, steps, fc.integer({ min: -5_000, max: 5_000 }), (shape, drawn, offset) => {
      const battle = playOut(shape, drawn, () => {});
      if (battle.status !== 'playing') return;
      const stale = play(battle, { type: 'deadline', index: battle.current + 1, at: battle.deadline + 60_000 }, battle.deadline + 60_000);
      expect(stale.battle).toBe(battle);
      const at = latestAcceptance(battle.deadline) + offset;
      const fired = play(battle, { type: 'deadline', index: battle.current, at }, at);
      if (offset <= 0 && battle.revealed < battle.current) {
        // Done: answered, or out of their own time (a handicap gives the slowest more than the others).
        const everyoneIn = Object.entries(battle.players).every(([id, p]) => p.bot || p.left || battle.answers[answerKey(battle.current, id)] || at > latestAcceptance(battle.shownAt + playerMs(battle, p)));
        if (!everyoneIn && !battle.bot) expect(fired.battle).toBe(battle);
      }
      if (offset > 0) {
        expect(fired.battle.revealed).toBe(battle.current);
        const again = play(fired.battle, { type: 'deadline', index: battle.current, at }, at);
        expect(again.battle).toBe(fired.battle);
        expect(again.effects).toEqual([]);
      }
    }));
  });

  it('refuses a move from an account that does not hold the seat, before anything else', () => {
    fc.assert(fc.property(shapes, steps, (shape, drawn) => {
      const battle = playOut(shape, drawn, () => {});
      const result = play(battle, { type: 'leave', profileId: 'p0', uid: 'someone-else', connectionId: 'c', at: T0 }, T0 + 10 ** 9);
      expect(result).toEqual({ battle, effects: [{ type: 'refuse', kind: 'not_found', key: 'battle_not_found' }] });
    }));
  });

  it('lets a team member say at most 5 lines in a window, each counted once', () => {
    const shape: Shape = { people: 2, questions: 1, bot: false, team: true, orders: [[[0, 1, 2, 3]], [[0, 1, 2, 3]]], answers: [0] };
    let battle = playing(shape);
    const said: string[] = [];
    for (let i = 0; i < SAY_MAX_PER_WINDOW + 3; i++) {
      const result = play(battle, { type: 'say', profileId: 'p1', uid: 'uid-1', text: ` ligne ${i} `, at: T0 + i }, T0 + i);
      if (refusedWith(result, 'qanda_say_too_fast')) expect(result.battle).toBe(battle);
      else said.push(...result.effects.flatMap((e) => (e.type === 'frame' && e.frame.type === 'qanda_said' && e.seat === 'p0' ? [e.frame.text] : [])));
      battle = result.battle;
    }
    expect(said).toEqual(['ligne 0', 'ligne 1', 'ligne 2', 'ligne 3', 'ligne 4']);
  });

  it('gives a lobby guest\'s seat back with its entry when it expires, and deletes the room of an owner gone past expiry', () => {
    const lobby: Battle = { ...playing({ people: 2, questions: 1, bot: false, team: false, orders: [[[0, 1, 2, 3]], [[0, 1, 2, 3]]], answers: [0] }), status: 'lobby', current: -1, group: { showScore: true } };
    const guestAway = play(lobby, { type: 'away', profileId: 'p1', connectionId: 'conn-1', loss: 'goodbye', at: T0 }, T0);
    const expiresAt = guestAway.battle.players.p1!.seatExpiresAt!;
    expect(guestAway.effects.some((e) => e.type === 'timer' && e.at === expiresAt)).toBe(true);
    expect(play(guestAway.battle, { type: 'away', profileId: 'p1', connectionId: 'conn-1', loss: 'disconnect', at: T0 + 1 }, T0 + 1).battle).toBe(guestAway.battle);
    const released = play(guestAway.battle, { type: 'settle' }, expiresAt);
    expect(released.battle.players.p1).toBeUndefined();
    expect(released.battle.playerCount).toBe(1);
    expect(released.effects).toContainEqual({ type: 'coins', movement: { profileId: 'p1', amount: 20, reason: 'battle_refund', key: 'battle:battle-1:refund:seat-1' }, withSave: true });
    expect(play(released.battle, { type: 'settle' }, expiresAt + 1).battle).toBe(released.battle);

    const ownerAway = play(lobby, { type: 'away', profileId: 'p0', connectionId: 'conn-0', loss: 'disconnect', at: T0 }, T0).battle;
    const deleted = play(ownerAway, { type: 'ready', profileId: 'p1', uid: 'uid-1', ready: true }, ownerAway.players.p0!.seatExpiresAt!);
    expect(deleted.battle.status).toBe('deleted');
    expect(refusedWith(deleted, 'battle_already_started')).toBe(true);
    expect(deleted.effects.filter((e) => e.type === 'coins')).toHaveLength(2);
  });

  describe('seats taken and taken back', () => {
    /** A room in its lobby of `seats` seats (the owner, p0, seated), with a fee. */
    const lobbyOf = (seats: number, entryFee = 20): Battle => {
      const shape: Shape = { people: 1, questions: 1, bot: false, team: false, orders: [[[0, 1, 2, 3]]], answers: [0] };
      const owner = player(0, [[0, 1, 2, 3]], { resumeHash: 'hash-0' });
      return { ...playing(shape), kind: 'friend', seats, entryFee, status: 'lobby', current: -1, players: { p0: owner }, playerCount: 1, ...(seats > 2 ? { group: { showScore: true } } : {}) };
    };
    /** A join of profile p<id> by its account, with the seat its caller would draw when one is to be had. */
    const joinOf = (battle: Battle, id: number, draw = 0): Extract<BattleMove, { type: 'join' }> => ({
      type: 'join', profileId: `p${id}`, uid: `uid-${id}`, connectionId: `conn-${id}-${draw}`, resumeHash: `hash-${id}-${draw}`,
      seat: joinTakesSeat(battle, `p${id}`) ? player(id, [[0, 1, 2, 3]], { seatId: `seat-${id}-${draw}` }) : undefined,
    });
    const entries = (effects: readonly BattleEffect[]) => effects.flatMap((e) => (e.type === 'coins' && e.movement.reason === 'battle_entry' ? [e] : []));

    it('refuses a join of a full, started or deleted room, and changes nothing for it', () => {
      fc.assert(fc.property(fc.integer({ min: 2, max: 4 }), fc.constantFrom('full', 'playing', 'finished', 'deleted'), fc.integer({ min: 1, max: 9 }), (seats, state, joiner) => {
        let battle = lobbyOf(seats);
        for (let id = 1; id < seats; id++) battle = play(battle, joinOf(battle, id), T0).battle;
        expect(battle.playerCount).toBe(seats);
        if (state !== 'full') battle = { ...battle, status: state as Battle['status'] };
        const id = seats + joiner; // someone not seated
        // The caller draws no seat from what it read; a seat drawn anyway (a read before the room filled) changes nothing.
        for (const move of [joinOf(battle, id), { ...joinOf(lobbyOf(seats), id), profileId: `p${id}` }]) {
          const result = play(battle, move, T0);
          expect(result.battle).toBe(battle);
          const key = state === 'full' ? 'room_full' : state === 'deleted' ? 'room_deleted' : 'battle_already_started';
          expect(result.effects).toEqual([{ type: 'refuse', kind: state === 'deleted' ? 'not_found' : 'conflict', key }]);
        }
      }));
    });

    it('seats only the profiles of the owner’s account in a family room with a handicap', () => {
      const family: Battle = { ...lobbyOf(2, 0), handicap: 'time' };
      const stranger = play(family, joinOf(family, 1), T0);
      expect(stranger.battle).toBe(family);
      expect(stranger.effects).toEqual([{ type: 'refuse', kind: 'forbidden', key: 'battle_family_room' }]);
      const sibling = play(family, { ...joinOf(family, 1), uid: 'uid-0', seat: player(1, [[0, 1, 2, 3]], { uid: 'uid-0', questionMs: 2 * BATTLE_QUESTION_MS }) }, T0);
      expect(sibling.battle.players.p1).toMatchObject({ uid: 'uid-0', questionMs: 2 * BATTLE_QUESTION_MS });
    });

    it('seats at most `seats` players in any order of joins, and holds one entry fee per seat taken, in the save', () => {
      const moves = fc.array(fc.record({ who: fc.integer({ min: 0, max: 7 }), stale: fc.boolean(), leave: fc.boolean() }), { minLength: 1, maxLength: 25 });
      fc.assert(fc.property(fc.integer({ min: 2, max: 4 }), moves, (seats, drawn) => {
        let battle = lobbyOf(seats);
        // A stale join drew its seat on the room as first read (as when ten joins race for the last seat).
        const first = battle;
        const held = new Map<string, string>();
        drawn.forEach(({ who, stale, leave }, draw) => {
          const id = who;
          if (leave && id !== 0 && battle.players[`p${id}`]) {
            const left = play(battle, { type: 'leave', profileId: `p${id}`, uid: `uid-${id}`, connectionId: 'c', at: T0 }, T0);
            held.delete(`p${id}`);
            battle = left.battle;
            return;
          }
          const move = joinOf(stale ? first : battle, id, draw);
          const before = battle;
          const result = play(battle, move, T0);
          battle = result.battle;
          const fees = entries(result.effects);
          const seatedNow = !before.players[`p${id}`] && battle.players[`p${id}`];
          expect(fees).toHaveLength(seatedNow && battle.entryFee > 0 ? 1 : 0);
          for (const fee of fees) {
            expect(fee.withSave).toBe(true);
            expect(fee.movement).toEqual({ profileId: `p${id}`, amount: -20, reason: 'battle_entry', key: `battle:battle-1:entry:${battle.players[`p${id}`]!.seatId}` });
            held.set(`p${id}`, fee.movement.key);
          }
          if (seatedNow) expect(battle.players[`p${id}`]).toMatchObject({ uid: `uid-${id}`, connectionId: move.connectionId, resumeHash: move.resumeHash });
          expect(Object.keys(battle.players)).toHaveLength(battle.playerCount);
          expect(battle.playerCount).toBeLessThanOrEqual(seats);
          expect(battle.stateVersion).toBe(before.stateVersion);
        });
        // Every guest seated holds exactly the fee of its seat; the owner paid when creating the room.
        const guests = Object.entries(battle.players).filter(([id]) => id !== 'p0');
        expect(new Map(guests.map(([id, p]) => [id, `battle:battle-1:entry:${p.seatId}`]))).toEqual(held);
      }));
    });

    it('a join of one\'s own seat opens it again with a new token; a join by another account of that profile is refused', () => {
      const battle = play(lobbyOf(2), joinOf(lobbyOf(2), 1), T0).battle;
      const again = play(battle, { type: 'join', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-new', resumeHash: 'hash-new' }, T0);
      expect(again.battle.playerCount).toBe(2);
      expect(again.battle.players.p1).toMatchObject({ connectionId: 'conn-new', resumeHash: 'hash-new', seatId: battle.players.p1!.seatId });
      expect(entries(again.effects)).toEqual([]);
      expect(again.effects).toEqual([{ type: 'frame', connectionId: 'conn-new', frame: expect.objectContaining({ type: 'battle_room', status: 'lobby' }) }]);
      const other = play(battle, { ...joinOf(battle, 1), uid: 'uid-9' }, T0);
      expect(other.battle).toBe(battle);
      expect(refusedWith(other, 'battle_already_started') || refusedWith(other, 'room_full')).toBe(true);
    });

    it('refuses a resume with a wrong token or another account, before anything else; a released seat\'s token learns it is gone', () => {
      fc.assert(fc.property(shapes, steps, fc.nat(3), fc.constantFrom('token', 'uid', 'bot', 'profile'), (shape, drawn, who, wrong) => {
        let battle = playOut(shape, drawn, () => {});
        battle = { ...battle, players: Object.fromEntries(Object.entries(battle.players).map(([id, p]) => [id, { ...p, resumeHash: `hash-${id}` }])) };
        const id = wrong === 'bot' ? 'bot' : wrong === 'profile' ? 'p9' : `p${who % shape.people}`;
        if (!battle.players[id] && wrong === 'bot') return;
        const move: BattleMove = {
          type: 'resume', profileId: id, uid: wrong === 'uid' ? 'uid-x' : battle.players[id]?.uid ?? 'uid-9', connectionId: 'conn-new',
          resumeHash: wrong === 'token' ? 'hash-x' : `hash-${id}`, at: T0 + 10 ** 9,
        };
        const result = play(battle, move, T0 + 10 ** 9);
        expect(result).toEqual({ battle, effects: [{ type: 'refuse', kind: 'not_found', key: 'battle_not_found' }] });
        const released = { ...battle, releasedSeats: new Set(['hash-p9']) };
        expect(play(released, { ...move, profileId: 'p9', resumeHash: 'hash-p9' }, T0).effects).toEqual([{ type: 'refuse', kind: 'conflict', key: 'battle_seat_gone' }]);
      }));
    });

    it('a resume takes an away seat back: the snapshot numbered as the save will store it, the others told; a finished battle shows its result', () => {
      const shape: Shape = { people: 2, questions: 2, bot: false, team: false, orders: [[[0, 1, 2, 3], [0, 1, 2, 3]], [[0, 1, 2, 3], [0, 1, 2, 3]]], answers: [0, 1] };
      const battle: Battle = { ...playing(shape), stateVersion: 7 };
      const withHash = { ...battle, players: { ...battle.players, p1: { ...battle.players.p1!, resumeHash: 'hash-1' } } };
      const away = play(withHash, { type: 'away', profileId: 'p1', connectionId: 'conn-1', loss: 'disconnect', at: T0 + 100 }, T0 + 100).battle;
      const back = play(away, { type: 'resume', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-new', resumeHash: 'hash-1', at: T0 + 200 }, T0 + 250);
      expect(back.battle.players.p1).toMatchObject({ connectionId: 'conn-new' });
      expect(back.battle.players.p1!.seatExpiresAt).toBeUndefined();
      expect(back.effects).toEqual([
        { type: 'frame', connectionId: 'conn-new', frame: expect.objectContaining({ type: 'battle_snapshot', version: 8, serverTime: T0 + 250 }) },
        { type: 'frame', connectionId: 'conn-0', frame: { type: 'battle_player_back', battleId: 'battle-1', profileId: 'p1' } },
      ]);
      // Past the seat's expiry the duel is lost by forfeit: the resume is answered with the result.
      const late = away.players.p1!.seatExpiresAt! + 1;
      const forfeit = play(away, { type: 'resume', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-new', resumeHash: 'hash-1', at: late }, late);
      expect(forfeit.battle.status).toBe('finished');
      expect(forfeit.effects.at(-1)).toEqual({ type: 'frame', connectionId: 'conn-new', frame: expect.objectContaining({ type: 'battle_snapshot', version: 8, finished: expect.anything() }) });
      // A rejoin of a finished battle only shows it; of a seat given up, it is gone.
      const seen = play(forfeit.battle, { type: 'rejoin', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-3', resumeHash: 'hash-3' }, late);
      expect(seen.battle).toBe(forfeit.battle);
      expect(seen.effects.map((e) => e.type === 'frame' && e.frame.type)).toEqual(['battle_room', 'battle_finished']);
      const lobby = play(lobbyOf(2), joinOf(lobbyOf(2), 1), T0).battle;
      const gone = play(lobby, { type: 'away', profileId: 'p1', connectionId: 'conn-1-0', loss: 'goodbye', at: T0 }, T0).battle;
      const rejoined = play(gone, { type: 'rejoin', profileId: 'p1', uid: 'uid-1', connectionId: 'conn-3', resumeHash: 'hash-3' }, T0 + 60_000);
      expect(rejoined.battle.players.p1).toBeUndefined();
      expect(refusedWith(rejoined, 'battle_seat_gone')).toBe(true);
      expect(rejoined.effects.filter((e) => e.type === 'coins')).toHaveLength(1);
    });
  });
});
