import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { adminQuestionSchema, categoryIds, normalize, questionProblems, type AdminQuestion } from '@plume/shared';

/** The columns an import file has, in this order, after a header line. */
export const CSV_COLUMNS = ['category', 'subcategory', 'level', 'difficulty', 'question', 'option1', 'option2', 'option3', 'option4', 'answer', 'explanation', 'audio'] as const;

export interface CsvImport {
  questions: { category: (typeof categoryIds)[number]; question: AdminQuestion }[];
  errors: { line: number; message: string }[];
}

/** What an editor reads when a cell is wrong, by the field the schema names (French: the editors' language). */
const fieldProblems: Record<string, string> = {
  id: 'la sous-catégorie s’écrit en minuscules, chiffres et tirets',
  subcategory: 'la sous-catégorie s’écrit en minuscules, chiffres et tirets',
  level: 'le niveau est un nombre entier de 1 à 20',
  difficulty: 'la difficulté vaut facile, moyen ou difficile',
  question: 'la question est vide ou dépasse 300 caractères',
  options: 'chaque réponse compte de 1 à 120 caractères',
  answer: 'la bonne réponse est un numéro de 1 à 4',
  explanation: 'l’explication est vide ou dépasse 500 caractères',
};

/** A stable id from the question's text: importing the same file twice updates rather than duplicates. */
const importedId = (category: string, subcategory: string, level: number, question: string) =>
  `${category}-${subcategory}-${level}-import-${createHash('sha256').update(normalize(question)).digest('hex').slice(0, 10)}`;

/**
 * Reads an import file (comma- or semicolon-separated, as spreadsheets export, quotes allowed). Every line is checked;
 * the caller writes nothing unless `errors` is empty. `answer` is 1–4, as a person counts options.
 */
export function parseQuestionCsv(csv: string): CsvImport {
  const errors: CsvImport['errors'] = [];
  let records: string[][];
  try {
    const delimiter = (csv.split('\n')[0] ?? '').includes(';') ? ';' : ',';
    records = parse(csv.replace(/^\uFEFF/, ''), { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    return { questions: [], errors: [{ line: (error as { lines?: number }).lines ?? 1, message: `CSV illisible : ${(error as Error).message}` }] };
  }
  const [header, ...rows] = records;
  if (!header || header.map((h) => h.toLowerCase()).join(',') !== CSV_COLUMNS.join(',')) {
    return { questions: [], errors: [{ line: 1, message: `En-tête attendu : ${CSV_COLUMNS.join(',')}` }] };
  }
  const questions: CsvImport['questions'] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const line = i + 2;
    if (row.length !== CSV_COLUMNS.length) return void errors.push({ line, message: `${CSV_COLUMNS.length} colonnes attendues, ${row.length} trouvées` });
    const cell = Object.fromEntries(CSV_COLUMNS.map((column, k) => [column, row[k]!])) as Record<(typeof CSV_COLUMNS)[number], string>;
    const category = categoryIds.find((id) => id === cell.category);
    if (!category) return void errors.push({ line, message: `catégorie inconnue « ${cell.category} »` });
    const level = Number(cell.level);
    const parsed = adminQuestionSchema.safeParse({
      id: importedId(category, cell.subcategory, level, cell.question), subcategory: cell.subcategory, level, difficulty: cell.difficulty,
      question: cell.question, options: [cell.option1, cell.option2, cell.option3, cell.option4], answer: Number(cell.answer) - 1,
      explanation: cell.explanation, language: 'fr', audio: ['1', 'oui', 'true', 'yes'].includes(cell.audio.toLowerCase()),
    });
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))];
      return void errors.push({ line, message: fields.map((field) => fieldProblems[field] ?? `colonne « ${field} » invalide`).join(' ; ') });
    }
    const problems = questionProblems(parsed.data);
    if (problems.length) return void errors.push({ line, message: 'les quatre réponses doivent être différentes' });
    if (seen.has(parsed.data.id)) return void errors.push({ line, message: 'question en double dans le fichier' });
    seen.add(parsed.data.id);
    questions.push({ category, question: parsed.data });
  });
  if (!rows.length) errors.push({ line: 2, message: 'aucune question dans le fichier' });
  return { questions, errors };
}
