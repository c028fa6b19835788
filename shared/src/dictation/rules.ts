/**
 * The one-line explanation of every rule key a correction names (`DictationError.rule`) and the label of every
 * grammatical feature key (`DictationError.features`), in French and English. Owned by the grading rules; the
 * correction screen looks texts up here, so the server sends keys, never prose.
 */
export type DictationLanguage = 'fr' | 'en';

const rules: Record<string, Record<DictationLanguage, string>> = {
  lexical: { fr: "Le mot n'est pas écrit comme dans le texte : vérifie son orthographe dans le dictionnaire.", en: 'The word is not spelt as in the text: check it in a dictionary.' },
};

const features: Record<string, Record<DictationLanguage, string>> = {
  pluriel: { fr: 'pluriel', en: 'plural' },
};

export function ruleExplanation(rule: string, language: DictationLanguage): string {
  return (rules[rule] ?? rules.lexical!)[language];
}

export function featureLabel(feature: string, language: DictationLanguage): string {
  return features[feature]?.[language] ?? feature;
}
