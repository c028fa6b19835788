import { describe, expect, it } from 'vitest';
import { spellingRuleInfo, spellingRuleKey, spellingRules } from '../french/spelling-rules.ts';
import { punctuationRuleKeys } from './classify.ts';
import { homophoneRuleKeys } from './homophones.ts';
import { featureKeys } from './inflection.ts';
import { dictationLevels } from './passage.ts';
import { dictationFeatureKeys, dictationRuleKeys, explanationLevelOf, featureLabel, practiceSpellingRule, ruleExample, ruleExplanation } from './rules.ts';

/** Every key `ruleExplanation` reads: the dictation's rules and the spelling bank's, namespaced. */
const allRuleKeys = [...dictationRuleKeys, ...spellingRules.map(spellingRuleKey)];

/** Words a CE1–CM2 child has not met in class; a young text says it otherwise. */
const jargon = [
  /complément d[’']objet/i, /\bcod\b/i, /\bcoi\b/i, /antéposé/i, /pronominal/i, /subjonctif/i, /conditionnel/i,
  /participe présent/i, /épithète/i, /\battribut\b/i, /auxiliaire/i, /locution/i, /morphogramme/i, /graphème/i,
  /phonogramme/i, /préposition/i, /\bproposition/i, /apposition/i, /interlocuteur/i, /logogramme/i,
];
const wordsOf = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));

/** The French texts keep the catalogue's typography: a plain space before ; : ! ? » and after «, ’ and …. */
function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  if (/[^ ][;:!?»]/.test(text)) faults.push('no space before ; : ! ? »');
  if (/«[^ ]/.test(text)) faults.push('no space after «');
  if (/[\u00a0\u202f]/.test(text)) faults.push('no-break space');
  if (text.includes("'")) faults.push('straight apostrophe');
  if (text.includes('...')) faults.push('three dots');
  if (text !== text.trim() || text.includes('  ')) faults.push('stray space');
  return faults;
}

describe('rule catalogue', () => {
  it('explains every rule key the classifier names, in French and English', () => {
    for (const key of [...homophoneRuleKeys, ...punctuationRuleKeys]) expect(dictationRuleKeys).toContain(key);
    for (const key of dictationRuleKeys) {
      expect(ruleExplanation(key, 'fr').length).toBeGreaterThan(10);
      expect(ruleExplanation(key, 'en').length).toBeGreaterThan(10);
    }
  });

  it('labels every feature key', () => {
    for (const key of featureKeys) expect(dictationFeatureKeys).toContain(key);
    expect(featureLabel('3e-personne', 'fr')).toBe('3e personne');
  });

  it('falls back to the lexical explanation for an unknown key', () => {
    expect(ruleExplanation('nope', 'en')).toBe(ruleExplanation('lexical', 'en'));
    expect(ruleExplanation('nope', 'fr', 'young')).toBe(ruleExplanation('lexical', 'fr', 'young'));
    expect(ruleExample('nope', 'fr')).toBe(ruleExample('lexical', 'fr'));
  });
});

describe('explanations by level', () => {
  it('gives the young texts to CE1, CE2 and CM, the standard ones from 6e on', () => {
    expect(Object.fromEntries(dictationLevels.map((level) => [level, explanationLevelOf(level)]))).toEqual({
      ce1: 'young', ce2: 'young', cm: 'young', '6e-5e': 'standard', '4e-3e': 'standard', adulte: 'standard',
    });
  });

  it('reads the standard text when no level is given, as before', () => {
    expect(ruleExplanation('agreement.participe-avoir', 'fr')).toBe(ruleExplanation('agreement.participe-avoir', 'fr', 'standard'));
    expect(ruleExplanation('agreement.participe-avoir', 'fr')).toContain('complément d’objet direct');
    expect(ruleExplanation('agreement.participe-avoir', 'fr', 'young')).not.toContain('complément');
    expect(ruleExplanation(spellingRuleKey('cedille'), 'fr')).toBe(spellingRuleInfo.cedille.fr);
    expect(ruleExplanation(spellingRuleKey('cedille'), 'en', 'young')).toBe(spellingRuleInfo.cedille.young.en);
  });

  it('has a young text and an example for every rule and spelling rule, in both languages', () => {
    const missing = allRuleKeys.filter((key) => (['fr', 'en'] as const).some((language) =>
      ruleExplanation(key, language, 'young').trim().length < 10 || ruleExample(key, language).trim().length < 10));
    expect(missing).toEqual([]);
    // Each rule shows its own sentence.
    expect(new Set(allRuleKeys.map((key) => ruleExample(key, 'fr'))).size).toBe(allRuleKeys.length);
  });

  it('keeps every young French text short (at most 30 words) and free of collège grammar words', () => {
    const long = allRuleKeys.map((key) => [key, wordsOf(ruleExplanation(key, 'fr', 'young')).length] as const).filter(([, count]) => count > 30);
    expect(long).toEqual([]);
    const jargonUsed = allRuleKeys.flatMap((key) => jargon.filter((word) => word.test(ruleExplanation(key, 'fr', 'young'))).map((word) => `${key}: ${word.source}`));
    expect(jargonUsed).toEqual([]);
  });

  it('gives one French example sentence, its word in « » unless the rule is a punctuation mark', () => {
    const faults = allRuleKeys.filter((key) => {
      const example = ruleExample(key, 'fr');
      const sentence = /^(?:«|\p{Lu})/u.test(example) && /[.!?…](?: »)?$/.test(example);
      const marked = example.includes('« ') || key.startsWith('punctuation.') || key === 'extra';
      return !sentence || !marked;
    });
    expect(faults).toEqual([]);
  });

  it('glosses the French example in English', () => {
    expect(ruleExample('agreement.participe-etre', 'en')).toBe(`${ruleExample('agreement.participe-etre', 'fr')} (The girls have gone to school.)`);
    for (const key of allRuleKeys) expect(ruleExample(key, 'en')).toMatch(/^.+ \(.{5,}\)$/);
  });

  it('writes every French text with the same typography as the catalogue', () => {
    const faults = allRuleKeys.flatMap((key) => [
      ruleExplanation(key, 'fr'), ruleExplanation(key, 'fr', 'young'), ruleExample(key, 'fr'),
    ].flatMap((text) => typographyFaults(text).map((fault) => `${key}: ${fault} in ${text}`)));
    expect(faults).toEqual([]);
  });
});

describe('practice', () => {
  it('leads spelling mistakes to the spelling rule whose words practise them, grammar to none (a personal dictation practises it)', () => {
    expect(practiceSpellingRule('accent.aigu')).toBe('accent-aigu');
    expect(practiceSpellingRule('homophone.a-a')).toBe('homophones');
    expect(practiceSpellingRule(spellingRuleKey('y'))).toBe('y');
    expect(practiceSpellingRule('lexical.doubles-consonnes')).toBe('doubles-consonnes');
    expect(practiceSpellingRule('agreement.sujet-verbe')).toBeUndefined();
    expect(practiceSpellingRule('punctuation.virgule')).toBeUndefined();
    for (const rule of dictationRuleKeys) {
      const practised = practiceSpellingRule(rule);
      if (practised) expect(spellingRules).toContain(practised);
    }
  });
});
