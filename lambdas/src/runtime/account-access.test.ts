import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACCESS_MAX_AGE_MS, forgetAccountAccess, recentAccountAccess } from './account-access.ts';

process.env.TABLE_NAME = 'plume-test';
const dynamo = mockClient(DynamoDBDocumentClient);

describe('account status for moves', () => {
  it('is read again once it is 60 s old, or at once when forgotten', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'ACCOUNT' } }).resolves({ Item: { status: 'active' } });
    const t0 = 1_000_000;
    expect(await recentAccountAccess('u1', t0)).toMatchObject({ active: true, deleted: false });
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'ACCOUNT' } }).resolves({ Item: { status: 'deactivated' } });
    expect((await recentAccountAccess('u1', t0 + ACCOUNT_ACCESS_MAX_AGE_MS - 1)).active).toBe(true);
    expect((await recentAccountAccess('u1', t0 + ACCOUNT_ACCESS_MAX_AGE_MS)).active).toBe(false);
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'ACCOUNT' } }).resolves({ Item: { status: 'active' } });
    forgetAccountAccess('u1');
    expect((await recentAccountAccess('u1', t0 + ACCOUNT_ACCESS_MAX_AGE_MS + 1)).active).toBe(true);
  });
});
