import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { freePort } from './ports.ts';
import { LocalSecretsManager } from './secrets-manager.ts';

describe('the local Secrets Manager GetSecretValue, through the real SDK client (AWS JSON 1.1)', () => {
  const secrets = new LocalSecretsManager({ region: 'eu-west-3', account: '000000000000' });
  let client: SecretsManagerClient;
  let unlockArn: string;

  beforeAll(async () => {
    const endpoint = await secrets.listen(await freePort());
    client = new SecretsManagerClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    unlockArn = secrets.put('plume/profile-unlock', 'key-1');
    secrets.put('plume/stripe', '{"secretKey":"sk_test_local"}');
  });
  afterAll(() => secrets.stop());

  it('answers a secret by its ARN or its name, with its current version', async () => {
    expect(unlockArn).toMatch(/^arn:aws:secretsmanager:eu-west-3:000000000000:secret:plume\/profile-unlock-[\w-]{6}$/);
    const byArn = await client.send(new GetSecretValueCommand({ SecretId: unlockArn }));
    expect(byArn).toMatchObject({ ARN: unlockArn, Name: 'plume/profile-unlock', SecretString: 'key-1', VersionStages: ['AWSCURRENT'] });
    expect(byArn.CreatedDate).toBeInstanceOf(Date);
    const byName = await client.send(new GetSecretValueCommand({ SecretId: 'plume/stripe', VersionStage: 'AWSCURRENT' }));
    expect(JSON.parse(byName.SecretString!)).toEqual({ secretKey: 'sk_test_local' });
  });

  it('keeps the ARN and changes the version when a value is put again', async () => {
    const before = await client.send(new GetSecretValueCommand({ SecretId: unlockArn }));
    expect(secrets.put('plume/profile-unlock', 'key-2')).toBe(unlockArn);
    const after = await client.send(new GetSecretValueCommand({ SecretId: unlockArn }));
    expect(after.SecretString).toBe('key-2');
    expect(after.VersionId).not.toBe(before.VersionId);
  });

  it('answers an unknown secret, version or stage with ResourceNotFoundException, and bad input with InvalidParameterException', async () => {
    await expect(client.send(new GetSecretValueCommand({ SecretId: 'plume/unknown' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(client.send(new GetSecretValueCommand({ SecretId: 'plume/stripe', VersionStage: 'AWSPREVIOUS' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(client.send(new GetSecretValueCommand({ SecretId: 'plume/stripe', VersionId: '0'.repeat(36) }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(client.send(new GetSecretValueCommand({ SecretId: '' }))).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});
