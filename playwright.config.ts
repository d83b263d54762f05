import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync } from 'node:fs'
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

/** A fresh DATA_DIR; embedded PostgreSQL runs as another OS user, which must be able to enter it. */
function createDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'makerfolio-e2e-'))
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
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      RATE_LIMITS: 'off',
    },
  },
})
