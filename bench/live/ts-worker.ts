import { Worker } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript module: the bench runs under tsx, whose loader a worker
 * does not inherit, so the worker registers it before importing the module.
 */
export function startTsWorker(moduleUrl: URL, workerData: unknown): Worker {
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl.href)}) })`
  return new Worker(code, { eval: true, workerData })
}

/** Sends commands to a worker answering `{ id, result | error }`, one promise per command. */
export class WorkerChannel<Command extends string> {
  private nextId = 0
  private readonly waiting = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >()

  constructor(readonly worker: Worker) {
    worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
        const waiter = this.waiting.get(id)
        this.waiting.delete(id)
        if (error !== undefined) waiter?.reject(new Error(error))
        else waiter?.resolve(result)
      },
    )
    worker.on('error', (error) => {
      // @types/node 24+ types a worker's error as unknown (a worker can throw anything).
      const failure = error instanceof Error ? error : new Error(String(error))
      for (const waiter of this.waiting.values()) waiter.reject(failure)
      this.waiting.clear()
    })
  }

  send<T = unknown>(command: Command, argument?: unknown): Promise<T> {
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject })
      this.worker.postMessage({ id, command, argument })
    })
  }

  terminate() {
    return this.worker.terminate()
  }
}
