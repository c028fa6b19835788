import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { tableName } from '#table/table';
import { profileKeys } from '#table/keys';

/** Math mania's levels are kept like a quiz-zone subcategory's, under this pseudo-category. */
export const MATH_MANIA_PROGRESS = { category: 'math-mania', subcategory: 'all' } as const;


export async function playedLevels(profileId: string, category: string, subcategory: string): Promise<Set<number>> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.levels(profileId, category, subcategory) }));
  return new Set((Item?.played as Set<number> | undefined) ?? []);
}

/** Adds the level to the played set (a DynamoDB number set: adding twice changes nothing). */
export async function markLevelPlayed(profileId: string, category: string, subcategory: string, level: number): Promise<void> {
  await dynamo.send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.levels(profileId, category, subcategory),
    UpdateExpression: 'ADD played :level',
    ExpressionAttributeValues: { ':level': new Set([level]) },
  }));
}
