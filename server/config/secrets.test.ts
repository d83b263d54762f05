import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './index'
import { readOrCreateSecretsKey } from './secrets'

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'makerfolio-secrets-'))
const env = (dataDir: string, more: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'secret',
  ...more,
})
const KEY = Buffer.alloc(32, 7).toString('base64')
const OLD = Buffer.alloc(32, 9).toString('base64')

describe('SECRETS_KEY', () => {
  it('takes 32 bytes in base64 and the previous keys, and writes no key file', () => {
    const dir = freshDir()
    const config = loadConfig(env(dir, { SECRETS_KEY: KEY, SECRETS_PREVIOUS_KEYS: `${OLD}, ` }))
    expect(config.secretsKey).toEqual(Buffer.alloc(32, 7))
    expect(config.previousSecretsKeys).toEqual([Buffer.alloc(32, 9)])
    expect(readdirSync(dir)).not.toContain('secrets.key')
  })

  it('refuses a key of another length or not in base64, naming the variable', () => {
    const bad = [
      ['SECRETS_KEY', Buffer.alloc(16).toString('base64')],
      ['SECRETS_KEY', 'not a key at all, not at all, not at all!!'],
      ['SECRETS_PREVIOUS_KEYS', `${OLD},short`],
    ]
    for (const [name, value] of bad) {
      expect(() => loadConfig(env(freshDir(), { [name!]: value! })), value).toThrow(ConfigError)
      expect(() => loadConfig(env(freshDir(), { [name!]: value! })), value).toThrow(name!)
    }
  })
})

describe('the key generated into DATA_DIR', () => {
  it('is made on first start with mode 0600, then read back unchanged', () => {
    const dir = freshDir()
    const first = loadConfig(env(dir)).secretsKey
    expect(first).toHaveLength(32)
    expect(statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600)
    expect(loadConfig(env(dir)).secretsKey).toEqual(first)
    // no draft file is left behind
    expect(readdirSync(dir).filter((name) => name.startsWith('secrets.key'))).toEqual([
      'secrets.key',
    ])
  })

  it('refuses a key file others may read, or one that holds no key', () => {
    const open = freshDir()
    readOrCreateSecretsKey(open)
    chmodSync(path.join(open, 'secrets.key'), 0o644)
    expect(() => readOrCreateSecretsKey(open)).toThrow(/chmod 600/)
    const broken = freshDir()
    writeFileSync(path.join(broken, 'secrets.key'), 'abc\n', { mode: 0o600 })
    expect(() => readOrCreateSecretsKey(broken)).toThrow(/32 bytes/)
  })

  it('is the same key for nodes starting at the same instant on one DATA_DIR', async () => {
    const dirs = Array.from({ length: 25 }, freshDir)
    const module = fileURLToPath(new URL('./secrets.ts', import.meta.url))
    // Each node loads the module and says it is ready; told a start time, it makes or reads the
    // key of each DATA_DIR in turn, every round at the same instant as the others (spinning
    // until then), so all of them reach each empty DATA_DIR together.
    const script = `
      import { readOrCreateSecretsKey } from ${JSON.stringify(module)}
      const dirs = ${JSON.stringify(dirs)}
      process.stdout.write('ready\\n')
      process.stdin.once('data', (start) => {
        const keys = dirs.map((dir, round) => {
          while (Date.now() < Number(start) + round * 15) {}
          return readOrCreateSecretsKey(dir).toString('base64')
        })
        process.stdout.write(JSON.stringify(keys) + '\\n')
        process.exit(0)
      })`
    const nodes = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    )
    const outputs = nodes.map((node) => {
      let text = ''
      node.stdout.on('data', (chunk) => {
        text += chunk
      })
      const ready = new Promise<void>((resolve) => {
        const check = () => (text.includes('ready') ? resolve() : setTimeout(check, 5))
        check()
      })
      const done = new Promise<string[]>((resolve, reject) => {
        node.on('exit', (code) =>
          code === 0
            ? resolve(JSON.parse(text.replace('ready\n', '')))
            : reject(new Error(`${code}`)),
        )
      })
      return { node, ready, done }
    })
    await Promise.all(outputs.map((o) => o.ready))
    const start = Date.now() + 100
    for (const { node } of outputs) node.stdin.write(`${start}\n`)
    const keysByNode = await Promise.all(outputs.map((o) => o.done))
    dirs.forEach((dir, round) => {
      const keys = new Set(keysByNode.map((keys) => keys[round]))
      expect(keys.size, dir).toBe(1)
      expect(readOrCreateSecretsKey(dir).toString('base64')).toBe([...keys][0])
      expect(readdirSync(dir)).toEqual(['secrets.key'])
    })
  })
})
