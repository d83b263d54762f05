import type { ClientSpec } from './browser'
import type { WorkerCommand, WorkerInput, WorkerResults } from './client-worker'
import { startTsWorker, WorkerChannel } from './ts-worker'

/**
 * The simulated browsers spread over worker threads (client i on thread i mod n): parsing the
 * events of thousands of streams in one event loop would put that loop's delay into every
 * latency the bench reports.
 */
export class ClientThreads {
  private readonly channels: WorkerChannel<WorkerCommand>[] = []

  constructor(
    base: string,
    clients: ClientSpec[],
    threads: number,
    pillPressesPerClientMinute: number,
  ) {
    for (let t = 0; t < threads; t++) {
      const input: WorkerInput = {
        base,
        specs: clients.filter((client) => client.index % threads === t),
        pillPressesPerClientMinute,
      }
      const url = new URL('./client-worker.ts', import.meta.url)
      this.channels.push(new WorkerChannel(startTsWorker(url, input)))
    }
  }

  /** Every thread does it; resolves with the seconds until the last one is done. */
  async all(command: Exclude<WorkerCommand, 'finish'>): Promise<number> {
    const started = Date.now()
    await Promise.all(this.channels.map((channel) => channel.send(command)))
    return (Date.now() - started) / 1000
  }

  finish(): Promise<WorkerResults[]> {
    return Promise.all(this.channels.map((channel) => channel.send<WorkerResults>('finish')))
  }

  async stop() {
    await Promise.all(this.channels.map((channel) => channel.terminate()))
  }
}
