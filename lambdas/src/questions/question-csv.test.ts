import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, parseQuestionCsv } from './question-csv.ts';

const header = CSV_COLUMNS.join(',');
const line = (overrides: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}) => {
  const row = { category: 'orthographe', subcategory: 'accords', level: '2', difficulty: 'facile', question: 'Quel mot est bien écrit ?', option1: 'Bateau', option2: 'Batau', option3: 'Bato', option4: 'Bâteau', answer: '1', explanation: 'On écrit « bateau ».', audio: 'non', ...overrides };
  return CSV_COLUMNS.map((c) => (row[c].includes(',') ? `"${row[c]}"` : row[c])).join(',');
};

describe('parseQuestionCsv', () => {
  it('reads questions with quoted commas, 1-based answers and a stable id', () => {
    const { questions, errors } = parseQuestionCsv([header, line({ explanation: 'Avec un « e », comme « eau ».' }), line({ question: 'Et celui-ci ?', answer: '4', audio: 'oui' })].join('\n'));
    expect(errors).toEqual([]);
    expect(questions).toHaveLength(2);
    expect(questions[0]!.question).toMatchObject({ answer: 0, explanation: 'Avec un « e », comme « eau ».', level: 2, audio: false });
    expect(questions[1]!.question).toMatchObject({ answer: 3, audio: true });
    expect(parseQuestionCsv([header, line()].join('\n')).questions[0]!.question.id).toBe(questions[0]!.question.id);
  });

  it('accepts the semicolon files spreadsheets export in French', () => {
    const csv = [CSV_COLUMNS.join(';'), line().replaceAll(',', ';')].join('\n');
    expect(parseQuestionCsv(csv)).toMatchObject({ errors: [], questions: [{ category: 'orthographe' }] });
  });

  it('reports every bad line with its number and keeps none of them', () => {
    const { questions, errors } = parseQuestionCsv([header, line(), line({ category: 'cuisine' }), line({ answer: '5', question: 'Q2 ?' }), line({ option2: 'bateau', question: 'Q3 ?' }), line(), 'trop,court'].join('\n'));
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7]);
    expect(errors[0]!.message).toContain('cuisine');
    expect(errors[1]!.message).toBe('la bonne réponse est un numéro de 1 à 4');
    expect(errors[3]!.message).toContain('double');
    expect(questions).toHaveLength(1);
  });

  it('refuses a file without the expected header', () => {
    expect(parseQuestionCsv('a,b,c\n1,2,3').errors[0]).toMatchObject({ line: 1, message: expect.stringContaining('En-tête attendu') });
  });
});
