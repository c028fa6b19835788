import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSayable, nextSayWindow, SAY_MAX_CHARS, SAY_MAX_PER_WINDOW, SAY_WINDOW_MS, teamAnswer, type Proposal } from './team.ts';

const proposal = (memberId: string, choice: number, at: number): Proposal => ({ memberId, choice, at });

describe('the team answer', () => {
  it('is the majority; the captain breaks a tie they are part of; else the tied option proposed first', () => {
    expect(teamAnswer([proposal('cap', 0, 3), proposal('a', 2, 1), proposal('b', 2, 2)], 'cap')).toBe(2);
    expect(teamAnswer([proposal('cap', 1, 3), proposal('a', 2, 1)], 'cap')).toBe(1);
    expect(teamAnswer([proposal('cap', 3, 1), proposal('a', 2, 2), proposal('b', 1, 3), proposal('c', 2, 4), proposal('d', 1, 5)], 'cap')).toBe(2);
    expect(teamAnswer([proposal('a', 1, 5), proposal('b', 2, 4)], 'cap')).toBe(2);
    expect(teamAnswer([], 'cap')).toBeUndefined();
  });

  it('counts a member once: their first proposal', () => {
    expect(teamAnswer([proposal('a', 1, 1), proposal('a', 2, 2), proposal('a', 2, 3), proposal('b', 3, 4), proposal('cap', 1, 9)], 'cap')).toBe(1);
  });

  const proposals = fc.uniqueArray(fc.record({ memberId: fc.constantFrom('cap', 'a', 'b', 'c', 'd'), choice: fc.integer({ min: 0, max: 3 }), at: fc.integer({ min: 0, max: 30_000 }) }), { selector: (p) => p.memberId, maxLength: 5 });

  it('always picks an option with the most votes, whatever order the proposals come in', () => {
    fc.assert(fc.property(proposals, (list) => {
      const answer = teamAnswer(list, 'cap');
      if (!list.length) return answer === undefined;
      const votes = (choice: number) => list.filter((p) => p.choice === choice).length;
      const top = Math.max(...list.map((p) => votes(p.choice)));
      return answer !== undefined && votes(answer) === top && teamAnswer([...list].reverse(), 'cap') === answer;
    }));
  });

  it('a unanimous team gets its option; the captain wins every tie they are in', () => {
    fc.assert(fc.property(proposals, fc.integer({ min: 0, max: 3 }), (list, choice) => {
      expect(teamAnswer(list.map((p) => ({ ...p, choice })), 'cap')).toBe(list.length ? choice : undefined);
      const captain = list.find((p) => p.memberId === 'cap');
      const answer = teamAnswer(list, 'cap');
      const votes = (c: number) => list.filter((p) => p.choice === c).length;
      if (captain && votes(captain.choice) === votes(answer!)) expect(answer).toBe(captain.choice);
    }));
  });
});

describe('team messages', () => {
  it('accepts short plain text, refuses blank, oversized and control characters', () => {
    expect(isSayable('Je pense que c’est la B\u202f!')).toBe(true);
    expect(isSayable('👍🏽 ok')).toBe(true);
    expect(isSayable('   ')).toBe(false);
    expect(isSayable('a'.repeat(SAY_MAX_CHARS))).toBe(true);
    expect(isSayable('a'.repeat(SAY_MAX_CHARS + 1))).toBe(false);
    expect(isSayable('bon\u0007jour')).toBe(false);
    expect(isSayable('la \u202Eb')).toBe(false);
    expect(isSayable('deux\nlignes')).toBe(false);
  });

  it('lets a member send at most 5 messages in any fixed 10-second window', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 60 }), (gaps) => {
      let window: ReturnType<typeof nextSayWindow>;
      let now = 0;
      const sent: number[] = [];
      for (const gap of gaps) {
        now += gap;
        const next = nextSayWindow(window, now);
        if (next) {
          window = next;
          sent.push(now);
        }
      }
      // Within one window's span, no more than the allowance were accepted twice over (two adjacent windows).
      return sent.every((t) => sent.filter((u) => u >= t && u < t + SAY_WINDOW_MS).length <= 2 * SAY_MAX_PER_WINDOW);
    }));
    let window = nextSayWindow(undefined, 0);
    for (let i = 1; i < SAY_MAX_PER_WINDOW; i++) window = nextSayWindow(window, i);
    expect(nextSayWindow(window, 5)).toBeUndefined();
    expect(nextSayWindow(window, SAY_WINDOW_MS)).toEqual({ start: SAY_WINDOW_MS, count: 1 });
  });
});
