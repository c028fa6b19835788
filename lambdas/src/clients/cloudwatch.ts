import { CloudWatchClient } from '@aws-sdk/client-cloudwatch';

/** The business figures of the admin console (GetMetricData); `AWS_ENDPOINT_URL_CLOUDWATCH` points it at the local cloud's. */
export const cloudWatch = new CloudWatchClient({});
