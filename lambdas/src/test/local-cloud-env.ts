import { inject } from 'vitest';

/** Points this test process's handlers at the shared local cloud, as the cloud does for its own handlers. */
export function useLocalCloudEnvironment(): void {
  const cloud = inject('cloud');
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-3',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb,
    AWS_ENDPOINT_URL_EVENTBRIDGE: cloud.eventbridge,
    AWS_ENDPOINT_URL_POLLY: cloud.polly,
    AWS_ENDPOINT_URL_S3: cloud.s3,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: cloud.secretsmanager,
    SPEECH_BUCKET: cloud.speechBucket,
    SPEECH_CLIP_SECRET_ID: cloud.speechClipSecretId,
    POLLY_VOICE_ID: cloud.pollyVoiceId,
    TABLE_NAME: cloud.tableName,
    EVENT_BUS_NAME: 'plume',
  });
}
