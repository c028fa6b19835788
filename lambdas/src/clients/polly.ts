import { PollyClient } from '@aws-sdk/client-polly';

/**
 * One Polly client per Lambda container, created at module load. Locally, AWS_ENDPOINT_URL_POLLY points it at the
 * local cloud's Polly (espeak-ng); the SDK speaks HTTP/2 to both.
 */
export const polly = new PollyClient({});
