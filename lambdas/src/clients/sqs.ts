import { SQSClient } from '@aws-sdk/client-sqs';

/** The rules' dead-letter queues (the admin console); `AWS_ENDPOINT_URL_SQS` points it at the local cloud's. */
export const sqs = new SQSClient({});
