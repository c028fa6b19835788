/**
 * What a person's name may contain. Names are shown to other people (public leaderboards), so characters that
 * change how the text around them is drawn, or that cannot be seen, are refused: control characters, bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), zero-width and other format characters, line and paragraph
 * separators, lone surrogates, private-use characters, invisible "letters" (Hangul fillers, braille blank) and stacks
 * of combining marks. Letters of every script, accents, spaces, apostrophes, hyphens and emoji stay allowed.
 *
 * Pure functions without zod, so the sign-up page can use them without loading schema code.
 */

/** Control (Cc), format (Cf: bidi marks and overrides, zero-width space/joiners, soft hyphen, BOM, tags), surrogate (Cs), private use (Co), line and paragraph separators. */
const forbiddenCategories = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;
/** Letters that draw nothing: Hangul fillers, halfwidth Hangul filler, braille pattern blank, and the combining grapheme joiner. */
const invisibleLetters = /\u115F|\u1160|\u3164|\uFFA0|\u2800|\u034F/u;
/** More than two combining marks in a row only serves to smear text over its neighbours ("zalgo"). */
const markStack = /\p{M}{3,}/u;

/** The longest name, in UTF-16 code units, as the schemas (zod's `max`) count it. */
export const MAX_NAME_LENGTH = 30;

/** True when the name holds a character that is not allowed (see above). */
export function hasForbiddenNameCharacters(value: string): boolean {
  return forbiddenCategories.test(value) || invisibleLetters.test(value) || markStack.test(value) || !isWellFormed(value);
}

/**
 * A name given by another system (the Cognito `name` claim, typed at sign-up on any client): forbidden characters
 * removed, spaces collapsed and trimmed, cut to the maximum length without splitting a character. May be empty.
 */
export function sanitizeName(value: string, maxLength = MAX_NAME_LENGTH): string {
  const cleaned = [...value]
    .filter((char) => !hasForbiddenNameCharacters(char))
    .join('')
    .replace(/\p{M}{3,}/gu, (marks) => [...marks].slice(0, 2).join(''))
    .replace(/\s+/gu, ' ')
    .trim();
  let cut = '';
  for (const char of cleaned) {
    if (cut.length + char.length > maxLength) break;
    cut += char;
  }
  return cut.trim();
}

/** No lone surrogate (`String.prototype.isWellFormed` without needing the ES2024 library). */
function isWellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}
