import * as z from 'zod';
import { spellingPoints } from '../french/spelling-points.ts';

/** The six levels of the dictation bank, from the second year of primary school to adults. */
export const dictationLevels = ['ce1', 'ce2', 'cm', '6e-5e', '4e-3e', 'adulte'] as const;
export type DictationLevel = (typeof dictationLevels)[number];

const slug = z.string().max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** One phrase group, dictated in one breath: no line break inside. */
const phraseGroup = z.string().min(1).max(200).refine((group) => group === group.trim() && !group.includes('\n'), 'un groupe ne commence ni ne finit par une espace et tient sur une ligne');

export const dictationPassageSchema = z.object({
  id: slug,
  level: z.enum(dictationLevels),
  title: z.string().trim().min(1).max(120),
  /** Present for passages taken from a public-domain work; absent for texts written for Plume. */
  source: z.object({ author: z.string().min(1).max(80), work: z.string().min(1).max(160), year: z.int().min(1500).max(1960).optional() }).strict().optional(),
  /** The passage as printed; a paragraph break is a single "\n" (dictated as « point à la ligne »). */
  text: z.string().min(1).max(1200),
  /** The phrase groups a teacher would dictate: `groups.join(' ') === text.replaceAll('\n', ' ')`. */
  groups: z.array(phraseGroup).min(1).max(40),
  tags: z.array(z.enum(spellingPoints)).min(1).max(12),
}).strict();
export type DictationPassage = z.infer<typeof dictationPassageSchema>;

/**
 * For each word of a passage (lower-case, as written in the text), its lemma, its own tag and the other inflected
 * forms of that lemma a learner may write instead, each with its tag (Lefff notation, alternatives joined by `|`,
 * e.g. `P3s|P1s`). Precomputed at build time from the lexicon, so grading carries kilobytes, not the lexicon.
 */
const inflectionReadingSchema = z.object({
  lemma: z.string().max(60),
  tag: z.string().max(60),
  forms: z.record(z.string().max(60), z.string().max(60)),
  /** The word is read as an adjective (it agrees with a noun), not as a noun, when its tag alone cannot tell. */
  adjective: z.literal(true).optional(),
}).strict();
export const inflectionTableSchema = z.record(
  z.string().max(60),
  inflectionReadingSchema.extend({
    /** The word's other reading, a verb for a noun or adjective and the reverse (« dure », « parler »): the context chooses. */
    other: inflectionReadingSchema.optional(),
  }).strict(),
);
export type InflectionTable = z.infer<typeof inflectionTableSchema>;
