import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#clients/dynamo';
import { tableName } from './table.ts';

export const accountKey = (uid: string) => ({ pk: `USER#${uid}`, sk: 'ACCOUNT' });

/** Whether the account holds an active subscription (the `users/{uid}.isPremium` flag of the seed). */
export async function isPremium(uid: string): Promise<boolean> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: accountKey(uid), ProjectionExpression: 'isPremium' }));
  return Item?.isPremium === true;
}
