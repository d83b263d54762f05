import os from 'node:os'
import { cpuMs, embeddedPostmasterPid, postgresCpuMs, rssBytes } from '../proc'

const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
const loadAverage = () => +os.loadavg()[0]!.toFixed(1)

/**
 * The server's memory and the CPU the server, its embedded PostgreSQL (when DATA_DIR holds one)
 * and this load generator (all its threads) use over a window, with the machine's 1-minute load
 * average at both ends: the machine is shared, so figures need it beside them.
 */
export class ResourceWindow {
  private readonly postmaster: number | null
  private readonly started = Date.now()
  private readonly serverCpu: number
  private readonly postgresCpu: number
  private readonly ownCpu = process.cpuUsage()
  private readonly loadAtStart = loadAverage()
  private rssPeak: number
  private readonly sampler: ReturnType<typeof setInterval>

  constructor(
    private readonly serverPid: number,
    dataDir: string | null,
  ) {
    this.postmaster = dataDir ? embeddedPostmasterPid(dataDir) : null
    this.serverCpu = cpuMs(serverPid)
    this.postgresCpu = this.postmaster ? postgresCpuMs(this.postmaster) : 0
    this.rssPeak = rssBytes(serverPid)
    this.sampler = setInterval(() => {
      this.rssPeak = Math.max(this.rssPeak, rssBytes(serverPid))
    }, 1000)
  }

  /** Average cores used since the window opened. */
  close() {
    clearInterval(this.sampler)
    const seconds = (Date.now() - this.started) / 1000
    const own = process.cpuUsage(this.ownCpu)
    const cores = (ms: number) => +(ms / 1000 / seconds).toFixed(2)
    return {
      seconds: +seconds.toFixed(1),
      loadAverage: { start: this.loadAtStart, end: loadAverage() },
      serverRssPeakMb: mb(Math.max(this.rssPeak, rssBytes(this.serverPid))),
      cpuCores: {
        server: cores(cpuMs(this.serverPid) - this.serverCpu),
        postgres: this.postmaster ? cores(postgresCpuMs(this.postmaster) - this.postgresCpu) : null,
        loadGenerator: cores((own.user + own.system) / 1000),
      },
    }
  }
}

export const serverRssMb = (pid: number) => mb(rssBytes(pid))
