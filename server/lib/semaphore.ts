/** At most `slots` holders at once; the others wait in arrival order. */
export class Semaphore {
  private readonly waiting: (() => void)[] = []

  constructor(private slots: number) {}

  /** Resolves with the function that gives the slot back (call it exactly once). */
  async acquire(): Promise<() => void> {
    if (this.slots > 0) this.slots--
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiting.shift()
      // The slot passes straight to the next waiter, so a newcomer cannot jump the queue.
      if (next) next()
      else this.slots++
    }
  }
}
