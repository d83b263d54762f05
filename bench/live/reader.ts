import type { LoadResult } from '../load'
import type { ReaderRun } from './reader-worker'
import { startTsWorker, WorkerChannel } from './ts-worker'

/**
 * The feed as a separate signed-in reader loads it (`GET /api/posts?limit=20`, autocannon, no
 * pipelining), measured alone and again while the live clients are connected.
 */
export class FeedReader {
  private readonly channel = new WorkerChannel<'measure'>(
    startTsWorker(new URL('./reader-worker.ts', import.meta.url), null),
  )

  constructor(
    private readonly base: string,
    private readonly cookie: string,
    private readonly connections: number,
  ) {}

  measure(durationSeconds: number, warmupSeconds: number): Promise<LoadResult> {
    const run: ReaderRun = {
      url: `${this.base}/api/posts?limit=20`,
      headers: { cookie: this.cookie },
      connections: this.connections,
      durationSeconds,
      warmupSeconds,
    }
    return this.channel.send<LoadResult>('measure', run)
  }

  stop() {
    return this.channel.terminate()
  }
}
