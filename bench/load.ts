import autocannon from 'autocannon'

export type LoadResult = {
  name: string
  rps: number
  p50_ms: number
  p95_ms: number
  p99_ms: number
  errors: number
}

export type LoadOptions = { connections: number; durationSeconds: number; warmupSeconds: number }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100
}

/** autocannon without pipelining; p95 comes from every response time we record ourselves. */
export async function measure(
  name: string,
  target: { url: string; headers?: Record<string, string>; urls?: string[] },
  options: LoadOptions,
): Promise<LoadResult> {
  const base = {
    connections: options.connections,
    pipelining: 1,
    headers: target.headers,
    ...(target.urls
      ? { url: target.url, requests: target.urls.map((path) => ({ method: 'GET' as const, path })) }
      : { url: target.url }),
  }
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds })
  const latencies: number[] = []
  let errors = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...base, duration: options.durationSeconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime)
      if (statusCode >= 400) errors++
    })
  })
  latencies.sort((a, b) => a - b)
  return {
    name,
    // In a worker thread autocannon leaves its per-second average out (NaN): count ourselves.
    rps: Math.round(
      Number.isFinite(result.requests.average)
        ? result.requests.average
        : latencies.length / options.durationSeconds,
    ),
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    p99_ms: percentile(latencies, 99),
    // Status errors are counted per response; connection errors and timeouts by autocannon.
    errors: errors + result.errors + result.timeouts,
  }
}
