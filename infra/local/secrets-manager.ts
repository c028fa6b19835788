import { randomBytes, randomUUID } from 'node:crypto';
import * as z from 'zod';
import { AwsJsonError, listenAwsJson, type AwsJsonService } from './aws-json.ts';

/**
 * Secrets Manager, locally: GetSecretValue over the secrets the local cloud creates at start (the profile-unlock key,
 * Stripe's keys, the origin header's value), in AWS JSON 1.1 (`x-amz-target: secretsmanager.GetSecretValue`, what
 * @aws-sdk/client-secrets-manager 3.116x speaks). `AWS_ENDPOINT_URL_SECRETS_MANAGER` points the handlers' client
 * here, so they read their secrets as on AWS. A secret is found by its name or its ARN (`…:secret:<name>-<6 chars>`);
 * only its current version exists (`AWSCURRENT`). Kept in memory: the local cloud creates them anew at each start.
 */
const MAX_REQUEST_BYTES = 64 * 1024;
const CURRENT = 'AWSCURRENT';

const getSecretValueSchema = z.object({
  SecretId: z.string().min(1).max(2048),
  VersionId: z.string().min(32).max(64).optional(),
  VersionStage: z.string().min(1).max(256).optional(),
}).loose();

interface StoredSecret { arn: string; name: string; value: string; versionId: string; createdAt: number }

const notFound = (message: string) => new AwsJsonError(400, 'ResourceNotFoundException', undefined, message);

export interface LocalSecretsManagerOptions { region: string; account: string }

export class LocalSecretsManager {
  private listening: Awaited<ReturnType<typeof listenAwsJson>> | undefined;
  private readonly secrets = new Map<string, StoredSecret>();
  private readonly service: AwsJsonService = {
    target: 'secretsmanager',
    jsonVersion: '1.1',
    errorNamespace: 'com.amazonaws.secretsmanager',
    invalidInput: { type: 'InvalidParameterException' },
    maxRequestBytes: MAX_REQUEST_BYTES,
    operations: { GetSecretValue: (body) => this.getSecretValue(getSecretValueSchema.parse(body)) },
  };

  constructor(private readonly options: LocalSecretsManagerOptions) {}

  /** Creates the secret `name` (or gives it a new current value) and returns its ARN, as handlers are given it on AWS. */
  put(name: string, value: string): string {
    const existing = this.secrets.get(name);
    const arn = existing?.arn ?? `arn:aws:secretsmanager:${this.options.region}:${this.options.account}:secret:${name}-${randomBytes(6).toString('base64url').slice(0, 6)}`;
    this.secrets.set(name, { arn, name, value, versionId: randomUUID(), createdAt: Date.now() });
    return arn;
  }

  async listen(port: number): Promise<string> {
    this.listening = await listenAwsJson(this.service, port);
    return this.listening.url;
  }

  async stop(): Promise<void> {
    await this.listening?.stop();
  }

  getSecretValue({ SecretId, VersionId, VersionStage }: z.infer<typeof getSecretValueSchema>) {
    const secret = this.secrets.get(SecretId) ?? [...this.secrets.values()].find((candidate) => candidate.arn === SecretId);
    if (!secret) throw notFound("Secrets Manager can't find the specified secret.");
    if (VersionId !== undefined && VersionId !== secret.versionId) throw notFound(`Secrets Manager can't find the specified secret value for VersionId: ${VersionId}`);
    if (VersionStage !== undefined && VersionStage !== CURRENT) throw notFound(`Secrets Manager can't find the specified secret value for staging label: ${VersionStage}`);
    return {
      ARN: secret.arn,
      Name: secret.name,
      VersionId: secret.versionId,
      SecretString: secret.value,
      VersionStages: [CURRENT],
      CreatedDate: secret.createdAt / 1000,
    };
  }
}
