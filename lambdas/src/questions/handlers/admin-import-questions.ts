import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { parseQuestionCsv } from '#questions/question-csv';
import { saveQuestions } from '#questions/data/catalog';

/** Imports questions from CSV: all lines are checked first; one wrong line and nothing is written. */
export const handler = httpHandler(api.adminImportQuestions, async ({ body, identity }) => {
  const { questions, errors } = parseQuestionCsv(body.csv);
  if (errors.length) throw new Refusal('invalid', 'import_rejected', { imported: 0, errors });
  for (const category of new Set(questions.map((q) => q.category))) {
    await saveQuestions(category, questions.filter((q) => q.category === category).map((q) => q.question), identity.sub);
  }
  return { status: 201, message: 'questions_imported', data: { imported: questions.length, errors: [] } };
});
