import { S3Client } from '@aws-sdk/client-s3';

/**
 * One S3 client per Lambda container, created at module load. Path-style addressing (`/<bucket>/<key>`) works on AWS
 * and is what the local cloud's S3 (AWS_ENDPOINT_URL_S3) understands, so the same options serve both.
 */
export const s3 = new S3Client({ forcePathStyle: true });
