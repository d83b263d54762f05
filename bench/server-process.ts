// Benchmarks start servers through the tests' helper (one way to spawn a server), printing their
// output and keeping this process's environment (a benchmark may point at its own database).
import { type ServerProcess, startServerProcess } from '../tests/support/server-process'

export type RunningProcess = ServerProcess

/** Starts a Node entry point on a free port and waits until `healthPath` answers 200. */
export function startProcess(
  entry: string,
  env: Record<string, string>,
  healthPath: string,
): Promise<RunningProcess> {
  return startServerProcess(env, {
    entry,
    healthPath,
    isolate: false,
    stdio: 'inherit',
    startTimeoutMs: 120_000,
    // A server on a large embedded database may take a while to checkpoint and stop.
    stopTimeoutMs: 60_000,
  })
}
