import { describe, expect, it } from 'vitest';
import { agreementFromRules, agreementFromTable, auxiliaryOf, parseTag } from './inflection.ts';
import type { InflectionTable } from './passage.ts';

describe('Lefff tags', () => {
  it('reads verb, nominal and determiner tags with alternatives', () => {
    expect(parseTag('PS13s|Y2s')).toEqual([{ moods: 'PS', persons: '13', gender: '', number: 's' }, { moods: 'Y', persons: '2', gender: '', number: 's' }]);
    expect(parseTag('Kfp')).toEqual([{ moods: 'K', persons: '', gender: 'f', number: 'p' }]);
    expect(parseTag('p_P3s')).toEqual([{ moods: '', persons: '', gender: '', number: 'p' }]);
    expect(parseTag('')).toEqual([{ moods: '', persons: '', gender: '', number: '' }]);
  });
});

describe("the participle's auxiliary", () => {
  it('is found by the verb phrase, through the negation, adverbs and elisions', () => {
    expect(auxiliaryOf({ before: ['pas', "n'étaient", 'garçons'] })).toMatchObject({ verb: 'etre', reflexive: false });
    expect(auxiliaryOf({ before: ['rapidement', "s'était", 'rancune'] })).toMatchObject({ verb: 'etre', reflexive: true });
    expect(auxiliaryOf({ before: ["qu'avaient", 'chemins'] })).toMatchObject({ verb: 'avoir' });
    expect(auxiliaryOf({ before: ['sont', 'se', 'ne', 'ils'] })).toMatchObject({ verb: 'etre', reflexive: true, subjectMayFollow: false });
    expect(auxiliaryOf({ before: ["s'est", 'où'] })).toMatchObject({ reflexive: true, subjectMayFollow: true });
  });

  it('is not there when a noun stands between (« il y avait du monde arrêté »)', () => {
    expect(auxiliaryOf({ before: ['monde', 'du', 'avait', 'y', 'il'] })).toBeUndefined();
  });
});

describe('agreement', () => {
  const table: InflectionTable = { chantaient: { lemma: 'chanter', tag: 'I3p', forms: { chantait: 'I3s', chanter: 'W' } } };

  it('names what the written form missed, from the table', () => {
    expect(agreementFromTable(table, 'chantaient', 'chantait', { before: ['ils'] })).toEqual({ rule: 'agreement.sujet-verbe', point: 'accord-sujet-verbe', features: ['pluriel'] });
    expect(agreementFromTable(table, 'chantaient', 'chantèrent', { before: [] })).toBe('not-a-form');
    expect(agreementFromTable(table, 'rivière', 'rivières', { before: [] })).toBeUndefined();
  });

  it('guesses from endings without a table', () => {
    expect(agreementFromRules('chanté', 'chanter', { before: ['a', 'il'] })).toMatchObject({ rule: 'conjugation.infinitif-participe', features: ['participe-passe'] });
    expect(agreementFromRules('chats', 'chat', { before: ['les'] })).toMatchObject({ rule: 'agreement.pluriel-nom', features: ['pluriel'] });
    expect(agreementFromRules('petite', 'petit', { before: ['une'] })).toMatchObject({ rule: 'agreement.feminin', features: ['feminin'] });
    expect(agreementFromRules('chantent', 'chante', { before: ['ils'] })).toMatchObject({ rule: 'agreement.sujet-verbe', features: ['pluriel'] });
    expect(agreementFromRules('beaucoup', 'beaucoups', { before: [] })).toBeUndefined();
    expect(agreementFromRules('maison', 'raison', { before: [] })).toBeUndefined();
  });
});
