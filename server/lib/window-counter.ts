import type { Redis } from 'ioredis'

/** Counts events per key in fixed windows that start at a key's first event. */
export interface WindowCounter {
  /** Adds one; answers the count so far in this window and the milliseconds until it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>
  clear(key: string): Promise<void>
}

/** One process's counters, for a single node. Expired keys are swept once the map grows. */
export function memoryWindowCounter(maxKeys = 50_000): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key)
    // Still full of live keys: drop the oldest rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(key)
    }
  }
  return {
    async hit(key, windowMs) {
      const now = Date.now()
      let window = windows.get(key)
      if (!window || window.endsAt <= now) {
        if (windows.size >= maxKeys) sweep(now)
        window = { count: 0, endsAt: now + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, resetInMs: window.endsAt - now }
    },
    async clear(key) {
      windows.delete(key)
    },
  }
}

/** Counters in Redis, shared by every app node; the window is the key's expiry. */
export function redisWindowCounter(redis: Redis, prefix: string): WindowCounter {
  return {
    async hit(key, windowMs) {
      const name = prefix + key
      const results = await redis
        .multi()
        .set(name, 0, 'PX', windowMs, 'NX')
        .incr(name)
        .pttl(name)
        .exec()
      if (!results) throw new Error(`Redis did not run the counter transaction for ${name}`)
      const [, [incrError, count], [ttlError, ttl]] = results as [
        unknown,
        [Error | null, number],
        [Error | null, number],
      ]
      if (incrError || ttlError) throw incrError ?? ttlError
      return { count, resetInMs: ttl > 0 ? ttl : windowMs }
    },
    async clear(key) {
      await redis.del(prefix + key)
    },
  }
}
