import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { table as tableSpec } from '@plume/lambdas/routes';
import { METRICS_NAMESPACE, type BusinessMetric } from '@plume/shared/business-metrics';
import { constructIdOf } from '../handler-functions.ts';
import type { DeployedRule } from './events-stack.ts';

export interface OpsStackProps extends StackProps {
  httpApi: apigwv2.IHttpApi;
  /** Every handler function, keyed by handler id. */
  functions: ReadonlyMap<string, lambda.IFunction>;
  table: dynamodb.ITable;
  rules: readonly DeployedRule[];
  /** Subscribed to the alarm topic when given. */
  alarmEmail: string | undefined;
}

const period = Duration.minutes(5);
/** Finance reviews within 3 days: a request pending longer pages ops (issue 12). */
export const PAYOUT_PENDING_ALARM_HOURS = 72;

/**
 * One dashboard for the whole product and the alarms that page: server errors, handler errors, dead letters, and a
 * payout request pending more than 72 hours.
 */
export class OpsStack extends Stack {
  readonly alarmTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    this.alarmTopic = new sns.Topic(this, 'Alarms', { displayName: 'Plume alarms', enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    const functions = [...props.functions];
    const perFunction = (metric: (fn: lambda.IFunction) => cloudwatch.Metric) =>
      functions.map(([handlerId, fn]) => metric(fn).with({ label: handlerId, period }));
    const { tableName } = props.table;
    const throttleEvents = (metricName: string) => [
      props.table.metric(metricName, { label: 'table', statistic: 'Sum', period }),
      ...tableSpec.globalIndexes.map((index) =>
        props.table.metric(metricName, {
          label: index.name,
          statistic: 'Sum',
          period,
          dimensionsMap: { TableName: tableName, GlobalSecondaryIndexName: index.name },
        }),
      ),
    ];
    const graph = (title: string, left: cloudwatch.IMetric[]) => new cloudwatch.GraphWidget({ title, left, width: 12 });

    const http5xx = props.httpApi.metricServerError({ statistic: 'Sum', period });
    // A gauge measured every 15 minutes by the oldest-pending-payout schedule: its maximum over the period.
    // Unlabelled, so its alarm names the metric itself (a labelled metric becomes a metric-math alarm).
    const oldestPendingPayout = new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE, metricName: 'OldestPendingPayoutHours', dimensionsMap: { service: 'plume' }, statistic: 'Maximum', period: Duration.minutes(15),
    });
    new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: 'plume',
      widgets: [
        [
          graph('HTTP API errors', [props.httpApi.metricClientError({ statistic: 'Sum', period, label: '4xx' }), http5xx.with({ label: '5xx' })]),
          graph(
            'HTTP API latency',
            ['p50', 'p90', 'p99'].map((statistic) => props.httpApi.metricLatency({ statistic, period, label: statistic })),
          ),
        ],
        [
          graph('Lambda errors', perFunction((fn) => fn.metricErrors({ statistic: 'Sum' }))),
          graph('Lambda duration p90', perFunction((fn) => fn.metricDuration({ statistic: 'p90' }))),
        ],
        [
          graph('Lambda throttles', perFunction((fn) => fn.metricThrottles({ statistic: 'Sum' }))),
          graph('DynamoDB throttled reads and writes', [...throttleEvents('ReadThrottleEvents'), ...throttleEvents('WriteThrottleEvents')]),
        ],
        [
          graph('Games and learning (count per 5 min)', (['GamesCompleted', 'DictationsCompleted', 'FlashcardsReviewed', 'CrosswordsSolved'] as const).map(businessMetric)),
          graph('Coins credited and spent (per 5 min)', (['CoinsCredited', 'CoinsSpent'] as const).map(businessMetric)),
        ],
        [
          graph('Battles (per 5 min)', (['BattlesStarted', 'BattlesFinished'] as const).map(businessMetric)),
          graph('Payouts (per 5 min)', (['PayoutsRequested', 'PayoutsApproved', 'PayoutsPaid', 'PayoutsRejected'] as const).map(businessMetric)),
        ],
        [
          graph('Oldest pending payout (hours)', [oldestPendingPayout]),
          graph('Dead letters (new messages per 5 min)', props.rules.map(({ name, deadLetterQueue }) => deadLetterQueue.metricNumberOfMessagesSent({ statistic: 'Sum', period, label: name }))),
        ],
        [
          graph('EventBridge failed invocations', props.rules.map(failedInvocations)),
          graph('Dead-letter queue depth', props.rules.map(({ name, deadLetterQueue }) => deadLetterDepth(deadLetterQueue).with({ label: name }))),
        ],
      ],
    });

    this.alarm('Http5xx', http5xx, 'The HTTP API answered 5xx: handlers map every expected failure to a 4xx, so this is a bug or an outage.');
    for (const [handlerId, fn] of functions) {
      this.alarm(`${constructIdOf(handlerId)}Errors`, fn.metricErrors({ statistic: 'Sum', period }), `Handler ${handlerId} threw.`);
    }
    this.alarm(
      'PayoutPendingOver72Hours',
      oldestPendingPayout,
      'A payout request has waited for finance more than 72 hours (the family was promised 3 to 5 working days from approval): review /finance/payouts.',
      PAYOUT_PENDING_ALARM_HOURS,
    );
    for (const { name, deadLetterQueue } of props.rules) {
      this.alarm(
        `${constructIdOf(name)}DeadLetters`,
        deadLetterDepth(deadLetterQueue),
        `Rule ${name} gave up on an event after its retries; inspect, fix, then redrive the queue.`,
      );
    }
  }

  /** Fires on the first period above `threshold` (by default, on any occurrence); no data means nothing went wrong. */
  private alarm(id: string, metric: cloudwatch.Metric, description: string, threshold = 0): void {
    metric
      .createAlarm(this, id, {
        alarmDescription: description,
        threshold,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(new actions.SnsAction(this.alarmTopic));
  }
}

/** A business figure the handlers count with Powertools Metrics (namespace `Plume`, dimension `service`). */
function businessMetric(name: BusinessMetric): cloudwatch.Metric {
  return new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { service: 'plume' }, statistic: 'Sum', period, label: name });
}

function failedInvocations({ name, rule, eventBusName }: DeployedRule): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/Events',
    metricName: 'FailedInvocations',
    dimensionsMap: { RuleName: rule.ruleName, ...(eventBusName ? { EventBusName: eventBusName } : {}) },
    statistic: 'Sum',
    period,
    label: name,
  });
}

function deadLetterDepth(queue: sqs.IQueue): cloudwatch.Metric {
  return queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period });
}
