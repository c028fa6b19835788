import { levelDeckId, newSchedule, normalizedWordKey, type Flashcard, type FlashcardDeck, type LevelDeck } from '@plume/shared/flashcards';
import { pointOf } from '@plume/shared/spelling/session';
import { spellingRuleKey } from '@plume/shared/french/spelling-rules';
import { spellingLevels, type SpellingLevel, type SpellingWord } from '@plume/shared/spelling/words';
import { createDeckIfAbsent, putCardIfAbsent, type StoredDeck } from '#flashcards/data/flashcards';
import { getBankWords } from '#spelling/data/spelling';

/** « Mots du CE1 »: the name a level's built-in deck takes among the profile's decks. */
const deckName = (level: SpellingLevel) => `Mots du ${/^\d/.test(level) ? level : level.toUpperCase()}`;
/** Cards written at once: a level has ~100–150 words; a few in flight keep the table's write rate smooth. */
const IN_FLIGHT = 8;

/** The card of a bank word: its rule, its spelling point and its sentence, as a mistake card would have them. */
function levelCard(word: SpellingWord, deckId: string, now: Date): Flashcard {
  return {
    cardId: normalizedWordKey(word.word), deckId, source: 'level', word: word.word, rule: spellingRuleKey(word.rule), point: pointOf(word.rule),
    example: word.sentence, createdAt: now.toISOString(), schedule: newSchedule(now),
  };
}

/**
 * Adds a school level's built-in deck to a profile: the deck, then one card per word of the level in the bank, each
 * a put conditioned on its key being free. Adding again completes what an interrupted first call left undone and
 * changes no card already there (its schedule is kept).
 */
export async function addLevelDeck(profileId: string, level: SpellingLevel, now = new Date()): Promise<FlashcardDeck> {
  const deckId = levelDeckId(level);
  const words = (await getBankWords()).filter((word) => word.level === level);
  await createDeckIfAbsent(profileId, { deckId, name: deckName(level), level, createdAt: now.toISOString() });
  for (let start = 0; start < words.length; start += IN_FLIGHT) {
    await Promise.all(words.slice(start, start + IN_FLIGHT).map((word) => putCardIfAbsent(profileId, levelCard(word, deckId, now))));
  }
  return { deckId, name: deckName(level), kind: 'level', cards: words.length, due: words.length };
}

/** Every level's built-in deck, with the bank's words for it and whether the profile has added it. */
export async function levelDecks(decks: readonly StoredDeck[]): Promise<LevelDeck[]> {
  const words = await getBankWords();
  const added = new Set(decks.filter((deck) => deck.level).map((deck) => deck.deckId));
  return spellingLevels.map((level) => ({ level, deckId: levelDeckId(level), words: words.filter((word) => word.level === level).length, added: added.has(levelDeckId(level)) }));
}
