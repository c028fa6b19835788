import * as z from 'zod';
import { AwsJsonError, listenAwsJson, type AwsJsonService } from './aws-json.ts';
import { localStatistics, type LocalMetrics, type LocalStatistic } from './metrics.ts';

/**
 * CloudWatch's GetMetricData, locally, over the figures `LocalMetrics` reads from the handlers' EMF output (and the
 * dead-letter counts the local cloud adds). @aws-sdk/client-cloudwatch 3.116x speaks AWS JSON 1.0 to it
 * (`x-amz-target: GraniteServiceVersion20100801.GetMetricData`, times as epoch seconds); `AWS_ENDPOINT_URL_CLOUDWATCH`
 * points the handlers' client here. The subset Plume uses: metric queries (`MetricStat`) with the statistics Sum,
 * Maximum, Minimum, Average and SampleCount over periods of whole minutes, answered in one page. Metric math
 * (`Expression`) and percentiles are refused with CloudWatch's own error, never answered wrongly.
 */
const MAX_REQUEST_BYTES = 1024 * 1024;

const dimensionSchema = z.object({ Name: z.string().min(1).max(255), Value: z.string().min(1).max(1024) }).loose();
const querySchema = z.object({
  Id: z.string().max(255).regex(/^[a-z][a-zA-Z0-9_]*$/, 'Id must start with a lower-case letter and hold only letters, digits and _'),
  Label: z.string().max(2048).optional(),
  ReturnData: z.boolean().optional(),
  Expression: z.string().max(2048).optional(),
  MetricStat: z.object({
    Metric: z.object({ Namespace: z.string().min(1).max(255), MetricName: z.string().min(1).max(255), Dimensions: z.array(dimensionSchema).max(30).optional() }).loose(),
    Period: z.int().min(1),
    Stat: z.string().min(1).max(100),
  }).loose().optional(),
}).loose();
const getMetricDataSchema = z.object({
  MetricDataQueries: z.array(querySchema).min(1).max(500),
  StartTime: z.number(),
  EndTime: z.number(),
  ScanBy: z.enum(['TimestampDescending', 'TimestampAscending']).optional(),
  NextToken: z.string().max(2048).optional(),
  MaxDatapoints: z.int().min(1).optional(),
}).loose();
export type GetMetricDataInput = z.input<typeof getMetricDataSchema>;

const isLocalStatistic = (stat: string): stat is LocalStatistic => localStatistics.some((known) => known === stat);
const invalid = (message: string) => new AwsJsonError(400, 'InvalidParameterValueException', 'InvalidParameterValue', message);

export class LocalCloudWatch {
  private listening: Awaited<ReturnType<typeof listenAwsJson>> | undefined;
  private readonly service: AwsJsonService;

  constructor(private readonly metrics: LocalMetrics) {
    this.service = {
      target: 'GraniteServiceVersion20100801',
      errorNamespace: 'com.amazonaws.cloudwatch',
      invalidInput: { type: 'InvalidParameterValueException', queryCode: 'InvalidParameterValue' },
      maxRequestBytes: MAX_REQUEST_BYTES,
      operations: { GetMetricData: (body) => this.getMetricData(getMetricDataSchema.parse(body)) },
    };
  }

  async listen(port: number): Promise<string> {
    this.listening = await listenAwsJson(this.service, port);
    return this.listening.url;
  }

  async stop(): Promise<void> {
    await this.listening?.stop();
  }

  /** One result per query that returns data, in the order asked, each point at the start of its bucket. */
  getMetricData(input: z.infer<typeof getMetricDataSchema>) {
    const start = input.StartTime * 1000;
    const end = input.EndTime * 1000;
    if (!(start < end)) throw invalid('The parameter StartTime must be less than the parameter EndTime.');
    const ids = input.MetricDataQueries.map((query) => query.Id);
    if (new Set(ids).size !== ids.length) throw new AwsJsonError(400, 'ValidationError', 'ValidationError', 'The values for parameter id in MetricDataQueries are not unique.');
    const descending = (input.ScanBy ?? 'TimestampDescending') === 'TimestampDescending';
    const MetricDataResults = input.MetricDataQueries.filter((query) => query.ReturnData !== false).map(({ Id, Label, MetricStat, Expression }) => {
      if (Expression !== undefined || !MetricStat) throw invalid(`Query ${Id}: metric math is not supported by the local CloudWatch; ask for a MetricStat.`);
      const { Metric, Period, Stat } = MetricStat;
      if (!isLocalStatistic(Stat)) throw invalid(`Query ${Id}: the statistic ${Stat} is not supported by the local CloudWatch (${localStatistics.join(', ')}).`);
      if (Period % 60 !== 0) throw invalid(`Query ${Id}: the local CloudWatch keeps points per minute; the period must be a multiple of 60.`);
      const points = this.metrics.query({
        namespace: Metric.Namespace,
        name: Metric.MetricName,
        dimensions: Object.fromEntries((Metric.Dimensions ?? []).map(({ Name, Value }) => [Name, Value])),
        statistic: Stat,
        periodSeconds: Period,
        start,
        end,
      });
      const order = points.timestamps.map((_, index) => index);
      if (descending) order.reverse();
      return {
        Id,
        Label: Label ?? Metric.MetricName,
        Timestamps: order.map((index) => points.timestamps[index]! / 1000),
        Values: order.map((index) => points.values[index]!),
        StatusCode: 'Complete',
      };
    });
    return { MetricDataResults, Messages: [] };
  }
}
