/** How long a lookup waits for others to join its query: nothing next to opening a stream. */
const BATCH_WINDOW_MS = 5
/** One query answers at most this many keys. */
const MAX_BATCH = 500

type Waiting<V> = { resolve(value: V | undefined): void; reject(error: unknown): void }

/**
 * Streams arrive in storms (every tab reconnects when a node restarts): the lookups that arrive
 * within a few milliseconds, or while one runs, share the next query instead of taking a pool
 * connection each (and starving the requests that write). `load` answers a batch of distinct keys;
 * a key it leaves out resolves to undefined.
 */
export function createBatchLoader<V>(load: (keys: string[]) => Promise<Map<string, V>>) {
  let pending = new Map<string, Waiting<V>[]>()
  let scheduled = false
  let running = false

  function schedule() {
    if (scheduled || running || pending.size === 0) return
    scheduled = true
    setTimeout(() => void flush(), BATCH_WINDOW_MS)
  }

  async function flush() {
    scheduled = false
    running = true
    const batch = pending
    pending = new Map()
    const keys = [...batch.keys()]
    for (let start = 0; start < keys.length; start += MAX_BATCH) {
      const slice = keys.slice(start, start + MAX_BATCH)
      try {
        const found = await load(slice)
        for (const key of slice)
          for (const waiting of batch.get(key)!) waiting.resolve(found.get(key))
      } catch (error) {
        for (const key of slice) for (const waiting of batch.get(key)!) waiting.reject(error)
      }
    }
    running = false
    schedule()
  }

  return function loadOne(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const list = pending.get(key)
      if (list) list.push({ resolve, reject })
      else pending.set(key, [{ resolve, reject }])
      schedule()
    })
  }
}
