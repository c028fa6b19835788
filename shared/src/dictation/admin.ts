import * as z from 'zod';
import { dictationLevels, dictationPassageSchema, type DictationLevel, type DictationPassage } from './passage.ts';
import { fold } from '../french/text.ts';

/*
 * The dictation passages in the admin console (docs/admin.md, « Dictation passages »). Seeded passages stay as the
 * content pack wrote them; an admin's addition, edit, hide or show is an edit stored beside them (`ContentEdit` in
 * admin/content-edits.ts) that the seed never rewrites. Learners are never dictated a hidden passage.
 */

/**
 * Characters no passage may hold: controls (a paragraph break "\n" in the text aside), format characters (bidi
 * overrides and isolates, zero-width joiners, soft hyphens, byte-order marks), lone surrogates and private use. French
 * punctuation, « guillemets », ’ and (narrow) no-break spaces are ordinary characters and welcome.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/u;
export function hasForbiddenCharacters(value: string, { lineBreaks = false } = {}): boolean {
  return FORBIDDEN.test(lineBreaks ? value.replaceAll('\n', '') : value);
}

/**
 * The engine's invariant (`groups.join(' ') === text.replaceAll('\n', ' ')`), and a paragraph break only ever between
 * two groups, where the player says « point à la ligne »: the groups, in order, with one space or one break between.
 */
export function groupsMatchText(text: string, groups: readonly string[]): boolean {
  let offset = 0;
  for (const [index, group] of groups.entries()) {
    if (group.length === 0 || text.slice(offset, offset + group.length) !== group) return false;
    offset += group.length;
    if (index === groups.length - 1) break;
    if (text[offset] !== ' ' && text[offset] !== '\n') return false;
    offset += 1;
  }
  return groups.length > 0 && offset === text.length;
}

/** The most words a suggested phrase group holds: about what a teacher dictates in one breath. */
const GROUP_WORDS = 8;
const GROUP_CHARS = 200;
/** The engine's most phrase groups (`dictationPassageSchema`). */
const MAX_GROUPS = 40;
const ENDS_SENTENCE = /[.!?…]["»)]*$/u;
const ENDS_CLAUSE = /[,;:]["»)]*$/u;

/**
 * Phrase groups proposed for a text, for the admin to adjust: a group ends at a sentence's end or a paragraph's, after
 * a comma, semicolon or colon once it holds three words, and after {@link GROUP_WORDS} words. Words are what ordinary
 * spaces separate, so « dit : » (a no-break space) stays whole. Longer groups are allowed when the text would
 * otherwise need more than the engine's 40.
 */
export function suggestGroups(text: string): string[] {
  const paragraphs = text.split('\n').map((paragraph) => paragraph.split(' ').filter(Boolean));
  for (let most = GROUP_WORDS; ; most += 2) {
    const groups: string[] = [];
    for (const words of paragraphs) {
      let current: string[] = [];
      const close = () => {
        if (current.length) groups.push(current.join(' '));
        current = [];
      };
      for (const word of words) {
        if (current.length && [...current, word].join(' ').length > GROUP_CHARS) close();
        current.push(word);
        if (ENDS_SENTENCE.test(word) || current.length >= most || (ENDS_CLAUSE.test(word) && current.length >= 3)) close();
      }
      close();
    }
    if (groups.length <= MAX_GROUPS || most > 200) return groups;
  }
}

const shape = dictationPassageSchema.shape;
/** What an admin types for a passage: everything but the id, which the server derives from the level and the title. */
const passageFieldsSchema = z.object({
  level: shape.level,
  title: shape.title,
  source: shape.source,
  text: shape.text,
  groups: shape.groups,
  tags: shape.tags,
});
type PassageFields = z.infer<typeof passageFieldsSchema>;

/** Every string an admin typed into a passage. */
const typedStrings = (fields: Partial<PassageFields>): string[] => [fields.title ?? '', ...(fields.groups ?? []), fields.source?.author ?? '', fields.source?.work ?? ''];

/**
 * The passage rules beyond each field's own: no forbidden character anywhere, a title with a letter or a digit (the
 * id is made of them), and groups that give the text back. Each runs once the fields it reads are valid on their own,
 * so an oversized value is refused for its size, never scanned.
 */
const withPassageChecks = <T extends z.ZodType<Pick<PassageFields, 'title' | 'text' | 'groups' | 'source'>>>(schema: T) =>
  schema
    .refine((fields) => !hasForbiddenCharacters(fields.text, { lineBreaks: true }) && !typedStrings(fields).some((value) => hasForbiddenCharacters(value)), {
      message: 'dictation_passage_invalid_characters',
      path: ['text'],
      when: (payload) => passageFieldsSchema.pick({ title: true, text: true, groups: true, source: true }).safeParse(payload.value).success,
    })
    .refine((fields) => /[\p{L}\p{N}]/u.test(fields.title), {
      message: 'dictation_passage_title_letters',
      path: ['title'],
      when: (payload) => passageFieldsSchema.pick({ title: true }).safeParse(payload.value).success,
    })
    .refine((fields) => groupsMatchText(fields.text, fields.groups), {
      message: 'dictation_passage_groups_mismatch',
      path: ['groups'],
      when: (payload) => passageFieldsSchema.pick({ text: true, groups: true }).safeParse(payload.value).success,
    });

export const adminAddDictationPassageRequestSchema = withPassageChecks(passageFieldsSchema.strict());
export type AdminAddDictationPassageRequest = z.infer<typeof adminAddDictationPassageRequestSchema>;

/** An edit names the passage and the version it was read at: a stale edit (someone saved in between) is refused. */
export const adminUpdateDictationPassageRequestSchema = withPassageChecks(passageFieldsSchema.omit({ level: true }).extend({
  id: shape.id,
  version: z.number().int().min(0).max(1_000_000),
  hidden: z.boolean(),
}).strict());
export type AdminUpdateDictationPassageRequest = z.infer<typeof adminUpdateDictationPassageRequestSchema>;

export const MAX_ADMIN_PASSAGE_SEARCH_CHARS = 60;
export const adminListDictationPassagesRequestSchema = z.object({
  level: z.enum(dictationLevels),
  search: z.string().trim().max(MAX_ADMIN_PASSAGE_SEARCH_CHARS).optional(),
}).strict();
export type AdminListDictationPassagesRequest = z.infer<typeof adminListDictationPassagesRequestSchema>;

/**
 * A passage as the console sees it: hidden or not, its version (0 until edited), where it comes from, and how many of
 * its distinct words have an inflection entry (the others are graded by the rules on endings).
 */
export const adminDictationPassageSchema = dictationPassageSchema.extend({
  hidden: z.boolean(),
  version: z.number().int().min(0),
  origin: z.enum(['seed', 'admin']),
  coverage: z.object({ words: z.int().min(0), known: z.int().min(0) }).strict(),
});
export type AdminDictationPassage = z.infer<typeof adminDictationPassageSchema>;

export const adminDictationPassageListSchema = z.object({ passages: z.array(adminDictationPassageSchema) }).strict();
export const adminDictationPassageSavedSchema = z.object({ passage: adminDictationPassageSchema }).strict();

/** The longest id part a title gives: the id (level, dash, slug) stays within the bank's 100 characters. */
const MAX_SLUG = 80;
/** The id of a passage an admin adds: its level and its title folded to a slug (« Le Lièvre » in CM → `cm-le-lievre`). */
export function newPassageId(level: DictationLevel, title: string): string {
  const slug = fold(title).replace(/[^a-z0-9]+/g, '-').replace(/^-+/, '').slice(0, MAX_SLUG).replace(/-+$/, '');
  return `${level}-${slug}`;
}

/** A level's passages for the console: all of them in bank order, or those whose title or text holds the search, accents and case aside. */
export function adminLevelPassages<T extends Pick<DictationPassage, 'level' | 'title' | 'text'>>(passages: readonly T[], level: DictationLevel, search: string | undefined): T[] {
  const own = passages.filter((passage) => passage.level === level);
  const wanted = fold(search?.trim() ?? '');
  return wanted ? own.filter((passage) => fold(`${passage.title} ${passage.text}`).includes(wanted)) : own;
}
