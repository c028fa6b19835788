import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminQuestion, CategoryFile, ContentPack, FunAndLearnPassage, GuessTheWordEntry, MultipleChoiceQuestion, TrueFalseStatement } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { batchWrite, cancellationReasons, queryAll, tableName, writeIfCondition } from '#table/table';
import { passageItems } from '#dictation/data/dictations';
import { clueBankItems } from '#crosswords/data/crosswords';
import { spellingBankItems } from '#spelling/data/spelling';

/**
 * The quiz content in the table. Each category is one partition (`QCAT#<category>`), its questions sorted by
 * subcategory and level, so a level is one Query on a prefix and a whole category (self challenge, daily quiz) one
 * Query too. Audio questions are also in a sparse index (`gsi1pk = QAUDIO`). The other modes' content sits in one
 * partition per mode (`POOL#<mode>`), small enough to read at once. Hidden questions stay stored but are never served.
 */
const CATALOG_PK = 'CATALOG';
const categoryPk = (category: string) => `QCAT#${category}`;
const levelPrefix = (subcategory: string, level: number) => `Q#${subcategory}#${String(level).padStart(2, '0')}#`;
const questionSk = (q: { subcategory: string; level: number; id: string }) => `${levelPrefix(q.subcategory, q.level)}${q.id}`;
const poolPk = (mode: 'true-false' | 'guess-the-word' | 'fun-and-learn') => `POOL#${mode}`;
const AUDIO_INDEX = 'QAUDIO';

export interface CatalogCategory {
  id: string;
  name: string;
  description: string;
  subcategories: { id: string; name: string; levels: number; questions: number }[];
}
/** A question as stored: the pack's fields, its category, and whether an admin hid it. */
export type StoredQuestion = MultipleChoiceQuestion & { category: string; hidden?: boolean };

const visible = (items: Record<string, unknown>[]) => items.map((item) => item.value as StoredQuestion).filter((q) => !q.hidden);

export async function listCategories(): Promise<CatalogCategory[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :category)', ExpressionAttributeValues: { ':pk': CATALOG_PK, ':category': 'CATEGORY#' } });
  return items.map((item) => item.value as CatalogCategory);
}

export async function getCategory(category: string): Promise<CatalogCategory | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: CATALOG_PK, sk: `CATEGORY#${category}` } }));
  return Item?.value as CatalogCategory | undefined;
}

/** A level's questions, hidden ones included when an admin asks. */
export async function levelQuestions(category: string, subcategory: string, level: number, options: { includeHidden?: boolean } = {}): Promise<StoredQuestion[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': categoryPk(category), ':prefix': levelPrefix(subcategory, level) } });
  return options.includeHidden ? items.map((item) => item.value as StoredQuestion) : visible(items);
}

export async function categoryQuestions(category: string): Promise<StoredQuestion[]> {
  return visible(await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': categoryPk(category), ':prefix': 'Q#' } }));
}

export async function audioQuestions(category?: string): Promise<StoredQuestion[]> {
  return visible(await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: category ? 'gsi1pk = :pk AND begins_with(gsi1sk, :category)' : 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': AUDIO_INDEX, ...(category ? { ':category': `${category}#` } : {}) },
  }));
}

export async function trueFalseStatements(category?: string): Promise<TrueFalseStatement[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': poolPk('true-false') } });
  return items.map((item) => item.value as TrueFalseStatement).filter((s) => !category || s.category === category);
}

export async function guessTheWordEntries(): Promise<GuessTheWordEntry[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': poolPk('guess-the-word') } });
  return items.map((item) => item.value as GuessTheWordEntry);
}

export interface PassageSummary { id: string; title: string; category: string; questions: number }

/** The passages without their text, for the picking screen (the summary is stored beside each passage). */
export async function listPassages(): Promise<PassageSummary[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': poolPk('fun-and-learn') }, ProjectionExpression: 'summary' });
  return items.map((item) => item.summary as PassageSummary);
}

export async function getPassage(id: string): Promise<FunAndLearnPassage | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: poolPk('fun-and-learn'), sk: id } }));
  return Item?.value as FunAndLearnPassage | undefined;
}

/** The daily quiz's questions for a day, once chosen: everyone plays the same set. */
export async function getDailySet(day: string): Promise<StoredQuestion[] | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: CATALOG_PK, sk: `DAILY#${day}` } }));
  return Item?.questions as StoredQuestion[] | undefined;
}

/** Keeps the first set chosen for a day; a racing second writer gets that one back. */
export async function saveDailySet(day: string, questions: StoredQuestion[]): Promise<StoredQuestion[]> {
  const saved = await writeIfCondition(dynamo.send(new PutCommand({ TableName: tableName(), Item: { pk: CATALOG_PK, sk: `DAILY#${day}`, questions }, ConditionExpression: 'attribute_not_exists(pk)' })));
  return saved ? questions : (await getDailySet(day))!;
}

function questionItem(category: string, question: AdminQuestion, editedAt?: string): Record<string, unknown> {
  const value: StoredQuestion = { ...question, category };
  return {
    pk: categoryPk(category),
    sk: questionSk(question),
    value,
    ...(question.audio ? { gsi1pk: AUDIO_INDEX, gsi1sk: `${category}#${question.id}` } : {}),
    ...(editedAt ? { editedAt } : {}),
  };
}

function categorySummary(file: Pick<CategoryFile, 'category' | 'subcategories'>, questions: readonly { subcategory: string; level: number }[]): CatalogCategory {
  const subcategories = file.subcategories.map((sub) => {
    const own = questions.filter((q) => q.subcategory === sub.id);
    return { id: sub.id, name: sub.name, levels: Math.max(0, ...own.map((q) => q.level)), questions: own.length };
  });
  return { ...file.category, subcategories };
}

/** Questions an admin edited: a new pack leaves them as the admin left them. */
async function editedQuestionKeys(category: string): Promise<Set<string>> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', FilterExpression: 'attribute_exists(editedAt)', ProjectionExpression: 'sk', ExpressionAttributeValues: { ':pk': categoryPk(category) } });
  return new Set(items.map((item) => item.sk as string));
}

/**
 * Writes the content pack. Writes are puts keyed by the content's stable ids, so loading the pack again updates it
 * without duplicating anything; questions an admin edited are kept.
 */
export async function loadContentPack(pack: ContentPack): Promise<number> {
  const items: Record<string, unknown>[] = [];
  for (const file of pack.categories) {
    const edited = await editedQuestionKeys(file.category.id);
    items.push({ pk: CATALOG_PK, sk: `CATEGORY#${file.category.id}`, value: categorySummary(file, file.questions) });
    items.push(...file.questions.map((q) => questionItem(file.category.id, q)).filter((item) => !edited.has(item.sk as string)));
  }
  items.push(...pack.trueFalse.map((value) => ({ pk: poolPk('true-false'), sk: value.id, value })));
  items.push(...pack.guessTheWord.map((value) => ({ pk: poolPk('guess-the-word'), sk: value.id, value })));
  items.push(...pack.funAndLearn.map((value) => ({
    pk: poolPk('fun-and-learn'), sk: value.id, value,
    summary: { id: value.id, title: value.title, category: value.category, questions: value.questions.length } satisfies PassageSummary,
  })));
  items.push(...passageItems(pack.dictations, pack.dictationInflections));
  items.push(...clueBankItems(pack.crosswordClues));
  items.push(...spellingBankItems(pack.spellingWords));
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })), 'content writes');
  return items.length;
}

const contentVersionKey = { pk: CATALOG_PK, sk: 'VERSION' };

/** Loads the pack only when it changed since the last load (compared by hash), so a restart stays quick. */
export async function loadContentPackIfChanged(pack: ContentPack): Promise<'loaded' | 'unchanged'> {
  const hash = createHash('sha256').update(JSON.stringify(pack)).digest('hex');
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: contentVersionKey }));
  if (Item?.hash === hash) return 'unchanged';
  await loadContentPack(pack);
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...contentVersionKey, hash, loadedAt: new Date().toISOString() } }));
  return 'loaded';
}

/** How many times a save recounts when other saves of the category keep changing its summary under it. */
const SUMMARY_ATTEMPTS = 8;

/**
 * Saves admin questions (created, edited, hidden or imported) with the category's summary recounted, in one
 * transaction per 99 questions so a batch is written whole or not at all. A question that moved to another level
 * keeps one copy: its old item is deleted in the same transaction. The summary is written only over the revision the
 * recount read: when two saves of one category cross, the later one recounts (its question writes are idempotent),
 * so neither's questions go missing from the counts.
 */
export async function saveQuestions(category: string, questions: AdminQuestion[], editedBy: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await saveQuestionsOverRevision(category, questions, editedBy);
    } catch (error) {
      if (!cancellationReasons(error)?.some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict') || attempt === SUMMARY_ATTEMPTS) throw error;
    }
  }
}

async function saveQuestionsOverRevision(category: string, questions: AdminQuestion[], editedBy: string): Promise<void> {
  const { Item: summaryItem } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: CATALOG_PK, sk: `CATEGORY#${category}` }, ConsistentRead: true }));
  const summary = summaryItem?.value as CatalogCategory | undefined;
  if (!summary) throw new Error(`unknown category ${category}`);
  const revision = (summaryItem?.revision as number | undefined) ?? 0;
  const existing = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': categoryPk(category), ':prefix': 'Q#' }, ProjectionExpression: 'sk, #value.id, #value.subcategory, #value.#level', ExpressionAttributeNames: { '#value': 'value', '#level': 'level' } });
  const current = new Map(existing.map((item) => [(item.value as StoredQuestion).id, item.sk as string]));
  const editedAt = new Date().toISOString();
  const writes = questions.flatMap((question) => {
    const item = questionItem(category, question, editedAt);
    const previous = current.get(question.id);
    return [
      { Put: { TableName: tableName(), Item: { ...item, editedBy } } },
      ...(previous && previous !== item.sk ? [{ Delete: { TableName: tableName(), Key: { pk: categoryPk(category), sk: previous } } }] : []),
    ];
  });
  const all = [...existing.map((item) => item.value as StoredQuestion).filter((q) => !questions.some((n) => n.id === q.id)), ...questions];
  const subcategoryNames = new Map(summary.subcategories.map((s) => [s.id, s.name]));
  for (const q of questions) if (!subcategoryNames.has(q.subcategory)) subcategoryNames.set(q.subcategory, q.subcategory);
  const recounted = categorySummary({ category: { id: summary.id as CategoryFile['category']['id'], name: summary.name, description: summary.description }, subcategories: [...subcategoryNames].map(([id, name]) => ({ id, name })) }, all);
  const summaryWrite = {
    Put: {
      TableName: tableName(),
      Item: { pk: CATALOG_PK, sk: `CATEGORY#${category}`, value: recounted, revision: revision + 1 },
      ConditionExpression: revision === 0 ? 'attribute_not_exists(#revision)' : '#revision = :read',
      ExpressionAttributeNames: { '#revision': 'revision' },
      ...(revision === 0 ? {} : { ExpressionAttributeValues: { ':read': revision } }),
    },
  };
  for (let i = 0; i < writes.length || i === 0; i += 98) {
    const chunk = writes.slice(i, i + 98);
    const last = i + 98 >= writes.length;
    await dynamo.send(new TransactWriteCommand({ TransactItems: [...chunk, ...(last ? [summaryWrite] : [])] }));
  }
}
