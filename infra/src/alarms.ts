import type { Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { namePrefix } from './config.ts';

/**
 * The topic every alarm notifies (the ops stack creates it). A fixed name, so an alarm in any stack (each handler's
 * errors alarm sits beside its function) builds its ARN instead of importing it. CloudWatch accepts an alarm whose
 * topic does not exist yet, so the first deployment may create those alarms before the ops stack creates the topic.
 */
export const alarmTopicName = (scope: Construct) => `${namePrefix(scope)}-alarms`;

export function alarmTopicArn(stack: Stack): string {
  return stack.formatArn({ service: 'sns', resource: alarmTopicName(stack) });
}

/**
 * How long a condition must last: `evaluationPeriods` periods looked at, `datapointsToAlarm` of them breaching. By
 * default the first period above `threshold` fires (by default, on any occurrence); no data means nothing went wrong.
 */
export interface Persistence { evaluationPeriods: number; datapointsToAlarm: number }

export function pageOn(
  scope: Construct, id: string, metric: cloudwatch.IMetric, description: string, topic: sns.ITopic, threshold = 0,
  persistence: Persistence = { evaluationPeriods: 1, datapointsToAlarm: 1 },
): cloudwatch.Alarm {
  const alarm = new cloudwatch.Alarm(scope, id, {
    metric,
    alarmDescription: description,
    threshold,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    ...persistence,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new actions.SnsAction(topic));
  return alarm;
}
