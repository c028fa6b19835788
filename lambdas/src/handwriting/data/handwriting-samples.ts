import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ContributeHandwritingRequest, ExportedHandwritingSample, HandwritingConsent } from '@plume/shared/spelling/handwriting-samples';
import { MAX_EXPORT_PAGE } from '@plume/shared/spelling/handwriting-samples';
import { dynamo } from '#clients/dynamo';
import { batchWrite, cancellationReasons, queryAll, tableName } from '#table/table';

/*
 * Handwritten letters given with the account holder's consent, in the account's own partition (`USER#<sub>`), so
 * deleting the account deletes them; the `HWSAMPLES` index lists them oldest first for the admins' export, which
 * carries no account id. Strokes are kept as their JSON text (`[[x0, y0, x1, y1, …], …]`): one string attribute.
 */
const pk = (uid: string) => `USER#${uid}`;
const CONSENT_SK = 'HWCONSENT';
const SAMPLE_PREFIX = 'HWSAMPLE#';
const EXPORT_INDEX = 'HWSAMPLES';

interface SampleItem { letter: string; strokes: string; givenAt: string; gsi1sk: string }

async function consentOf(uid: string): Promise<boolean> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: pk(uid), sk: CONSENT_SK }, ProjectionExpression: 'consent' }));
  return Item?.consent === true;
}

async function sampleKeys(uid: string): Promise<{ pk: string; sk: string }[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk(uid), ':prefix': SAMPLE_PREFIX }, ProjectionExpression: 'pk, sk' });
  return items as { pk: string; sk: string }[];
}

export async function getConsent(uid: string): Promise<HandwritingConsent> {
  const [consent, keys] = await Promise.all([consentOf(uid), sampleKeys(uid)]);
  return { consent, samples: keys.length };
}

/**
 * Gives or withdraws consent. Withdrawing first turns it off (a contribution is conditioned on it, so none can land
 * after), then deletes every sample the account gave.
 */
export async function setConsent(uid: string, consent: boolean): Promise<HandwritingConsent> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { pk: pk(uid), sk: CONSENT_SK, consent, changedAt: new Date().toISOString() } }));
  if (!consent) await batchWrite((await sampleKeys(uid)).map((Key) => ({ DeleteRequest: { Key } })), 'handwriting samples');
  return getConsent(uid);
}

/**
 * Keeps the letters of one word, all or none, only while consent holds and only once per `setId`: one transaction
 * checks the consent and puts each letter where none is yet. Returns the letters stored (0 for a set given before),
 * or `no-consent`.
 */
export async function storeSamples(uid: string, { setId, letters }: ContributeHandwritingRequest, now = new Date()): Promise<number | 'no-consent'> {
  const givenAt = now.toISOString();
  for (let attempt = 1; ; attempt++) {
    const stored = await tryStore(uid, setId, letters, givenAt);
    // The same word sent twice at once: DynamoDB cancels the transactions that overlap another one in flight. Tried
    // again a moment later, this one finds the other's letters (0 stored) or stores its own.
    if (stored !== 'conflict') return stored;
    if (attempt >= MAX_ATTEMPTS) throw new Error(`handwriting samples of set ${setId} kept conflicting`);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
  }
}

const MAX_ATTEMPTS = 5;

async function tryStore(uid: string, setId: string, letters: ContributeHandwritingRequest['letters'], givenAt: string): Promise<number | 'no-consent' | 'conflict'> {
  try {
    await dynamo.send(new TransactWriteCommand({
      TransactItems: [
        { ConditionCheck: { TableName: tableName(), Key: { pk: pk(uid), sk: CONSENT_SK }, ConditionExpression: 'consent = :yes', ExpressionAttributeValues: { ':yes': true } } },
        ...letters.map((sample, index) => {
          const sk = `${SAMPLE_PREFIX}${setId}#${String(index).padStart(2, '0')}`;
          return {
            Put: {
              TableName: tableName(),
              Item: { pk: pk(uid), sk, letter: sample.letter, strokes: JSON.stringify(sample.strokes), givenAt, gsi1pk: EXPORT_INDEX, gsi1sk: `${givenAt}#${setId}#${index}` },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          };
        }),
      ],
    }));
    return letters.length;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (reasons[0] === 'ConditionalCheckFailed') return 'no-consent';
    if (reasons.slice(1).some((reason) => reason === 'ConditionalCheckFailed')) return 0;
    if (reasons.includes('TransactionConflict')) return 'conflict';
    throw error;
  }
}

/** A page of every account's samples, oldest first, after the index key `after` (the previous page's `next`). */
export async function exportSamples(after?: string): Promise<{ samples: ExportedHandwritingSample[]; next?: string }> {
  const { Items = [], LastEvaluatedKey } = await dynamo.send(new QueryCommand({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: after ? 'gsi1pk = :pk AND gsi1sk > :after' : 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': EXPORT_INDEX, ...(after ? { ':after': after } : {}) },
    Limit: MAX_EXPORT_PAGE,
  }));
  const items = Items as SampleItem[];
  const samples = items.map(({ letter, strokes, givenAt }) => ({ letter, strokes: JSON.parse(strokes) as number[][], givenAt })) as ExportedHandwritingSample[];
  return { samples, ...(LastEvaluatedKey && items.length ? { next: items.at(-1)!.gsi1sk } : {}) };
}
