/**
 * The spelling points a passage exercises and a mistake belongs to: the shared vocabulary of dictations, spelling
 * lists, flashcards (« Mes erreurs ») and readiness per rule.
 */
export const spellingPoints = [
  'accents', 'majuscules', 'ponctuation', 'trait-union-apostrophe',
  'accord-sujet-verbe', 'accord-adjectif', 'accord-participe-passe', 'pluriel-noms', 'feminin',
  'infinitif-participe', 'conjugaison-present', 'conjugaison-imparfait', 'conjugaison-passe-simple', 'conjugaison-futur',
  'conjugaison-conditionnel', 'conjugaison-subjonctif', 'homophones-grammaticaux', 'doubles-consonnes',
  'lettres-muettes', 'm-devant-mbp', 'adverbes-ment', 'nombres', 'vocabulaire',
] as const;
export type SpellingPoint = (typeof spellingPoints)[number];
