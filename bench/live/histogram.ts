// Latencies in whole milliseconds, recorded in worker threads and merged in the main thread
// (node:perf_hooks histograms cannot cross threads).

const LIMIT_MS = 60_000

export type HistogramSnapshot = { buckets: Uint32Array; over: number[]; count: number; max: number }

export class MsHistogram {
  private buckets = new Uint32Array(LIMIT_MS + 1)
  private over: number[] = []
  count = 0
  max = 0

  record(ms: number) {
    const value = Math.max(1, Math.round(ms))
    if (value > LIMIT_MS) this.over.push(value)
    else this.buckets[value]!++
    this.count++
    if (value > this.max) this.max = value
  }

  snapshot(): HistogramSnapshot {
    return { buckets: this.buckets, over: this.over, count: this.count, max: this.max }
  }

  static merge(snapshots: HistogramSnapshot[]): MsHistogram {
    const merged = new MsHistogram()
    for (const s of snapshots) {
      for (let i = 0; i < s.buckets.length; i++) merged.buckets[i]! += s.buckets[i]!
      merged.over.push(...s.over)
      merged.count += s.count
      merged.max = Math.max(merged.max, s.max)
    }
    return merged
  }

  /** The smallest value at or below which `p` percent of the recorded values lie; null if none. */
  percentile(p: number): number | null {
    if (this.count === 0) return null
    const rank = Math.max(1, Math.ceil((p / 100) * this.count))
    let seen = 0
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!
      if (seen >= rank) return i
    }
    return [...this.over].sort((a, b) => a - b)[rank - seen - 1] ?? this.max
  }

  summary() {
    return {
      p50: this.percentile(50),
      p95: this.percentile(95),
      p99: this.percentile(99),
      max: this.count ? this.max : null,
      count: this.count,
    }
  }
}
