import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer, audiencePoll, fiftyFifty, newGame, serve } from './quiz-game.ts';

const pool = Array.from({ length: 12 }, (_, n) => ({
  id: `q-${n}`, difficulty: 'facile' as const, question: `Question ${n} ?`, options: [`a${n}`, `b${n}`, `c${n}`, `d${n}`] as [string, string, string, string],
  answer: n % 4, explanation: `Parce que ${n}.`, language: 'fr' as const,
}));
const start = 1_000_000;
const game = () => newGame(
  { gameId: 'g', uid: 'u', profileId: 'p', mode: 'quiz-zone', category: 'orthographe', subcategory: 's', level: 1, questionMs: 30_000, rules: { passPercentage: 70, maxCoinsPerLevel: 10 } },
  pool, 10, start,
);
const rightChoice = (g: ReturnType<typeof game>) => {
  const served = serve(g);
  const original = pool.find((q) => q.question === served.question)!;
  return served.options.indexOf(original.options[original.answer]!);
};

describe('quiz game', () => {
  it('keeps the right answer right after shuffling questions and options', () => {
    let g = game();
    expect(g.questions).toHaveLength(10);
    for (let i = 0; i < 10; i++) {
      const outcome = answer(g, rightChoice(g), start + 1_000 * (i + 1));
      expect(outcome.reveal.correct).toBe(true);
      g = outcome.game;
    }
    expect(g).toMatchObject({ status: 'finished', correct: 10, incorrect: 0 });
  });

  it('serves a question without its answer or explanation', () => {
    const served = serve(game());
    expect(Object.keys(served).sort()).toEqual(['audio', 'deadline', 'index', 'options', 'question']);
  });

  it('counts an answer after the deadline as lost, whatever the choice', () => {
    const g = game();
    const late = answer(g, rightChoice(g), g.deadline + 1);
    expect(late.reveal).toMatchObject({ correct: false, timedOut: true, points: 0 });
    expect(late.game.answers[0]!.choice).toBeNull();
    expect(late.game.incorrect).toBe(1);
  });

  it('finishes with the coins of the documented rule', () => {
    let g = game();
    let outcome;
    for (let i = 0; i < 10; i++) {
      outcome = answer(g, i < 7 ? rightChoice(g) : (rightChoice(g) + 1) % 4, start + 500);
      g = outcome.game;
    }
    expect(outcome!.finished).toMatchObject({ correct: 7, incorrect: 3, total: 10, percentage: 70, coins: 7 });
  });

  it('50/50 hides two wrong options; the poll sums to 100 and favours the right one', () => {
    fc.assert(fc.property(fc.constant(null), () => {
      const g = game();
      const right = rightChoice(g);
      const removed = fiftyFifty(g);
      expect(removed).toHaveLength(2);
      expect(removed).not.toContain(right);
      const votes = audiencePoll(g);
      expect(votes.reduce((a, b) => a + b, 0)).toBe(100);
      expect(votes[right]).toBeGreaterThanOrEqual(45);
    }), { numRuns: 50 });
  });
});
