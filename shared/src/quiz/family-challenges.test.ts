import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.ts';
import {
  challengeDifficulty, challengeQuestionMs, challengeWinner, ghostCue, ghostOf, ghostOnClock, ghostReveal, ghostScore, pickAtDifficulty,
} from './family-challenges.ts';
import { ageBands, timeHandicapFactor } from '../account.ts';
import type { Difficulty } from '../content.ts';

const randomInt = (seed: number) => {
  const next = seededRandom(seed);
  return (max: number) => Math.floor(next() * max);
};
const pool = (counts: Record<Difficulty, number>) =>
  (Object.entries(counts) as [Difficulty, number][]).flatMap(([difficulty, n]) => Array.from({ length: n }, (_, i) => ({ id: `${difficulty}-${i}`, difficulty })));

describe('the handicap', () => {
  it('by level: each player at their own age; by time: both at the challenger’s', () => {
    expect(challengeDifficulty('level', '6-8', 'adulte')).toBe('facile');
    expect(challengeDifficulty('level', 'adulte', 'adulte')).toBe('difficile');
    expect(challengeDifficulty('time', '6-8', 'adulte')).toBe('difficile');
  });

  it('by time: the younger, the more time, never less than the mode’s own; by level, the same time for all', () => {
    const factors = ageBands.map(timeHandicapFactor);
    expect(factors).toEqual([...factors].sort((a, b) => b - a));
    expect(Math.min(...factors)).toBe(1);
    expect(challengeQuestionMs(30_000, 'time', '6-8')).toBe(60_000);
    expect(challengeQuestionMs(30_000, 'level', '6-8')).toBe(30_000);
  });
});

describe('pickAtDifficulty', () => {
  it('draws only the level asked when the category has enough of it', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const picked = pickAtDifficulty(pool({ facile: 12, moyen: 12, difficile: 12 }), 'moyen', 10, randomInt(seed));
      expect(picked).toHaveLength(10);
      expect(new Set(picked.map((q) => q.difficulty))).toEqual(new Set(['moyen']));
      expect(new Set(picked.map((q) => q.id)).size).toBe(10);
    }
  });

  it('completes a short level with the nearest ones, so both players get the same number', () => {
    const picked = pickAtDifficulty(pool({ facile: 3, moyen: 4, difficile: 20 }), 'facile', 10, randomInt(7));
    expect(picked.map((q) => q.difficulty)).toEqual([...Array(3).fill('facile'), ...Array(4).fill('moyen'), ...Array(3).fill('difficile')]);
    expect(pickAtDifficulty(pool({ facile: 2, moyen: 0, difficile: 0 }), 'difficile', 10, randomInt(7))).toHaveLength(2);
  });
});

describe('the ghost', () => {
  const answers = [
    { choice: 2, correct: true, points: 14, ms: 3_200 },
    { choice: 1, correct: false, points: 0, ms: 8_000 },
    // time ran out: no answer given
    { choice: null, correct: false, points: 0, ms: 31_500 },
    { choice: null, word: 'ELEPHANT', correct: true, points: 12, ms: 12_000 },
  ];
  const ghost = ghostOf({ answers, questionMs: 30_000 });

  it('replays when each answer was given, and none for a question whose time ran out', () => {
    expect(ghost.map((a) => a.ms)).toEqual([3_200, 8_000, null, 12_000]);
    expect(ghostCue(ghost, 0, 1_000_000)).toEqual({ at: 1_003_200 });
    expect(ghostCue(ghost, 2, 1_000_000)).toEqual({ at: null });
  });

  it('tells nothing of rightness before the player answered: the cue is a time only', () => {
    expect(Object.keys(ghostCue(ghost, 1, 0))).toEqual(['at']);
    expect(ghostCue(ghost, 0, 0)).toEqual(ghostCue(ghostOf({ answers: [{ ...answers[0]!, correct: false, points: 0 }], questionMs: 30_000 }), 0, 0));
  });

  it('replays on the player’s own clock: twice the time, twice as late; a missing answer stays missing', () => {
    expect(ghostOnClock(ghost, 30_000, 60_000).map((a) => a.ms)).toEqual([6_400, 16_000, null, 24_000]);
    expect(ghostOnClock(ghost, 30_000, 30_000)).toEqual(ghost);
  });

  it('reveals each answer and the running score once the player answered', () => {
    expect(ghostReveal(ghost, 0)).toEqual({ correct: true, points: 14, score: 14 });
    expect(ghostReveal(ghost, 3)).toEqual({ correct: true, points: 12, score: 26 });
    expect(ghostScore(ghost, 0)).toBe(0);
  });
});

describe('challengeWinner', () => {
  it('more points wins, then more right answers, else a draw', () => {
    expect(challengeWinner({ points: 120, correct: 8 }, { points: 110, correct: 9 })).toBe('challenger');
    expect(challengeWinner({ points: 110, correct: 8 }, { points: 110, correct: 9 })).toBe('opponent');
    expect(challengeWinner({ points: 110, correct: 9 }, { points: 110, correct: 9 })).toBe('draw');
  });
});
