import { describe, expect, it } from 'vitest';
import { emptyDraft, questionSlug, validateDraft, type QuestionDraft } from './question-draft';

const filled = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...emptyDraft('accords', 2),
  question: 'Quel participe passé est bien accordé ?',
  options: ['Ils sont partis', 'Ils sont parti', 'Ils sont partie', 'Ils sont parties'],
  answer: 0,
  explanation: 'Avec « être », le participe s’accorde avec le sujet.',
  ...overrides,
});

describe('question drafts', () => {
  it('becomes a question of the shared schema, with an id made from its words', () => {
    const result = validateDraft(filled({ audio: true }));
    expect(result.errors).toBeUndefined();
    expect(result.question).toMatchObject({ subcategory: 'accords', level: 2, difficulty: 'facile', answer: 0, language: 'fr', audio: true, hidden: false });
    expect(result.question?.id).toMatch(/^quel-participe-passe-est-bien-accorde-[a-z0-9]{4}$/);
  });

  it('keeps the id of an existing question', () => {
    expect(validateDraft(filled({ id: 'accords-2-participe' })).question?.id).toBe('accords-2-participe');
  });

  it('names each field to fix', () => {
    const result = validateDraft(filled({ id: 'Pas Un Slug', question: '  ', options: ['a', '', 'c', 'd'], explanation: '' }));
    expect(result.errors).toEqual({ id: 'id', question: 'question', option1: 'option', explanation: 'explanation' });
  });

  it('refuses two answers that only differ by case or spaces', () => {
    expect(validateDraft(filled({ options: ['Ils sont partis', ' ils  sont partis', 'c', 'd'] })).errors).toEqual({ options: 'distinct' });
  });

  it('makes slugs without accents, punctuation or trailing hyphens', () => {
    expect(questionSlug('« Où est-il allé ? »', () => 0.5)).toBe('ou-est-il-alle-i000');
    expect(questionSlug('???', () => 0.123456)).toMatch(/^question-[a-z0-9]{4}$/);
  });
});
