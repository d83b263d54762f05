/**
 * A read this node keeps for a while, per key: the first call for a key reads and waits; later
 * calls get the kept value at once, and one older than `ttlMs` is read again in the background
 * (one read at a time per key) while the old value is served. A failed background read leaves
 * the old value, and the next call tries again. `ttlMs` 0 reads on every call (the test suite).
 *
 * For lists that are dear to compute and fine to be a few minutes old (decision 040): Explore's
 * trending topics, one ranking for everyone, and each member's suggested makers. At most
 * `maxKeys` values are kept; the least recently used goes first.
 */
export function createKeptReads<K, V>(
  read: (key: K) => Promise<V>,
  { ttlMs, maxKeys }: { ttlMs: number; maxKeys: number },
) {
  const kept = new Map<K, { at: number; value: V }>()
  const reading = new Map<K, Promise<V>>()

  const keep = (key: K, entry: { at: number; value: V }) => {
    kept.delete(key)
    kept.set(key, entry)
    // Map keeps insertion order: the first key is the least recently used.
    if (kept.size > maxKeys) kept.delete(kept.keys().next().value as K)
  }

  const readAndKeep = (key: K) => {
    const running = reading.get(key)
    if (running) return running
    const started = Date.now()
    const next = read(key)
      .then((value) => {
        keep(key, { at: started, value })
        return value
      })
      .finally(() => reading.delete(key))
    reading.set(key, next)
    return next
  }

  return async function keptRead(key: K): Promise<V> {
    if (ttlMs <= 0) return read(key)
    const entry = kept.get(key)
    if (!entry) return readAndKeep(key)
    keep(key, entry)
    if (Date.now() - entry.at >= ttlMs) readAndKeep(key).catch(() => {})
    return entry.value
  }
}
