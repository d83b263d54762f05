/**
 * Viewers by session token, kept for a few seconds per app process (decision 019). Entries go as
 * soon as the database says the member changed (session notices, migration 0012), when the
 * notices may have been missed (`clear`), and at the latest when they expire.
 */
export class SessionCache<Value> {
  private readonly entries = new Map<string, { userId: string; value: Value; until: number }>()
  private readonly tokensByUser = new Map<string, Set<string>>()
  /**
   * Bumped by every drop: a lookup that read the database before a drop must not store what it
   * read after it (the notice may be for the very change that lookup missed).
   */
  private generation = 0

  constructor(private readonly maxEntries = 10_000) {}

  get size(): number {
    return this.entries.size
  }

  /** The stamp a lookup takes before it reads the database, for `set`. */
  stamp(): number {
    return this.generation
  }

  get(token: string, now: number): Value | undefined {
    const entry = this.entries.get(token)
    if (!entry) return undefined
    if (entry.until > now) return entry.value
    this.delete(token)
    return undefined
  }

  /** Keeps `value` until `until`, unless something was dropped since `stamp` was taken. */
  set(token: string, userId: string, value: Value, until: number, stamp: number): void {
    if (stamp !== this.generation) return
    if (!this.entries.has(token) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.delete(oldest)
    }
    this.entries.set(token, { userId, value, until })
    let tokens = this.tokensByUser.get(userId)
    if (!tokens) {
      tokens = new Set()
      this.tokensByUser.set(userId, tokens)
    }
    tokens.add(token)
  }

  /** Every session of the member: any of them may be the one that ended or changed. */
  dropUser(userId: string): void {
    this.generation += 1
    for (const token of this.tokensByUser.get(userId) ?? []) this.entries.delete(token)
    this.tokensByUser.delete(userId)
  }

  clear(): void {
    this.generation += 1
    this.entries.clear()
    this.tokensByUser.clear()
  }

  private delete(token: string): void {
    const entry = this.entries.get(token)
    if (!entry) return
    this.entries.delete(token)
    const tokens = this.tokensByUser.get(entry.userId)
    tokens?.delete(token)
    if (tokens?.size === 0) this.tokensByUser.delete(entry.userId)
  }
}
