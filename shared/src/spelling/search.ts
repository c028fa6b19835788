import { fold } from '../french/text.ts';
import type { SpellingLevel, SpellingWord } from './words.ts';

/**
 * Bank words matching what a parent types, accents and case aside (« ecole » finds « école »): words starting with
 * the query first, then words containing it, shorter words first within each; at most `limit`.
 */
export function searchWords<W extends SpellingWord>(bank: readonly W[], query: string, level: SpellingLevel | undefined, limit: number): W[] {
  const wanted = fold(query.trim());
  if (!wanted) return [];
  const rank = (word: W) => {
    const folded = fold(word.word);
    return folded.startsWith(wanted) ? 0 : folded.includes(wanted) ? 1 : 2;
  };
  return bank
    .filter((word) => level === undefined || word.level === level)
    .map((word) => ({ word, rank: rank(word) }))
    .filter(({ rank }) => rank < 2)
    .sort((a, b) => a.rank - b.rank || a.word.word.length - b.word.word.length || a.word.word.localeCompare(b.word.word, 'fr'))
    .slice(0, limit)
    .map(({ word }) => word);
}

export interface LevelSummary { level: SpellingLevel; words: number; rules: { rule: SpellingWord['rule']; words: number }[] }

/** Each level of the bank with its number of words per rule (most words first), for the session picker. */
export function levelSummaries(bank: readonly SpellingWord[], levels: readonly SpellingLevel[]): LevelSummary[] {
  return levels.map((level) => {
    const words = bank.filter((word) => word.level === level);
    const perRule = new Map<SpellingWord['rule'], number>();
    for (const word of words) perRule.set(word.rule, (perRule.get(word.rule) ?? 0) + 1);
    const rules = [...perRule].map(([rule, count]) => ({ rule, words: count })).sort((a, b) => b.words - a.words || a.rule.localeCompare(b.rule));
    return { level, words: words.length, rules };
  });
}
