import { describe, expect, it } from 'vitest';
import { numeralEquivalent, rectify, reformEquivalent } from './reform1990.ts';

describe('1990 rectifications', () => {
  it('drops the circumflex on i and u except where it carries meaning', () => {
    expect(rectify('maîtresse')).toBe('maitresse');
    expect(rectify('connaît')).toBe('connait');
    expect(rectify('goût')).toBe('gout');
    expect(rectify('sûr')).toBe('sûr');
    expect(rectify('dû')).toBe('dû');
    expect(rectify('jeûne')).toBe('jeûne');
    expect(rectify('fîmes')).toBe('fîmes');
    expect(rectify('fût')).toBe('fût');
    expect(rectify('croît')).toBe('croît');
  });

  it('moves the grave accent, the diaeresis, and knows the listed words', () => {
    expect(rectify('événement')).toBe('évènement');
    expect(rectify('céderait')).toBe('cèderait');
    expect(rectify('aiguë')).toBe('aigüe');
    expect(rectify('oignons')).toBe('ognons');
    expect(rectify('nénuphar')).toBe('nénufar');
  });

  it('compares in either direction and keeps the first letter case', () => {
    expect(reformEquivalent('Connaître', 'Connaitre')).toBe(true);
    expect(reformEquivalent('connaitre', 'connaître')).toBe(true);
    expect(reformEquivalent('Connaître', 'connaitre')).toBe(false);
  });

  it('joins numerals with hyphens', () => {
    expect(numeralEquivalent(['vingt', 'et', 'un'], 'vingt-et-un')).toBe(true);
    expect(numeralEquivalent(['deux', 'cents'], 'deux-cents')).toBe(true);
    expect(numeralEquivalent(['deux', 'chats'], 'deux-chats')).toBe(false);
  });
});
