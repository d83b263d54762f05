import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install one with \`apt-get install chromium\` ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  )
}
if (!existsSync('dist/web/index.html')) {
  throw new Error('The web app is not built: run `npm run test:e2e` (or `npx vite build` first).')
}

/** Asks the OS for a free port, synchronously (a config file cannot await). */
function findFreePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()
}

const DATA_DIR_PREFIX = 'makerfolio-e2e-'

function isPostgresRunningIn(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
  if (!existsSync(pidFile)) return false
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Earlier runs' data folders (about 40 MB each). Skips any whose PostgreSQL still runs or
 * that are recent enough to belong to a run in progress.
 */
function removeStaleDataDirs() {
  const tenMinutesAgo = Date.now() - 10 * 60_000
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue
    const dir = path.join(tmpdir(), name)
    if (statSync(dir).mtimeMs < tenMinutesAgo && !isPostgresRunningIn(dir)) {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** A fresh DATA_DIR; embedded PostgreSQL runs as another OS user, which must be able to enter it. */
function createDataDir(): string {
  removeStaleDataDirs()
  const dir = mkdtempSync(path.join(tmpdir(), DATA_DIR_PREFIX))
  chmodSync(dir, 0o755)
  return dir
}

// Workers load this file again; the environment carries the main process's choices to them.
process.env.E2E_PORT ??= findFreePort()
process.env.E2E_DATA_DIR ??= createDataDir()
const port = process.env.E2E_PORT
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On a 2-core machine each worker's Chromium (browser, GPU and renderer processes) competes
  // with the server and PostgreSQL: one worker by default, E2E_WORKERS to use more. Timeouts are
  // ceilings for a busy machine, not expectations; a retry absorbs a stall the machine causes
  // (a test that fails twice still fails the run).
  retries: 1,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // The offline service worker is tested on its own (installable.spec.ts); elsewhere it stays out of the way.
    serviceWorkers: 'block',
    // Recording a trace for every test cost CPU the tests needed; the retry records what failed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server stops its embedded PostgreSQL on SIGTERM; the default SIGKILL would not.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      // 127.0.0.1 cannot be a passkey's domain: passkeys.spec.ts runs at localhost (decision 037).
      TRUSTED_ORIGINS: `http://localhost:${port}`,
      PASSKEY_RP_ID: 'localhost',
      RATE_LIMITS: 'off',
      // Specs post a hashtag and look for it in Explore and the rail at once; a node keeps the
      // trending ranking for a minute by default.
      TRENDING_CACHE_MS: '0',
      SUGGESTIONS_CACHE_MS: '0',
      // Launch specs move a launch to today and wait for the launch-day pass to open it (every
      // 30 s at scale 1, every 3 s here); the other job waits shrink alike.
      JOB_TIME_SCALE: '0.1',
    },
  },
})
