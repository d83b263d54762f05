import type { Result } from 'lighthouse'
import type { SamplePage } from './sample-pages'

export const goals = { performance: 90, clsMax: 0.1, lcpMaxMs: 2500 }

export type LighthouseRun = {
  performance: number
  fcp_ms: number
  lcp_ms: number
  tbt_ms: number
  cls: number
  speed_index_ms: number
  /** Lighthouse's CPU benchmark on this machine at that moment (lower = slower, busier). */
  benchmark_index: number
  /** LCP or FCP savings Lighthouse estimates for its failing audits and insights, largest first. */
  opportunities: { id: string; title: string; savings_ms: number }[]
  /** Why Lighthouse could not measure the page (then the figures are missing). */
  error?: string
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

export function pageResult(lhr: Result): LighthouseRun {
  // Lighthouse 13 replaced most 'opportunity' audits with performance insights; both kinds
  // carry metricSavings, the milliseconds of LCP and FCP each would save.
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => (audit.score ?? 1) < 0.9)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      savings_ms: Math.round(
        Math.max(audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0),
      ),
    }))
    .filter((item) => item.savings_ms > 0)
    .sort((a, b) => b.savings_ms - a.savings_ms)
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp_ms: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcp_ms: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbt_ms: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    speed_index_ms: Math.round(numeric(lhr, 'speed-index')),
    benchmark_index: Math.round(lhr.environment.benchmarkIndex),
    opportunities,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  }
}

/** The median run by performance score (Lighthouse's own advice for noisy machines). */
export function summarise(page: SamplePage, runs: LighthouseRun[]) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseRun
  return {
    page: page.name,
    path: new URL(page.url).pathname,
    ...median,
    performance_all_runs: runs.map((run) => run.performance),
    meets_goals:
      median.performance >= goals.performance &&
      median.cls <= goals.clsMax &&
      median.lcp_ms <= goals.lcpMaxMs,
  }
}

export function printResults(results: ReturnType<typeof summarise>[]) {
  console.table(
    results.map((result) => ({
      page: result.page,
      performance: result.performance,
      'FCP s': result.fcp_ms / 1000,
      'LCP s': result.lcp_ms / 1000,
      'TBT ms': result.tbt_ms,
      CLS: result.cls,
      'CPU index': result.benchmark_index,
      runs: result.performance_all_runs.join(' '),
      goals: result.meets_goals ? 'met' : 'MISSED',
    })),
  )
  for (const result of results) {
    if (result.error) console.log(`${result.page}: ${result.error}`)
    const top = result.opportunities.slice(0, 3)
    if (top.length) {
      console.log(
        `${result.page}: ${top.map((item) => `${item.title} (~${item.savings_ms} ms)`).join('; ')}`,
      )
    }
  }
}
