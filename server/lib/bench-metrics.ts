import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'

const nsToMs = (ns: number) => Math.round(ns / 1e4) / 100

/**
 * `GET /api/bench/metrics[?reset=1]`: the process's memory and event-loop delay (p50/p95/p99/max
 * since the last reset), so a benchmark can read what the server itself went through. Register it
 * only when `config.benchMetrics` (BENCH_METRICS=1): it exposes process internals and costs a sampling timer.
 */
export async function benchMetricsRoutes(app: FastifyInstance) {
  // 10 ms sampling: fine enough for delays that matter (tens of ms), cheap enough to not skew them.
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  app.addHook('onClose', async () => delay.disable())

  app.get('/api/bench/metrics', async (request) => {
    const memory = process.memoryUsage()
    const body = {
      pid: process.pid,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopDelayMs: {
        p50: nsToMs(delay.percentile(50)),
        p95: nsToMs(delay.percentile(95)),
        p99: nsToMs(delay.percentile(99)),
        max: nsToMs(delay.max),
        mean: nsToMs(delay.mean),
        samples: delay.count,
      },
    }
    if ((request.query as { reset?: string }).reset === '1') delay.reset()
    return body
  })
}
