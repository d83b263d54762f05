import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './index'

const env = (more: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'makerfolio-revenue-')),
  AUTH_SECRET: 'secret',
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  ...more,
})

describe('STRIPE_API_BASE', () => {
  it('is Stripe itself when unset', () => {
    expect(loadConfig(env({ NODE_ENV: 'production' })).stripeApi).toBeNull()
  })

  it('points the Stripe client elsewhere only in a test run (NODE_ENV=test)', () => {
    const base = { STRIPE_API_BASE: 'http://127.0.0.1:12111/' }
    expect(loadConfig(env({ ...base, NODE_ENV: 'test' })).stripeApi).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    })
    for (const NODE_ENV of ['production', 'development', '']) {
      expect(() => loadConfig(env({ ...base, NODE_ENV }))).toThrow(
        /STRIPE_API_BASE is for tests only/,
      )
    }
    expect(() => loadConfig(env({ STRIPE_API_BASE: 'ftp://x', NODE_ENV: 'test' }))).toThrow(
      /STRIPE_API_BASE must be an http\(s\) address/,
    )
  })
})
