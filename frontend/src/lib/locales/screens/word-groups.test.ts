import { describe, expect, it } from 'vitest';
import { screensEn } from './en';
import { screensFr } from './fr';
import { screenWordGroups, screenWordsOf, type ScreenWordGroup } from './word-groups';

const groups = Object.keys(screenWordGroups) as ScreenWordGroup[];

describe('screen word groups', () => {
  it.each([['en', screensEn], ['fr', screensFr]] as const)('split the %s catalogue into the core and the groups, every section exactly once', (_, catalogue) => {
    const parts = [screenWordsOf(catalogue, 'core'), ...groups.map((group) => screenWordsOf(catalogue, group))];
    const sections = parts.flatMap((part) => Object.keys(part));
    expect(sections.toSorted()).toEqual(Object.keys(catalogue).toSorted());
    expect(Object.assign({}, ...parts)).toEqual(catalogue);
  });

  it('keep the frame, sign-in and subscription words in the core, and a feature\'s words in its group', () => {
    const core = screenWordsOf(screensFr, 'core');
    expect(Object.keys(core)).toEqual(expect.arrayContaining(['common', 'nav', 'auth', 'account', 'subscriptionDialog', 'notifications']));
    expect(core).not.toHaveProperty('quiz');
    expect(Object.keys(screenWordsOf(screensFr, 'spelling'))).toEqual(['spelling', 'handwriting', 'handwritingSheet']);
  });
});
