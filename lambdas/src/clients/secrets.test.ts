import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSecrets, profileUnlockKey, SECRET_MAX_AGE_MS, secretString, stripeSecret } from './secrets.ts';

const secretsManager = mockClient(SecretsManagerClient);
const unlockArn = 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:ProfileUnlockSecret-AbCdEf';
process.env.PROFILE_UNLOCK_SECRET_ID = unlockArn;
process.env.STRIPE_SECRET_ID = 'plume/stripe';

const reads = (secretId: string) => secretsManager.commandCalls(GetSecretValueCommand, { SecretId: secretId }).length;

beforeEach(() => {
  secretsManager.reset();
  forgetSecrets();
});

describe('secrets read at run time', () => {
  it('reads the secret the environment names, once per 5 minutes per execution environment', async () => {
    // Prepare
    secretsManager.on(GetSecretValueCommand, { SecretId: unlockArn }).resolvesOnce({ SecretString: 'key-1' }).resolves({ SecretString: 'key-2' });
    const t0 = 1_000_000;
    // Act
    const first = await Promise.all([secretString(unlockArn, t0), secretString(unlockArn, t0 + 1)]);
    const cached = await secretString(unlockArn, t0 + SECRET_MAX_AGE_MS - 1);
    const reread = await secretString(unlockArn, t0 + SECRET_MAX_AGE_MS);
    // Assess
    expect(first).toEqual(['key-1', 'key-1']);
    expect(cached).toBe('key-1');
    expect(reread).toBe('key-2');
    expect(reads(unlockArn)).toBe(2);
    expect(await profileUnlockKey()).toBe('key-2');
  });

  it('does not keep a failed read: the next call asks again', async () => {
    secretsManager.on(GetSecretValueCommand).rejectsOnce(new ResourceNotFoundException({ message: 'not found', $metadata: {} })).resolves({ SecretString: 'key' });
    await expect(secretString(unlockArn)).rejects.toThrow(ResourceNotFoundException);
    expect(await secretString(unlockArn)).toBe('key');
    expect(reads(unlockArn)).toBe(2);
  });

  it('refuses a secret without a string value', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretBinary: new Uint8Array([1]) });
    await expect(secretString(unlockArn)).rejects.toThrow(/no string value/);
  });

  it('parses Stripe\'s JSON secret and refuses one missing a field', async () => {
    const stripe = { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' };
    secretsManager.on(GetSecretValueCommand, { SecretId: 'plume/stripe' }).resolvesOnce({ SecretString: JSON.stringify(stripe) }).resolves({ SecretString: JSON.stringify({ ...stripe, webhookSecret: '' }) });
    expect(await stripeSecret()).toEqual(stripe);
    forgetSecrets();
    await expect(stripeSecret()).rejects.toThrow(/webhookSecret/);
  });
});
