/**
 * CloudWatch's embedded-metric-format extraction, locally. On AWS, a function's log lines that carry `_aws.
 * CloudWatchMetrics` become metric data points; here the local cloud reads the same lines from its own standard output
 * (handlers run in this process or in its worker threads, whose output comes through it), keeps the points per minute
 * and per dimension set, and does not print them. `GET /_local/metrics` answers with the totals and the per-minute
 * series; `query` answers what CloudWatch's GetMetricData would (see `cloudwatch.ts`).
 */
export type Dimensions = Readonly<Record<string, string>>;

export interface MetricPoint {
  namespace: string;
  name: string;
  dimensions: Dimensions;
  minute: string;
  /** The sum of the minute's values; with their count, minimum and maximum, every CloudWatch statistic but percentiles. */
  value: number;
  sampleCount: number;
  minimum: number;
  maximum: number;
}

/** The statistics `query` computes (CloudWatch's, without percentiles). */
export const localStatistics = ['Sum', 'Maximum', 'Minimum', 'Average', 'SampleCount'] as const;
export type LocalStatistic = (typeof localStatistics)[number];

export interface MetricQuery {
  namespace: string;
  name: string;
  /** Matched exactly, as CloudWatch matches a metric's dimension set. */
  dimensions: Dimensions;
  statistic: LocalStatistic;
  /** Bucket width in seconds: a multiple of 60 (points are kept per minute). */
  periodSeconds: number;
  start: number;
  end: number;
}

interface EmfDocument {
  _aws?: { Timestamp?: number; CloudWatchMetrics?: { Namespace?: string; Dimensions?: unknown; Metrics?: { Name?: string }[] }[] };
  [field: string]: unknown;
}

/** A stable key of a dimension set, whatever the order its names were given in. */
const dimensionsKey = (dimensions: Dimensions) => JSON.stringify(Object.entries(dimensions).sort(([a], [b]) => a.localeCompare(b)));

export class LocalMetrics {
  private readonly points = new Map<string, MetricPoint>();

  /** Records an EMF document's metrics; answers false for anything else (a line to print as usual). */
  record(line: string): boolean {
    if (!line.startsWith('{') || !line.includes('"CloudWatchMetrics"')) return false;
    let document: EmfDocument;
    try {
      document = JSON.parse(line) as EmfDocument;
    } catch {
      return false;
    }
    const directives = document._aws?.CloudWatchMetrics;
    if (!Array.isArray(directives)) return false;
    const minute = minuteOf(document._aws?.Timestamp ?? Date.now());
    for (const directive of directives) {
      // Each dimension set makes a metric of its own, as CloudWatch does; no set at all, one metric without dimensions.
      const dimensionSets = Array.isArray(directive.Dimensions) && directive.Dimensions.length ? (directive.Dimensions as unknown[]) : [[]];
      for (const { Name } of directive.Metrics ?? []) {
        const raw = Name === undefined ? undefined : document[Name];
        const values = (Array.isArray(raw) ? raw : [raw]).filter((value): value is number => typeof value === 'number');
        if (!Name || !values.length) continue;
        for (const set of dimensionSets) {
          const names = Array.isArray(set) ? set.filter((name): name is string => typeof name === 'string') : [];
          const dimensions = Object.fromEntries(names.map((name) => [name, String(document[name] ?? '')]));
          for (const value of values) this.add(directive.Namespace ?? '', Name, dimensions, minute, value);
        }
      }
    }
    return true;
  }

  /** Adds a point the local cloud measures itself (on AWS, a service metric such as a queue's new messages). */
  count(namespace: string, name: string, value: number, at = Date.now(), dimensions: Dimensions = {}): void {
    this.add(namespace, name, dimensions, minuteOf(at), value);
  }

  private add(namespace: string, name: string, dimensions: Dimensions, minute: string, value: number): void {
    const key = `${namespace}|${name}|${dimensionsKey(dimensions)}|${minute}`;
    const point = this.points.get(key) ?? { namespace, name, dimensions, minute, value: 0, sampleCount: 0, minimum: value, maximum: value };
    point.value += value;
    point.sampleCount += 1;
    point.minimum = Math.min(point.minimum, value);
    point.maximum = Math.max(point.maximum, value);
    this.points.set(key, point);
  }

  /**
   * One metric's statistic per bucket of `periodSeconds` from `start` (inclusive) to `end` (exclusive), only the
   * buckets that hold points, oldest first: what CloudWatch answers for one query of GetMetricData.
   */
  query({ namespace, name, dimensions, statistic, periodSeconds, start, end }: MetricQuery): { timestamps: number[]; values: number[] } {
    const wanted = dimensionsKey(dimensions);
    const periodMs = periodSeconds * 1000;
    const buckets = new Map<number, MetricPoint[]>();
    for (const point of this.points.values()) {
      const at = Date.parse(point.minute);
      if (point.namespace !== namespace || point.name !== name || at < start || at >= end || dimensionsKey(point.dimensions) !== wanted) continue;
      const bucket = start + Math.floor((at - start) / periodMs) * periodMs;
      buckets.set(bucket, [...(buckets.get(bucket) ?? []), point]);
    }
    const timestamps = [...buckets.keys()].sort((a, b) => a - b);
    return { timestamps, values: timestamps.map((bucket) => statisticOf(statistic, buckets.get(bucket)!)) };
  }

  /** Sum of each metric (over all its dimension sets) since the local cloud started, and its points per minute, oldest first. */
  summary(): { totals: Record<string, number>; series: MetricPoint[] } {
    const series = [...this.points.values()].sort((a, b) => a.minute.localeCompare(b.minute) || a.name.localeCompare(b.name));
    const totals: Record<string, number> = {};
    for (const point of series) totals[point.name] = (totals[point.name] ?? 0) + point.value;
    return { totals, series };
  }

  /**
   * Reads standard output line by line (as CloudWatch Logs reads a function's log): EMF lines are recorded and kept
   * off the console, every other write goes through untouched. Returns what puts standard output back.
   */
  captureStandardOutput(stream: NodeJS.WriteStream = process.stdout): () => void {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const kept = text.split('\n').filter((line) => !this.record(line.trim()));
      if (kept.join('\n') === text) return write(chunk, ...(rest as []));
      const remaining = kept.join('\n');
      const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
      if (remaining.trim()) return write(remaining, callback);
      callback?.();
      return true;
    }) as typeof stream.write;
    return () => {
      stream.write = write;
    };
  }
}

const minuteOf = (at: number) => new Date(Math.floor(at / 60_000) * 60_000).toISOString();

function statisticOf(statistic: LocalStatistic, points: readonly MetricPoint[]): number {
  const sum = points.reduce((total, point) => total + point.value, 0);
  const samples = points.reduce((total, point) => total + point.sampleCount, 0);
  switch (statistic) {
    case 'Sum': return sum;
    case 'SampleCount': return samples;
    case 'Average': return sum / samples;
    case 'Maximum': return Math.max(...points.map((point) => point.maximum));
    case 'Minimum': return Math.min(...points.map((point) => point.minimum));
  }
}
