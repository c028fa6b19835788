import { describe, expect, it } from 'vitest';
import { familyChallengePlayPath, modeHome, playPath, resumePath, type StartParams } from './play-paths';
import { startParamsFrom } from './start-params';

const fromPath = (path: string) => {
  const url = new URL(path, 'https://plume.test');
  const zone = /^\/quiz\/zone\/([^/]+)\/([^/]+)\/([^/]+)\/play$/.exec(url.pathname);
  if (zone) return startParamsFrom('quiz-zone', { category: zone[1], subcategory: zone[2], level: zone[3] });
  const mode = /^\/quiz\/([^/]+)\/play$/.exec(url.pathname)?.[1];
  return startParamsFrom(mode, Object.fromEntries(url.searchParams));
};

describe('play paths', () => {
  it.each<StartParams>([
    { mode: 'quiz-zone', category: 'orthographe', subcategory: 'accords', level: 3 },
    { mode: 'daily' },
    { mode: 'true-false' },
    { mode: 'true-false', category: 'histoire' },
    { mode: 'fun-and-learn', passageId: '42' },
    { mode: 'guess-the-word' },
    { mode: 'self-challenge', category: 'grammaire', questions: 15, minutes: 10 },
    { mode: 'audio', category: 'vocabulaire' },
    { mode: 'math-mania', level: 30 },
  ])('carries $mode games in the address and reads them back', (params) => {
    expect(fromPath(playPath(params))).toEqual(params);
  });

  it('writes readable addresses', () => {
    expect(playPath({ mode: 'quiz-zone', category: 'orthographe', subcategory: 'accords', level: 1 })).toBe('/quiz/zone/orthographe/accords/1/play');
    expect(playPath({ mode: 'daily' })).toBe('/quiz/daily/play');
    expect(playPath({ mode: 'self-challenge', category: 'grammaire', questions: 5, minutes: 3 })).toBe('/quiz/self-challenge/play?category=grammaire&questions=5&minutes=3');
  });

  it('names the game to pick up after the parameters that started it, which still read back', () => {
    expect(resumePath({ mode: 'daily' }, 'game-1')).toBe('/quiz/daily/play?game=game-1');
    expect(resumePath({ mode: 'quiz-zone', category: 'orthographe', subcategory: 'accords', level: 2 }, 'g/1')).toBe('/quiz/zone/orthographe/accords/2/play?game=g%2F1');
    const selfChallenge: StartParams = { mode: 'self-challenge', category: 'grammaire', questions: 5, minutes: 3 };
    expect(resumePath(selfChallenge, 'game-1')).toBe('/quiz/self-challenge/play?category=grammaire&questions=5&minutes=3&game=game-1');
    expect(fromPath(resumePath(selfChallenge, 'game-1'))).toEqual(selfChallenge);
  });

  it('gives nothing for an address the server would refuse', () => {
    expect(startParamsFrom('coins', {})).toBeUndefined();
    expect(startParamsFrom(undefined, {})).toBeUndefined();
    expect(startParamsFrom('self-challenge', { category: 'grammaire', questions: '7', minutes: '3' })).toBeUndefined();
    expect(startParamsFrom('self-challenge', { category: 'grammaire', questions: '5' })).toBeUndefined();
    expect(startParamsFrom('math-mania', { level: '31' })).toBeUndefined();
    expect(startParamsFrom('math-mania', { level: 'deux' })).toBeUndefined();
    expect(startParamsFrom('fun-and-learn', {})).toBeUndefined();
    expect(startParamsFrom('true-false', { category: 'astrologie' })).toBeUndefined();
    // A parameter the mode does not take is refused rather than silently dropped.
    expect(startParamsFrom('daily', { level: '2' })).toBeUndefined();
  });

  it('sends each mode back to where it is set up', () => {
    expect(modeHome('quiz-zone')).toBe('/quiz/zone');
    expect(modeHome('math-mania')).toBe('/quiz/math-mania');
    expect(modeHome('family-challenge')).toBe('/quiz/family-challenge');
  });

  it('names only the game of a family challenge round: start_quiz never starts one', () => {
    expect(familyChallengePlayPath('g/1')).toBe('/quiz/family-challenge/play?game=g%2F1');
    expect(startParamsFrom('family-challenge', {})).toBeUndefined();
  });
});
