import { difficulties, questionProblems } from '@plume/shared/content';
import { adminQuestionSchema, type AdminQuestion } from '@plume/shared/quiz/play-requests';

type Difficulty = (typeof difficulties)[number];
export const optionFields = ['option0', 'option1', 'option2', 'option3'] as const;
type OptionField = (typeof optionFields)[number];

/** What the question form edits: text fields as typed, before they become an {@link AdminQuestion}. */
export interface QuestionDraft {
  /** Empty for a new question: made from the question's words. */
  id: string;
  subcategory: string;
  level: number;
  difficulty: Difficulty;
  question: string;
  options: [string, string, string, string];
  answer: number;
  explanation: string;
  audio: boolean;
  hidden: boolean;
}

export type DraftField = 'id' | 'question' | OptionField | 'options' | 'explanation';
/** Per field, the key of the message under `adminQuestions.validation`. */
export type DraftErrors = Partial<Record<DraftField, 'id' | 'question' | 'option' | 'distinct' | 'explanation'>>;

export function draftOf(question: AdminQuestion): QuestionDraft {
  return {
    id: question.id,
    subcategory: question.subcategory,
    level: question.level,
    difficulty: question.difficulty,
    question: question.question,
    options: [...question.options],
    answer: question.answer,
    explanation: question.explanation,
    audio: question.audio ?? false,
    hidden: question.hidden ?? false,
  };
}

export function emptyDraft(subcategory: string, level: number): QuestionDraft {
  return { id: '', subcategory, level, difficulty: 'facile', question: '', options: ['', '', '', ''], answer: 0, explanation: '', audio: false, hidden: false };
}

/** A stable slug from the question's words, with a short random tail so two similar questions never share an id. */
export function questionSlug(text: string, random = Math.random): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  const tail = random().toString(36).slice(2, 6).padEnd(4, '0');
  return words ? `${words}-${tail}` : `question-${tail}`;
}

/**
 * Checks a draft with the server's own rules (shared schema, four different answers). Returns
 * the question to save, or which fields to fix.
 */
export function validateDraft(draft: QuestionDraft): { question: AdminQuestion; errors?: undefined } | { question?: undefined; errors: DraftErrors } {
  const candidate = {
    id: draft.id.trim() || questionSlug(draft.question),
    subcategory: draft.subcategory,
    level: draft.level,
    difficulty: draft.difficulty,
    question: draft.question.trim(),
    options: draft.options.map((option) => option.trim()) as QuestionDraft['options'],
    answer: draft.answer,
    explanation: draft.explanation.trim(),
    language: 'fr' as const,
    audio: draft.audio,
    hidden: draft.hidden,
  };
  const errors: DraftErrors = {};
  const parsed = adminQuestionSchema.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const [field, index] = issue.path;
    if (field === 'id' || field === 'question' || field === 'explanation') errors[field] = field;
    else if (field === 'options' && typeof index === 'number') errors[optionFields[index] ?? 'options'] = 'option';
  }
  if (candidate.options.every(Boolean) && questionProblems(candidate).length) errors.options = 'distinct';
  if (parsed.success && Object.keys(errors).length === 0) return { question: parsed.data };
  return { errors };
}
