import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createProfileRequestSchema, personNameSchema, updateUserRequestSchema } from './account.ts';
import { hasForbiddenNameCharacters, MAX_NAME_LENGTH, sanitizeName } from './names.ts';

/** One of every kind of character a name must not carry. */
const forbidden = [
  '\u0000', '\u0007', '\u001B', '\u007F', '\u0085', // controls, C0 and C1
  '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', // bidi embeddings and overrides
  '\u2066', '\u2067', '\u2068', '\u2069', // bidi isolates
  '\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u2060', '\uFEFF', '\u00AD', '\u061C', // zero-width, marks, BOM, soft hyphen
  '\u2028', '\u2029', // line and paragraph separators
  '\uD800', '\uDFFF', // lone surrogates
  '\uE000', // private use
  '\u3164', '\u115F', '\u2800', // letters that draw nothing
  '\u{E0041}', // tag character
];
const forbiddenChar = fc.constantFrom(...forbidden);
/** Names people really have: letters with accents, spaces, apostrophes, hyphens, other scripts, an emoji. */
const fineChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzÉÈÀÇéèêëàâîïôûüçœæ', ' ', "'", '’', '-', '.', 'Ж', 'λ', 'ع', '李', 'ñ', '🦊', 'e\u0301');
const fineName = fc.array(fineChar, { minLength: 1, maxLength: 12 }).map((chars) => chars.join('')).filter((name) => name.trim().length > 0 && name.trim().length <= MAX_NAME_LENGTH);

describe('names', () => {
  it('accepts the names people have, in every script, with accents and emoji', () => {
    fc.assert(fc.property(fineName, (name) => {
      expect(hasForbiddenNameCharacters(name)).toBe(false);
      expect(personNameSchema.safeParse(name).success).toBe(true);
    }));
    for (const name of ['Zoé', "Chloé-Anne d'Arc", 'Ærøskøbing', 'محمد', '李小龙', 'Léa 🦄']) expect(personNameSchema.parse(name)).toBe(name);
  });

  it('refuses a forbidden character wherever it sits, with the catalogue message', () => {
    fc.assert(fc.property(fineName, forbiddenChar, fc.nat(), (name, bad, at) => {
      // Inside the name: at its ends, trimming may remove it (JavaScript trims U+FEFF, U+2028, U+0085…), which is fine.
      const position = at % (name.length + 1);
      const tampered = `x${name.slice(0, position)}${bad}${name.slice(position)}z`;
      expect(hasForbiddenNameCharacters(tampered)).toBe(true);
      const parsed = createProfileRequestSchema.safeParse({ name: tampered, avatar: 'chat', ageBand: '6-8' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain('name_invalid_characters');
    }));
    expect(updateUserRequestSchema.safeParse({ name: 'Admin\u202Enimda' }).success).toBe(false);
  });

  it('refuses stacks of combining marks but keeps a letter with its accents', () => {
    expect(hasForbiddenNameCharacters('Ze\u0301\u0302')).toBe(false);
    expect(hasForbiddenNameCharacters('Ze\u0301\u0302\u0303')).toBe(true);
  });

  it('sanitizes any claim into a name the schema accepts (or nothing), and only once', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (raw) => {
      const clean = sanitizeName(raw);
      expect(clean.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
      expect(hasForbiddenNameCharacters(clean)).toBe(false);
      if (clean) expect(personNameSchema.safeParse(clean).success).toBe(true);
      expect(sanitizeName(clean)).toBe(clean);
    }));
  });

  it('keeps the readable part of a tampered claim and never splits a character at the cut', () => {
    expect(sanitizeName('\u202Eeimaj\u202C  Marie\u200B\n')).toBe('eimaj Marie');
    expect(sanitizeName('🦊'.repeat(20))).toBe('🦊'.repeat(15));
    expect(sanitizeName('\u200B\u200D')).toBe('');
  });
});
