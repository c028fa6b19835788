import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type {} from '@plume/lambdas/test/cloud-client';
import { POLLY_VOICE_ID, SPEECH_BUCKET, SPEECH_CLIP_SECRET_NAME, startLocalCloud } from './cloud.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from './stripe.ts';

/** One local cloud for the whole integration run, on free ports and a throwaway data directory. */
export default async function setup(project: TestProject) {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR'; // rejected-input warnings are what the tests provoke
  const dataDir = mkdtempSync(join(tmpdir(), 'plume-int-'));
  const cloud = await startLocalCloud({ dataDir, port: 0, retryBaseDelayMs: 20 }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true }); // a failed start leaves no folder behind either
    throw error;
  });
  project.provide('cloud', {
    url: cloud.url,
    ...cloud.userPool,
    ...cloud.endpoints,
    tableName: cloud.tableName,
    speechBucket: SPEECH_BUCKET,
    speechClipSecretId: SPEECH_CLIP_SECRET_NAME,
    pollyVoiceId: POLLY_VOICE_ID,
    demoPassword: DEMO_PASSWORD,
    demoTotpSecrets: Object.fromEntries(demoAccounts.flatMap(({ email, totpSecret }) => (totpSecret ? [[email, totpSecret]] : []))),
    stripeWebhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    oauthDomain: cloud.oauthDomain,
    identityProviderIssuer: cloud.identityProviderIssuer,
  });
  return async () => {
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
