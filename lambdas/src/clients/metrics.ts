import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, type BusinessMetric } from '@plume/shared/business-metrics';

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'plume' });

/** Counts a business event (`value` of them); written out when the invocation ends. */
export function countMetric(name: BusinessMetric, value = 1): void {
  if (value > 0) metrics.addMetric(name, MetricUnit.Count, value);
}

/** Records a measured value (a gauge, e.g. an age in hours); CloudWatch graphs its maximum. */
export function gaugeMetric(name: BusinessMetric, value: number): void {
  metrics.addMetric(name, MetricUnit.NoUnit, value);
}

/** Called by the runtimes as each invocation ends: one EMF line with what was counted, nothing if nothing was. */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
