import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminAddDictationPassageRequestSchema, adminLevelPassages, adminUpdateDictationPassageRequestSchema, groupsMatchText, hasForbiddenCharacters, newPassageId, suggestGroups } from './admin.ts';
import { dictationPassageSchema } from './passage.ts';

const fields = {
  level: 'ce1',
  title: 'Le goûter',
  text: 'Il est quatre heures. Léa prend son goûter\u00a0: une pomme, du pain et du chocolat.\nPuis elle joue.',
  groups: ['Il est quatre heures.', 'Léa prend son goûter\u00a0:', 'une pomme, du pain et du chocolat.', 'Puis elle joue.'],
  tags: ['ponctuation'],
} as const;
const codesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('hasForbiddenCharacters', () => {
  it('refuses controls, bidi overrides and zero-width characters, accepts French punctuation and spaces', () => {
    expect(hasForbiddenCharacters('« Bonjour\u202f! » dit-il\u00a0; l’été…')).toBe(false);
    for (const bad of ['a\u202eb', 'a\u2066b', 'a\u200bb', 'a\u200db', 'a\u00adb', 'a\u0007b', 'a\tb', '\ufeffa', 'a\ue000b']) expect(hasForbiddenCharacters(bad)).toBe(true);
    expect(hasForbiddenCharacters('un\ndeux')).toBe(true);
    expect(hasForbiddenCharacters('un\ndeux', { lineBreaks: true })).toBe(false);
    expect(hasForbiddenCharacters('un\rdeux', { lineBreaks: true })).toBe(true);
  });
});

describe('groupsMatchText', () => {
  it('holds when the groups give the text back, breaks only between groups', () => {
    expect(groupsMatchText(fields.text, fields.groups)).toBe(true);
    expect(groupsMatchText('Un deux.\nTrois.', ['Un deux.', 'Trois.'])).toBe(true);
    expect(groupsMatchText('Un deux.\nTrois.', ['Un', 'deux. Trois.'])).toBe(false);
    expect(groupsMatchText('Un deux.', ['Un', 'deux'])).toBe(false);
    expect(groupsMatchText('Un  deux.', ['Un', 'deux.'])).toBe(false);
    expect(groupsMatchText('Un deux.', [])).toBe(false);
  });

  it('implies the engine invariant, for any groups', () => {
    const group = fc.stringMatching(/^[a-zé,.]{1,8}( [a-zé,.]{1,8}){0,3}$/);
    fc.assert(fc.property(fc.array(fc.tuple(group, fc.constantFrom(' ', '\n')), { minLength: 1, maxLength: 12 }), (parts) => {
      const text = parts.map(([g, sep], k) => (k === parts.length - 1 ? g : g + sep)).join('');
      const groups = parts.map(([g]) => g);
      expect(groupsMatchText(text, groups)).toBe(true);
      expect(groups.join(' ')).toBe(text.replaceAll('\n', ' '));
    }));
  });
});

describe('suggestGroups', () => {
  it('cuts at sentence ends, paragraph breaks and clause marks, keeping « dit : » whole', () => {
    expect(suggestGroups(fields.text)).toEqual(fields.groups);
    expect(suggestGroups('Un deux trois quatre cinq six sept huit neuf dix.')).toEqual(['Un deux trois quatre cinq six sept huit', 'neuf dix.']);
  });

  it('always proposes groups the engine accepts for a text it accepts', () => {
    const word = fc.stringMatching(/^[a-zA-Zàéèêîôûç'’-]{1,12}[,.;:!?…]?$/);
    const paragraph = fc.array(word, { minLength: 1, maxLength: 60 }).map((words) => words.join(' '));
    const text = fc.array(paragraph, { minLength: 1, maxLength: 5 }).map((paragraphs) => paragraphs.join('\n')).filter((t) => t.length <= 1200);
    fc.assert(fc.property(text, (drawn) => {
      const groups = suggestGroups(drawn);
      expect(groupsMatchText(drawn, groups)).toBe(true);
      expect(dictationPassageSchema.shape.groups.safeParse(groups).success).toBe(true);
    }));
  });
});

describe('newPassageId', () => {
  it('folds the title into a slug under the level', () => {
    expect(newPassageId('cm', 'Le Lièvre et la Tortue')).toBe('cm-le-lievre-et-la-tortue');
    expect(newPassageId('ce1', '« Œufs » de Pâques !')).toBe('ce1-oeufs-de-paques');
  });

  it('gives an id the bank accepts for any title with a letter or digit', () => {
    const title = fc.string({ minLength: 1, maxLength: 120 }).filter((t) => /[a-zA-Z0-9]/.test(t));
    fc.assert(fc.property(title, fc.constantFrom('ce1', 'cm', '4e-3e', 'adulte' as const), (drawn, level) => {
      const id = newPassageId(level, drawn);
      expect(dictationPassageSchema.shape.id.safeParse(id).success).toBe(true);
      expect(id.startsWith(`${level}-`)).toBe(true);
    }));
  });
});

describe('request schemas', () => {
  it('accept a well-formed passage', () => {
    expect(adminAddDictationPassageRequestSchema.safeParse(fields).success).toBe(true);
    const { level: _level, ...edit } = fields;
    expect(adminUpdateDictationPassageRequestSchema.safeParse({ ...edit, id: 'ce1-le-gouter', version: 0, hidden: true }).success).toBe(true);
    expect(adminUpdateDictationPassageRequestSchema.safeParse({ ...fields, id: 'ce1-le-gouter', version: 0, hidden: true }).success).toBe(false);
  });

  it('name the catalogue message of each passage rule', () => {
    expect(codesOf(adminAddDictationPassageRequestSchema.safeParse({ ...fields, groups: ['Il est quatre heures.'] }))).toContain('dictation_passage_groups_mismatch');
    const hidden = '\u202e';
    expect(codesOf(adminAddDictationPassageRequestSchema.safeParse({ ...fields, text: fields.text.replace('Puis', `Pu${hidden}is`), groups: [...fields.groups.slice(0, 3), `Pu${hidden}is elle joue.`] }))).toContain('dictation_passage_invalid_characters');
    expect(codesOf(adminAddDictationPassageRequestSchema.safeParse({ ...fields, title: `Le ${hidden}goûter` }))).toContain('dictation_passage_invalid_characters');
    expect(codesOf(adminAddDictationPassageRequestSchema.safeParse({ ...fields, title: '« … »' }))).toContain('dictation_passage_title_letters');
  });

  it('refuse oversized fields for their size, without running the passage rules on them', () => {
    const huge = 'a'.repeat(100_000);
    const codes = codesOf(adminAddDictationPassageRequestSchema.safeParse({ ...fields, text: huge, groups: [huge] }));
    expect(codes).not.toContain('dictation_passage_groups_mismatch');
    expect(codes.length).toBeGreaterThan(0);
    expect(adminAddDictationPassageRequestSchema.safeParse({ ...fields, tags: [] }).success).toBe(false);
    expect(adminAddDictationPassageRequestSchema.safeParse({ ...fields, id: 'ce1-x' }).success).toBe(false);
  });
});

describe('adminLevelPassages', () => {
  it('lists a level, or those of its passages whose title or text holds the search, accents aside', () => {
    const passages = [{ id: 'a', level: 'ce1', title: 'Le goûter', text: 'Une pomme.' }, { id: 'b', level: 'ce1', title: 'La mer', text: 'Les vagues.' }, { id: 'c', level: 'cm', title: 'Goûter', text: 'x' }] as const;
    expect(adminLevelPassages(passages, 'ce1', undefined).map((p) => p.id)).toEqual(['a', 'b']);
    expect(adminLevelPassages(passages, 'ce1', 'GOUTER').map((p) => p.id)).toEqual(['a']);
    expect(adminLevelPassages(passages, 'ce1', 'vague').map((p) => p.id)).toEqual(['b']);
    expect(adminLevelPassages(passages, 'ce1', '  ').map((p) => p.id)).toEqual(['a', 'b']);
  });
});
