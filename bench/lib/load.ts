import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSeconds?: number;
}

/** Runs autocannon against one loopback URL and keeps the figures the README reports. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 32,
    duration: options.durationSeconds ?? 10,
  });
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      scenario: row.name,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
      non2xx: row.non2xx,
    })),
  );
}
