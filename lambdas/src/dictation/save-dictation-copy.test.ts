import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { Refusal } from '@plume/shared';
import { saveDictationCopy } from './save-dictation-copy.ts';

process.env.TABLE_NAME = 'plume-test';
const dynamo = mockClient(DynamoDBDocumentClient);
const request = { profileId: 'p1', attemptId: 'a1', copy: 'Le chat dort.', revision: 4 };
const now = new Date('2026-11-29T12:00:00.000Z');
const refused = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const attempt = (fields: Record<string, unknown>) => ({ Item: { pk: 'PROFILE#p1', sk: 'DICTATION#a1', attemptId: 'a1', profileId: 'p1', status: 'started', ...fields } });

beforeEach(() => {
  dynamo.reset();
});

describe('saving a dictation copy', () => {
  it('writes the copy onto the started, live attempt, only over an older revision', async () => {
    // Prepare
    dynamo.on(UpdateCommand).resolves({});

    // Act
    const saved = await saveDictationCopy(request, now);

    // Assess
    expect(saved).toEqual({ revision: 4, saved: true });
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'PROFILE#p1', sk: 'DICTATION#a1' });
    expect(input.ConditionExpression).toBe('attribute_exists(pk) AND #status = :started AND (attribute_not_exists(#revision) OR #revision < :revision) AND (attribute_not_exists(expiresAt) OR expiresAt > :now)');
    expect(input.ExpressionAttributeValues).toMatchObject({ ':copy': 'Le chat dort.', ':revision': 4, ':savedAt': '2026-11-29T12:00:00.000Z', ':started': 'started' });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('answers the stored revision when a newer save is already there', async () => {
    dynamo.on(UpdateCommand).rejects(refused());
    dynamo.on(GetCommand).resolves(attempt({ copy: 'plus récent', copyRevision: 6 }));

    expect(await saveDictationCopy(request, now)).toEqual({ revision: 6, saved: false });
  });

  it('refuses a save once the attempt is handed in (409), and an attempt this profile does not have (404)', async () => {
    dynamo.on(UpdateCommand).rejects(refused());
    dynamo.on(GetCommand).resolvesOnce(attempt({ status: 'submitted', copyRevision: 3 })).resolvesOnce({}).resolvesOnce(attempt({ expiresAt: 1 }));

    await expect(saveDictationCopy(request, now)).rejects.toEqual(new Refusal('conflict', 'dictation_already_submitted'));
    await expect(saveDictationCopy(request, now)).rejects.toMatchObject({ kind: 'not_found', key: 'dictation_attempt_not_found' });
    // Expired (a TTL deletes late): as good as gone.
    await expect(saveDictationCopy(request, now)).rejects.toMatchObject({ kind: 'not_found', key: 'dictation_attempt_not_found' });
  });
});
