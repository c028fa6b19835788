import * as z from 'zod';
import type { DictationPassage, InflectionTable } from './dictation/passage.ts';
import type { SpellingWord } from './spelling/words.ts';
import type { CrosswordClue } from './crosswords/clue.ts';

/**
 * The quiz content pack: real French content kept in the repository (`lambdas/content/`), validated here and loaded
 * into the table by the seed step. Ids are stable slugs so a re-seed updates rather than duplicates.
 */
export const categoryIds = [
  'orthographe', 'grammaire', 'conjugaison', 'vocabulaire', 'expressions',
  'litterature', 'histoire', 'geographie', 'sciences', 'culture-generale',
] as const;
export type CategoryId = (typeof categoryIds)[number];
export const difficulties = ['facile', 'moyen', 'difficile'] as const;
export type Difficulty = (typeof difficulties)[number];

const slug = z.string().max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const text = z.string().trim().min(1);

/** The languages the question bank holds: a battle's pool (`battle_seek`, rooms) is one of them. */
export const questionLanguages = ['fr'] as const;

export const multipleChoiceQuestionSchema = z.object({
  id: slug,
  subcategory: slug,
  level: z.int().min(1).max(20),
  difficulty: z.enum(difficulties),
  question: text.max(300),
  options: z.tuple([text.max(120), text.max(120), text.max(120), text.max(120)]),
  /** Index in `options` of the one correct answer. */
  answer: z.int().min(0).max(3),
  explanation: text.max(500),
  language: z.enum(questionLanguages),
  /** Read aloud by the browser's French speech synthesis in audio mode; the text stays hidden until answered. */
  audio: z.boolean().optional(),
}).strict();
export type MultipleChoiceQuestion = z.infer<typeof multipleChoiceQuestionSchema>;

export const categoryFileSchema = z.object({
  category: z.object({ id: z.enum(categoryIds), name: text, description: text }).strict(),
  subcategories: z.array(z.object({ id: slug, name: text }).strict()).min(1),
  questions: z.array(multipleChoiceQuestionSchema).min(1),
}).strict();
export type CategoryFile = z.infer<typeof categoryFileSchema>;

export const trueFalseStatementSchema = z.object({
  id: slug,
  category: z.enum(categoryIds),
  statement: text.max(300),
  isTrue: z.boolean(),
  explanation: text.max(500),
  language: z.enum(questionLanguages),
}).strict();

export const guessTheWordEntrySchema = z.object({
  id: slug,
  /** Upper-case letters A–Z only (accents removed), so it can be typed letter by letter. */
  word: z.string().regex(/^[A-Z]{3,14}$/),
  /** The word as written in French, with its accents. */
  display: text.max(40),
  clues: z.array(text.max(200)).min(2).max(4),
  category: z.enum(categoryIds),
  difficulty: z.enum(difficulties),
}).strict();

export const funAndLearnPassageSchema = z.object({
  id: slug,
  title: text.max(120),
  category: z.enum(categoryIds),
  /** A short text to read before answering (80–250 words). */
  passage: text.max(2500),
  questions: z.array(multipleChoiceQuestionSchema.omit({ subcategory: true, level: true, audio: true })).min(3).max(6),
}).strict();

/**
 * Structural checks a schema cannot express: one correct answer among four distinct options, no duplicate
 * question in the file, unique ids, known subcategories, and levels numbered 1..n without a gap in each subcategory.
 */
export function categoryFileProblems(file: CategoryFile): string[] {
  const problems: string[] = [];
  const subcategories = new Set(file.subcategories.map((s) => s.id));
  const ids = new Set<string>();
  const questions = new Set<string>();
  const levels = new Map<string, Set<number>>();
  for (const q of file.questions) {
    if (ids.has(q.id)) problems.push(`${q.id}: duplicate id`);
    ids.add(q.id);
    const normalized = normalize(q.question);
    if (questions.has(normalized)) problems.push(`${q.id}: duplicate question`);
    questions.add(normalized);
    problems.push(...questionProblems(q).map((problem) => `${q.id}: ${problem}`));
    if (!subcategories.has(q.subcategory)) problems.push(`${q.id}: unknown subcategory ${q.subcategory}`);
    levels.set(q.subcategory, (levels.get(q.subcategory) ?? new Set()).add(q.level));
  }
  for (const [subcategory, present] of levels) {
    const max = Math.max(...present);
    for (let level = 1; level <= max; level++) if (!present.has(level)) problems.push(`${subcategory}: level ${level} is missing`);
  }
  return problems;
}

/** What a schema cannot say about one question: its four options must be four different answers. */
export function questionProblems(q: Pick<MultipleChoiceQuestion, 'options'>): string[] {
  return new Set(q.options.map(normalize)).size === 4 ? [] : ['options are not 4 distinct answers'];
}

export function normalize(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[’']/g, "'");
}

export type TrueFalseStatement = z.infer<typeof trueFalseStatementSchema>;
export type GuessTheWordEntry = z.infer<typeof guessTheWordEntrySchema>;
export type FunAndLearnPassage = z.infer<typeof funAndLearnPassageSchema>;

/** Everything the seed step loads: the category files and the content of the other modes. */
export interface ContentPack {
  categories: CategoryFile[];
  trueFalse: TrueFalseStatement[];
  guessTheWord: GuessTheWordEntry[];
  funAndLearn: FunAndLearnPassage[];
  /** The dictation bank: passages for the six levels, each cut into the phrase groups a teacher dictates. */
  dictations: DictationPassage[];
  /** Per passage id, its inflection table, precomputed from the Lefff lexicon at build time. */
  dictationInflections: Record<string, InflectionTable>;
  /** The spelling word bank: words by school level (CP to 3e), each with its rule and an example sentence. */
  spellingWords: SpellingWord[];
  /** The crossword clue bank: words with their grid form, clue, grid level and theme. */
  crosswordClues: CrosswordClue[];
}
