/**
 * CloudWatch's embedded-metric-format extraction, locally. On AWS, a function's log lines that carry `_aws.
 * CloudWatchMetrics` become metric data points; here the local cloud reads the same lines from its own standard output
 * (handlers run in this process or in its worker threads, whose output comes through it), keeps the points per minute,
 * and does not print them. `GET /_local/metrics` answers with the totals and the per-minute series.
 */
export interface MetricPoint { namespace: string; name: string; minute: string; value: number }

interface EmfDocument {
  _aws?: { Timestamp?: number; CloudWatchMetrics?: { Namespace?: string; Metrics?: { Name?: string }[] }[] };
  [field: string]: unknown;
}

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
    const minute = new Date(Math.floor((document._aws?.Timestamp ?? Date.now()) / 60_000) * 60_000).toISOString();
    for (const directive of directives) {
      for (const { Name } of directive.Metrics ?? []) {
        const raw = Name === undefined ? undefined : document[Name];
        const values = (Array.isArray(raw) ? raw : [raw]).filter((value): value is number => typeof value === 'number');
        if (!Name || !values.length) continue;
        this.add(directive.Namespace ?? '', Name, minute, values.reduce((sum, value) => sum + value, 0));
      }
    }
    return true;
  }

  /** Adds a point the local cloud measures itself (on AWS, a service metric such as a queue's new messages). */
  count(namespace: string, name: string, value: number, at = Date.now()): void {
    this.add(namespace, name, new Date(Math.floor(at / 60_000) * 60_000).toISOString(), value);
  }

  private add(namespace: string, name: string, minute: string, value: number): void {
    const key = `${namespace}|${name}|${minute}`;
    const point = this.points.get(key) ?? { namespace, name, minute, value: 0 };
    point.value += value;
    this.points.set(key, point);
  }

  /** Sum of each metric since the local cloud started, and its points per minute, oldest first. */
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
