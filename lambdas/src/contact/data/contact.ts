import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { contactRequestSchema } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { emailOwnerId, ownedBy } from '#table/ownership';
import { tableName } from '#table/table';

/** Contact messages, newest first per day, for the team to read (gsi1 lists them all by date). */
export async function saveContactMessage(message: z.infer<typeof contactRequestSchema>, sourceIp: string): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await dynamo.send(new PutCommand({
    TableName: tableName(),
    // Owned by the address it came from: deleting the account with that address deletes it (see ownership.ts).
    Item: { pk: `CONTACT#${id}`, sk: 'CONTACT', gsi1pk: 'CONTACT', gsi1sk: `${at}#${id}`, ...ownedBy(emailOwnerId(message.email), `CONTACT#${id}`), id, at, sourceIp, status: 'new', ...message },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
  return id;
}
