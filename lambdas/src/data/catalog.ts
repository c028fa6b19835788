import { createHash } from 'node:crypto';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CategoryFile, MultipleChoiceQuestion } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { tableName } from './table.ts';

/** Questions of one quiz-zone level live together, so a game reads its level in one Query. */
const levelKey = (category: string, subcategory: string, level: number) => `QSET#${category}#${subcategory}#${level}`;
const CATALOG_PK = 'CATALOG';

export interface CatalogCategory {
  id: string;
  name: string;
  description: string;
  subcategories: { id: string; name: string; levels: number; questions: number }[];
}
export type StoredQuestion = Omit<MultipleChoiceQuestion, 'subcategory' | 'level'>;

export async function listCategories(): Promise<CatalogCategory[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :category)',
    ExpressionAttributeValues: { ':pk': CATALOG_PK, ':category': 'CATEGORY#' },
  }));
  return Items.map((item) => item.value as CatalogCategory);
}

export async function getCategory(category: string): Promise<CatalogCategory | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: CATALOG_PK, sk: `CATEGORY#${category}` } }));
  return Item?.value as CatalogCategory | undefined;
}

export async function levelQuestions(category: string, subcategory: string, level: number): Promise<StoredQuestion[]> {
  const { Items = [] } = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': levelKey(category, subcategory, level) } }));
  return Items.map((item) => item.value as StoredQuestion);
}

/**
 * Writes the content pack: the catalogue entry of each category and every question under its level. Writes are
 * puts keyed by the content's stable ids, so loading the pack again updates it without duplicating anything.
 */
export async function loadContentPack(files: CategoryFile[]): Promise<number> {
  const items = files.flatMap((file) => {
    const subcategories = file.subcategories.map((sub) => {
      const questions = file.questions.filter((q) => q.subcategory === sub.id);
      return { id: sub.id, name: sub.name, levels: Math.max(0, ...questions.map((q) => q.level)), questions: questions.length };
    });
    const category: CatalogCategory = { ...file.category, subcategories };
    return [
      { pk: CATALOG_PK, sk: `CATEGORY#${file.category.id}`, value: category },
      ...file.questions.map(({ subcategory, level, ...question }) => ({ pk: levelKey(file.category.id, subcategory, level), sk: `Q#${question.id}`, value: question })),
    ];
  });
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
      if (pending.length && attempt > 8) throw new Error('DynamoDB kept refusing content writes');
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
  return items.length;
}

const contentVersionKey = { pk: CATALOG_PK, sk: 'VERSION' };

/** Loads the pack only when it changed since the last load (compared by hash), so a restart stays quick. */
export async function loadContentPackIfChanged(files: CategoryFile[]): Promise<'loaded' | 'unchanged'> {
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex');
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: contentVersionKey }));
  if (Item?.hash === hash) return 'unchanged';
  await loadContentPack(files);
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...contentVersionKey, hash, loadedAt: new Date().toISOString() } }));
  return 'loaded';
}
