/** What a spelling box holds: the lower-case French letters, the apostrophe and the hyphen. */
export const FRENCH_LETTERS: ReadonlySet<string> = new Set([...'abcdefghijklmnopqrstuvwxyzéèêëàâîïôùûüçœæ', '\'', '-']);

/**
 * The letter a key types into a box, lower case (capitals are accepted and lowered, the typographic apostrophe is the
 * plain one), or `undefined` for a key that is no French letter.
 */
export function typedLetter(key: string): string | undefined {
  if ([...key].length !== 1) return undefined;
  const letter = key === '’' ? '\'' : key.toLocaleLowerCase('fr');
  return FRENCH_LETTERS.has(letter) ? letter : undefined;
}
