import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { benchMetricsRoutes } from './bench-metrics'

describe('bench metrics', () => {
  it('reports memory and event-loop delay, and resets the delay on request', async () => {
    const app = Fastify()
    await app.register(benchMetricsRoutes)
    // Block the loop for 60 ms so the histogram has a delay to report.
    await new Promise((resolve) => setTimeout(resolve, 30))
    const blockUntil = Date.now() + 60
    while (Date.now() < blockUntil) {}
    await new Promise((resolve) => setTimeout(resolve, 30))
    const first = (await app.inject('/api/bench/metrics?reset=1')).json()
    expect(first.pid).toBe(process.pid)
    expect(first.rssBytes).toBeGreaterThan(1024 * 1024)
    expect(first.eventLoopDelayMs.max).toBeGreaterThanOrEqual(50)
    const second = (await app.inject('/api/bench/metrics')).json()
    expect(second.eventLoopDelayMs.max).toBeLessThan(first.eventLoopDelayMs.max)
    await app.close()
  })
})
