import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer, audiencePoll, fiftyFifty, lifelineMove, missedQuestions, newGame, resultsByCategory, serve, type Game, type NewGameInput } from './quiz-engine.ts';

const pool = Array.from({ length: 12 }, (_, n) => ({
  id: `q-${n}`, question: `Question ${n} ?`, options: [`a${n}`, `b${n}`, `c${n}`, `d${n}`], answer: n % 4, explanation: `Parce que ${n}.`, audio: false, category: n % 2 ? 'histoire' : 'sciences',
}));
const start = 1_000_000;
/** The engine takes its randomness as an argument; any source will do for these properties. */
const anyInt = (n: number) => Math.floor(Math.random() * n);
const input: NewGameInput = {
  gameId: 'g', uid: 'u', profileId: 'p', mode: 'quiz-zone', category: 'orthographe', subcategory: 's', level: 1, questionMs: 30_000, timer: 'question',
  lifelinesAllowed: ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'], rules: { passPercentage: 70, maxCoinsPerLevel: 10, rewarded: true, bonusCoins: 0, lifelineCost: 5 },
};
/** The server serves question i at `at`: what `next_question` stores. */
const served = (g: Game, at: number): Game => ({ ...g, deadline: at + g.questionMs, servedAt: at });
const game = () => served(newGame(input, pool.slice(0, 10), start, anyInt), start);
const rightChoice = (g: Game) => {
  const shown = serve(g);
  const original = pool.find((q) => q.question === shown.question)!;
  return shown.options.indexOf(original.options[original.answer]!);
};

describe('quiz game', () => {
  it('keeps the right answer right after shuffling options', () => {
    let g = game();
    expect(g.questions).toHaveLength(10);
    for (let i = 0; i < 10; i++) {
      const outcome = answer(g, { choice: rightChoice(g) }, start + 1_000 * (i + 1));
      expect(outcome.reveal.correct).toBe(true);
      g = outcome.game.status === 'playing' ? served(outcome.game, start + 1_000 * (i + 1)) : outcome.game;
    }
    expect(g).toMatchObject({ status: 'finished', correct: 10, incorrect: 0 });
  });

  it('serves a question without its answer or explanation', () => {
    const shown = serve(game());
    expect(Object.keys(shown).sort()).toEqual(['audio', 'deadline', 'index', 'kind', 'options', 'question']);
  });

  it('leaves the next question unserved (deadline 0) until it is asked for, so reading the explanation costs no time', () => {
    const outcome = answer(game(), { choice: 0 }, start + 2_000);
    expect(outcome.game.deadline).toBe(0);
  });

  it('counts an answer after the deadline as lost, whatever the choice', () => {
    const g = game();
    const late = answer(g, { choice: rightChoice(g) }, g.deadline + 1);
    expect(late.reveal).toMatchObject({ correct: false, timedOut: true, points: 0 });
    expect(late.game.answers[0]!.choice).toBeNull();
    expect(late.game.incorrect).toBe(1);
  });

  it('finishes with the coins of the documented rule, a bonus only when coins are earned, and none for practice', () => {
    const play = (rules: NewGameInput['rules'], right: number) => {
      let g = served(newGame({ ...input, rules }, pool.slice(0, 10), start, anyInt), start);
      let outcome;
      for (let i = 0; i < 10; i++) {
        outcome = answer(g, { choice: i < right ? rightChoice(g) : (rightChoice(g) + 1) % 4 }, start + 500);
        g = served(outcome.game, start);
      }
      return outcome!.finished;
    };
    expect(play(input.rules, 7)).toMatchObject({ correct: 7, incorrect: 3, total: 10, percentage: 70, coins: 7 });
    expect(play({ ...input.rules, bonusCoins: 10 }, 7)).toMatchObject({ coins: 17 });
    expect(play({ ...input.rules, bonusCoins: 10 }, 6)).toMatchObject({ coins: 0 });
    expect(play({ ...input.rules, rewarded: false }, 10)).toMatchObject({ correct: 10, coins: 0, points: 0 });
  });

  it('a game timer keeps one deadline for every question', () => {
    let g = newGame({ ...input, timer: 'game' }, pool.slice(0, 3), start, anyInt, 60_000);
    expect(g.deadline).toBe(start + 60_000);
    g = answer(g, { choice: 0 }, start + 10_000).game;
    expect(g.deadline).toBe(start + 60_000);
    const late = answer(g, { choice: rightChoice(g) }, start + 60_001);
    expect(late.reveal.timedOut).toBe(true);
    // Out of time: the question left is lost too and the game ends now.
    expect(late.finished).toMatchObject({ total: 3 });
    expect(late.game.answers).toHaveLength(3);
    expect(late.game.answers.slice(1).every((a) => !a.correct && a.choice === null)).toBe(true);
  });

  it('guess the word: letters only, accents and case ignored; the word is revealed as written', () => {
    const word = { id: 'w', kind: 'word' as const, question: 'Quel est ce mot ?', options: [], answer: -1, word: 'ELEPHANT', display: 'éléphant', clues: ['Grand', 'Trompe'], explanation: 'x', audio: false };
    const g = served(newGame({ ...input, mode: 'guess-the-word' }, [word, word], start, anyInt), start);
    expect(serve(g)).toMatchObject({ kind: 'word', letters: 8, clues: ['Grand', 'Trompe'], options: [] });
    expect(JSON.stringify(serve(g))).not.toMatch(/ELEPHANT|éléphant/i);
    expect(answer(g, { word: ' Éléphant ' }, start + 1).reveal).toMatchObject({ correct: true, correctWord: 'éléphant' });
    expect(answer(g, { word: 'elephants' }, start + 1).reveal.correct).toBe(false);
  });

  it('counts results per category for mixed games', () => {
    let g = game();
    for (let i = 0; i < 4; i++) g = served(answer(g, { choice: rightChoice(g) }, start + 1).game, start);
    const total = resultsByCategory(g).reduce((sum, c) => sum + c.questions, 0);
    expect(total).toBe(4);
    expect(resultsByCategory(g).every((c) => c.correct === c.questions)).toBe(true);
  });

  it('lists the questions missed, with their right answer as text, for « Mes erreurs »', () => {
    let g = game();
    const asked: string[] = [];
    for (let i = 0; i < 3; i++) {
      asked.push(serve(g).question);
      g = served(answer(g, { choice: i === 1 ? rightChoice(g) : (rightChoice(g) + 1) % 4 }, start + 1).game, start);
    }
    const late = answer(g, { choice: rightChoice(g) }, g.deadline + 1).game;
    const original = (question: string) => pool.find((q) => q.question === question)!;
    const missed = missedQuestions(late);
    expect(missed.map((m) => m.question)).toEqual([asked[0], asked[2], serve(g).question]);
    for (const m of missed) expect(m).toEqual({ questionId: original(m.question).id, question: m.question, answer: original(m.question).options[original(m.question).answer], category: original(m.question).category });
    expect(missedQuestions({ ...late, mode: 'math-mania' })).toEqual([]);
  });

  it('50/50 hides two wrong options; the poll sums to 100 and favours the right one', () => {
    fc.assert(fc.property(fc.constant(null), () => {
      const g = game();
      const right = rightChoice(g);
      const removed = fiftyFifty(g, anyInt);
      expect(removed).toHaveLength(2);
      expect(removed).not.toContain(right);
      const votes = audiencePoll(g, anyInt);
      expect(votes.reduce((a, b) => a + b, 0)).toBe(100);
      expect(votes[right]).toBeGreaterThanOrEqual(45);
    }), { numRuns: 50 });
  });

  describe('lifelines against the clock', () => {
    const before = start + 1_000;
    const after = start + input.questionMs + 1;

    it('grants each lifeline once before the deadline, with what the player learns', () => {
      const reset = lifelineMove(game(), 'reset-timer', before, anyInt);
      expect(reset).toMatchObject({ kind: 'granted', help: { deadline: before + input.questionMs } });
      const used = (reset as { game: Game }).game;
      expect(used.lifelines).toEqual(['reset-timer']);
      expect(lifelineMove(used, 'reset-timer', before, anyInt)).toEqual({ kind: 'refused', key: 'lifeline_already_used' });
      const fifty = lifelineMove(used, 'fifty-fifty', before, anyInt) as { game: Game };
      expect(lifelineMove(fifty.game, 'audience-poll', before, anyInt)).toEqual({ kind: 'refused', key: 'lifeline_not_allowed' });
    });

    it('refuses every lifeline after the deadline, except a skip, which becomes a timed-out answer', () => {
      for (const lifeline of ['fifty-fifty', 'audience-poll', 'reset-timer'] as const) {
        expect(lifelineMove(game(), lifeline, after, anyInt)).toEqual({ kind: 'refused', key: 'question_time_over' });
      }
      const late = lifelineMove(game(), 'skip', after, anyInt);
      expect(late.kind).toBe('timed-out');
      const { outcome } = late as { outcome: ReturnType<typeof answer> };
      expect(outcome.reveal).toMatchObject({ timedOut: true, correct: false });
      expect(outcome.game).toMatchObject({ current: 1, incorrect: 1, lifelines: [] });
      expect(outcome.game.answers[0]!.skipped).toBeUndefined();
    });

    it('a skip in time is not an error and reveals nothing', () => {
      const skipped = lifelineMove(game(), 'skip', before, anyInt) as { kind: string; game: Game; help: object };
      expect(skipped).toMatchObject({ kind: 'granted', help: {} });
      expect(skipped.game).toMatchObject({ current: 1, incorrect: 0, lifelines: ['skip'] });
      expect(skipped.game.answers[0]!.skipped).toBe(true);
    });
  });
});
