// What Linux reports about a benchmarked process: its memory and the CPU time it has used.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Linux accounts CPU time in clock ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10

function read(pid: number, file: 'stat' | 'status'): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    throw new Error(`the server process ${pid} is gone: see its output above`)
  }
}

/** Resident memory in bytes. */
export function rssBytes(pid: number): number {
  return Number(/^VmRSS:\s*(\d+)/m.exec(read(pid, 'status'))?.[1] ?? 0) * 1024
}

/** Fields of /proc/<pid>/stat after the command name (which may contain spaces), or null. */
export function statFields(pid: number): string[] | null {
  try {
    return read(pid, 'stat').split(') ')[1]?.split(' ') ?? null
  } catch {
    return null
  }
}

/** User + system CPU time used so far, in ms; 0 for a process that is gone. */
export function cpuMs(pid: number): number {
  const fields = statFields(pid)
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0
}

/** The postmaster and every backend it forked (embedded PostgreSQL in DATA_DIR only). */
export function postgresCpuMs(postmasterPid: number): number {
  let total = cpuMs(postmasterPid)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    if (Number(statFields(Number(entry))?.[1]) === postmasterPid) total += cpuMs(Number(entry))
  }
  return total
}

/** The embedded PostgreSQL's postmaster in a DATA_DIR, or null when it has none running. */
export function embeddedPostmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    )
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}
