import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { deadLetterQueueName, eventRules, schedules, table as tableSpec } from '@plume/lambdas/routes';
import { METRICS_NAMESPACE, type BusinessMetric } from '@plume/shared/business-metrics';
import { alarmTopicName, pageOn } from '../alarms.ts';
import { constructIdOf, handlerFunctionName } from '../handler-functions.ts';
import { eventBusName, namePrefix } from '../config.ts';
import { ruleName } from './events-stack.ts';

export interface OpsStackProps extends StackProps {
  httpApi: apigwv2.IHttpApi;
  /** The WebSocket API and its stage, graphed and alarmed by id (AWS/ApiGateway, dimensions ApiId and Stage). */
  webSocket: { apiId: string; stageName: string };
  /** Every deployed handler's id: its function is found by its fixed name (`handlerFunctionName`), not imported. */
  handlerIds: readonly string[];
  table: dynamodb.ITable;
  /** Subscribed to the alarm topic when given. */
  alarmEmail: string | undefined;
}

/** A rule or schedule of the route table as deployed, by its fixed names (rule, queue; bus for event rules). */
interface DeployedRule { name: string; ruleName: string; queueName: string; eventBusName: string | undefined }

const deployedRulesOf = (scope: Construct): readonly DeployedRule[] => [
  ...eventRules.map(({ name }) => ({ name, ruleName: ruleName(scope, name), queueName: deadLetterQueueName(name, namePrefix(scope)), eventBusName: eventBusName(scope) })),
  // Scheduled rules live on the default bus; CloudWatch metrics carry the bus for custom buses only.
  ...schedules.map(({ name }) => ({ name, ruleName: ruleName(scope, name), queueName: deadLetterQueueName(name, namePrefix(scope)), eventBusName: undefined })),
];

/**
 * Lambda's default concurrency quota is 1,000 per account and region (docs/capacity.md): page at 80 % of it, before
 * functions are throttled.
 */
export const CONCURRENCY_ALARM = 800;

const period = Duration.minutes(5);
/** Finance reviews within 3 days: a request pending longer pages ops (issue 12). */
export const PAYOUT_PENDING_ALARM_HOURS = 72;

/**
 * One dashboard for the whole product and the alarms that page: server errors, dead letters, and a payout request
 * pending more than 72 hours (each handler's errors alarm sits beside its function). Functions, rules and queues are
 * named by their fixed names: nothing here is imported from the API or events stacks but the HTTP API's id.
 */
export class OpsStack extends Stack {
  readonly alarmTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    this.alarmTopic = new sns.Topic(this, 'Alarms', { topicName: alarmTopicName(this), displayName: 'Plume alarms', enforceSSL: true });
    const deployedRules = deployedRulesOf(this);
    if (props.alarmEmail) this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    const perFunction = (metricName: string, statistic: string) =>
      props.handlerIds.map((handlerId) => new cloudwatch.Metric({
        namespace: 'AWS/Lambda', metricName, dimensionsMap: { FunctionName: handlerFunctionName(this, handlerId) }, statistic, period, label: handlerId,
      }));
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
    const webSocketMetric = (metricName: string, statistic: string, label?: string) => new cloudwatch.Metric({
      namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: props.webSocket.apiId, Stage: props.webSocket.stageName }, statistic, period: Duration.minutes(1), ...(label ? { label } : {}),
    });
    // Account-wide (no dimension): every function of the account and region counts against one concurrency quota.
    const lambdaConcurrency = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'ConcurrentExecutions', statistic: 'Maximum', period: Duration.minutes(1) });
    const lambdaThrottles = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: Duration.minutes(1) });
    // A gauge measured every 15 minutes by the oldest-pending-payout schedule: its maximum over the period.
    // Unlabelled, so its alarm names the metric itself (a labelled metric becomes a metric-math alarm).
    const oldestPendingPayout = new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE, metricName: 'OldestPendingPayoutHours', dimensionsMap: { service: 'plume' }, statistic: 'Maximum', period: Duration.minutes(15),
    });
    new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: namePrefix(this),
      widgets: [
        [
          graph('HTTP API errors', [props.httpApi.metricClientError({ statistic: 'Sum', period, label: '4xx' }), http5xx.with({ label: '5xx' })]),
          graph(
            'HTTP API latency',
            ['p50', 'p90', 'p99'].map((statistic) => props.httpApi.metricLatency({ statistic, period, label: statistic })),
          ),
        ],
        [
          graph('WebSocket connections and messages', [webSocketMetric('ConnectCount', 'Sum', 'connections'), webSocketMetric('MessageCount', 'Sum', 'messages')]),
          graph('WebSocket errors and integration latency', [
            webSocketMetric('IntegrationError', 'Sum', 'integration errors'),
            webSocketMetric('ExecutionError', 'Sum', 'execution errors'),
            webSocketMetric('ClientError', 'Sum', 'client errors'),
            webSocketMetric('IntegrationLatency', 'p90', 'integration latency p90 (ms)'),
          ]),
        ],
        [
          graph('Lambda concurrency (account) and throttles (all functions)', [lambdaConcurrency, lambdaThrottles]),
          graph('Lambda errors', perFunction('Errors', 'Sum')),
        ],
        [
          graph('Lambda duration p90', perFunction('Duration', 'p90')),
          graph('Lambda throttles', perFunction('Throttles', 'Sum')),
        ],
        [
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
          graph('Dead letters (new messages per 5 min)', deployedRules.map(({ name, queueName }) => queueMetric(queueName, 'NumberOfMessagesSent', 'Sum').with({ label: name }))),
        ],
        [
          graph('EventBridge failed invocations', deployedRules.map(failedInvocations)),
          graph('Dead-letter queue depth', deployedRules.map(({ name, queueName }) => deadLetterDepth(queueName).with({ label: name }))),
        ],
      ],
    });

    this.alarm('Http5xx', http5xx, 'The HTTP API answered 5xx: handlers map every expected failure to a 4xx, so this is a bug or an outage.');
    this.alarm(
      'PayoutPendingOver72Hours',
      oldestPendingPayout,
      'A payout request has waited for finance more than 72 hours (the family was promised 3 to 5 working days from approval): review /finance/payouts.',
      PAYOUT_PENDING_ALARM_HOURS,
    );
    const lasting = { evaluationPeriods: 5, datapointsToAlarm: 3 };
    pageOn(this, 'WebSocketIntegrationErrors', webSocketMetric('IntegrationError', 'Sum'), 'WebSocket routes failed to reach their function (integration errors) in 3 of 5 minutes.', this.alarmTopic, 0, lasting);
    pageOn(this, 'WebSocketExecutionErrors', webSocketMetric('ExecutionError', 'Sum'), 'WebSocket routes failed while running (execution errors) in 3 of 5 minutes.', this.alarmTopic, 0, lasting);
    pageOn(this, 'LambdaThrottles', lambdaThrottles, 'Lambda refused invocations (throttles) in 3 of 5 minutes: the account or a function reached its concurrency.', this.alarmTopic, 0, lasting);
    pageOn(this, 'LambdaConcurrency', lambdaConcurrency, `Lambda concurrency above ${CONCURRENCY_ALARM} in 3 of 5 minutes: near the account quota (1,000 by default); ask for more (docs/capacity.md).`, this.alarmTopic, CONCURRENCY_ALARM, lasting);
    for (const { name, queueName } of deployedRules) {
      this.alarm(
        `${constructIdOf(name)}DeadLetters`,
        deadLetterDepth(queueName),
        `Rule ${name} gave up on an event after its retries; inspect, fix, then redrive the queue.`,
      );
    }
  }

  private alarm(id: string, metric: cloudwatch.Metric, description: string, threshold = 0): void {
    pageOn(this, id, metric, description, this.alarmTopic, threshold);
  }
}

/** A business figure the handlers count with Powertools Metrics (namespace `Plume`, dimension `service`). */
function businessMetric(name: BusinessMetric): cloudwatch.Metric {
  return new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { service: 'plume' }, statistic: 'Sum', period, label: name });
}

function failedInvocations({ name, ruleName: rule, eventBusName: bus }: DeployedRule): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/Events',
    metricName: 'FailedInvocations',
    dimensionsMap: { RuleName: rule, ...(bus ? { EventBusName: bus } : {}) },
    statistic: 'Sum',
    period,
    label: name,
  });
}

function queueMetric(queueName: string, metricName: string, statistic: string): cloudwatch.Metric {
  return new cloudwatch.Metric({ namespace: 'AWS/SQS', metricName, dimensionsMap: { QueueName: queueName }, statistic, period });
}

function deadLetterDepth(queueName: string): cloudwatch.Metric {
  return queueMetric(queueName, 'ApproximateNumberOfMessagesVisible', 'Maximum');
}
