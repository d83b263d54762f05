// The separate feed reader (autocannon) in its own thread, so its timings do not include the
// main thread's work of driving the writers.
import { parentPort } from 'node:worker_threads'
import { type LoadOptions, measure } from '../load'

export type ReaderRun = { url: string; headers: Record<string, string> } & LoadOptions

parentPort!.on('message', async ({ id, argument }: { id: number; argument: ReaderRun }) => {
  try {
    const { url, headers, ...options } = argument
    parentPort!.postMessage({ id, result: await measure('feed reader', { url, headers }, options) })
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) })
  }
})
