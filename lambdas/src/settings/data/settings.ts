import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  customLanguageWordsSchema, systemConfigurationSchema, settingsPageSchema, type CustomLanguage, type CustomLanguageWords, type SettingsPage, type SettingsType,
  type SystemConfiguration,
} from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { parseStored, tableName, writeIfCondition } from '#table/table';

const systemKey = { pk: 'SETTINGS', sk: 'SYSTEM' };
const pageKey = (type: SettingsType) => ({ pk: 'SETTINGS', sk: `PAGE#${type}` });
/** The admins' custom translation set: an item of its own, so the configuration every page reads stays small. */
const customLanguageKey = { pk: 'SETTINGS', sk: 'CUSTOM_LANGUAGE' };

export async function getSystemConfiguration(): Promise<SystemConfiguration | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: systemKey }));
  return Item ? parseStored(systemConfigurationSchema, Item.value, 'system configuration') : undefined;
}

export async function getSettingsPage(type: SettingsType): Promise<SettingsPage | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: pageKey(type) }));
  return Item ? parseStored(settingsPageSchema, Item.value, `settings page ${type}`) : undefined;
}

/** The custom translation set, empty until an admin saves one. */
export async function getCustomLanguage(): Promise<CustomLanguage> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: customLanguageKey }));
  return Item ? { words: parseStored(customLanguageWordsSchema, Item.words, 'custom language'), updatedAt: Item.updatedAt as string } : { words: {}, updatedAt: null };
}

/** Replaces the custom translation set whole. */
export async function saveCustomLanguage(words: CustomLanguageWords, updatedBy: string): Promise<CustomLanguage & { updatedAt: string }> {
  const updatedAt = new Date().toISOString();
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...customLanguageKey, words, updatedBy, updatedAt } }));
  return { words, updatedAt };
}

/** Merges a validated patch into the stored configuration in one conditional write, and returns the result. */
export async function updateSystemConfiguration(patch: Partial<SystemConfiguration>, updatedBy: string): Promise<SystemConfiguration> {
  const names: Record<string, string> = { '#value': 'value' };
  const values: Record<string, unknown> = { ':by': updatedBy, ':at': new Date().toISOString() };
  const sets = Object.entries(patch).map(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    return `#value.#f${index} = :v${index}`;
  });
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: systemKey,
      UpdateExpression: `SET ${sets.join(', ')}, updatedBy = :by, updatedAt = :at`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return parseStored(systemConfigurationSchema, Attributes?.value, 'system configuration');
}

/** Writes seed values only where nothing is stored yet, so a restart or a redeploy never overwrites an admin's edit. */
export async function seedSettings(system: SystemConfiguration, pages: SettingsPage[]): Promise<void> {
  const items = [{ ...systemKey, value: system }, ...pages.map((page) => ({ ...pageKey(page.type), value: page }))];
  await Promise.all(
    items.map((item) =>
      writeIfCondition(dynamo.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }))),
    ),
  );
}
