import { describe, expect, it } from 'vitest';
import { punctuationRuleKeys } from './classify.ts';
import { homophoneRuleKeys } from './homophones.ts';
import { featureKeys } from './inflection.ts';
import { dictationFeatureKeys, dictationRuleKeys, featureLabel, ruleExplanation } from './rules.ts';

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
  });
});
