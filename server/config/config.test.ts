import { describe, expect, it } from 'vitest'
import { ConfigError, fastifyTrustProxy, loadConfig } from './index'

const base = { DATA_DIR: '/tmp/makerfolio-config-test', AUTH_SECRET: 'secret' }

describe('HOST and TRUST_PROXY', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1')
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ ...base, HOST: '::' }).host).toBe('::')
  })

  it('trusts no X-Forwarded-For by default', () => {
    expect(loadConfig(base).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false)
  })

  it('takes a hop count, true, or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(
      loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback'])
  })

  it('trusts exactly the configured number of hops (Fastify itself refuses bare counts)', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean
    expect([0, 1, 2].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false])
    expect(fastifyTrustProxy(false)).toBe(false)
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8'])
  })

  it('refuses a value it cannot read, naming the variable', () => {
    for (const value of ['yes', '10.0.0.0/33', '300.1.1.1', '-1', '1.5', 'example.com']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/)
    }
  })
})

describe('PASSKEY_RP_ID', () => {
  it('defaults to the public host, with the trusted origins at that host', () => {
    expect(loadConfig(base).passkeys).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:3000'],
    })
    const hosted = loadConfig({ ...base, PUBLIC_URL: 'https://makerfolio.example' })
    expect(hosted.passkeys).toEqual({
      rpId: 'makerfolio.example',
      origins: ['https://makerfolio.example'],
    })
  })

  it('may name a domain above the public host; its subdomains’ trusted origins count', () => {
    const config = loadConfig({
      ...base,
      PUBLIC_URL: 'https://app.makerfolio.example',
      TRUSTED_ORIGINS: 'https://www.makerfolio.example,https://elsewhere.example',
      PASSKEY_RP_ID: 'makerfolio.example',
    })
    expect(config.passkeys).toEqual({
      rpId: 'makerfolio.example',
      origins: ['https://app.makerfolio.example', 'https://www.makerfolio.example'],
    })
  })

  it('refuses a domain no trusted origin is at', () => {
    expect(() =>
      loadConfig({
        ...base,
        PUBLIC_URL: 'https://makerfolio.example',
        PASSKEY_RP_ID: 'evil.example',
      }),
    ).toThrow(/PASSKEY_RP_ID/)
  })
})

describe('one schema for the whole environment', () => {
  it('turns the benchmark routes on only with BENCH_METRICS=1', () => {
    expect(loadConfig({ ...base, BENCH_METRICS: '1' }).benchMetrics).toBe(true)
    expect(loadConfig(base).benchMetrics).toBe(false)
    expect(loadConfig({ ...base, BENCH_METRICS: 'true' }).benchMetrics).toBe(false)
  })

  it('reads LOG_LEVEL and UV_THREADPOOL_SIZE, with their defaults', () => {
    expect(loadConfig(base)).toMatchObject({ logLevel: 'info', threadPoolSize: 4 })
    const set = loadConfig({ ...base, LOG_LEVEL: 'warn', UV_THREADPOOL_SIZE: '8' })
    expect(set).toMatchObject({ logLevel: 'warn', threadPoolSize: 8 })
  })

  it('reads the sign-in providers as plain settings', () => {
    const config = loadConfig({
      ...base,
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      OIDC_ACME_ISSUER: 'https://idp.example/',
      OIDC_ACME_CLIENT_ID: 'oidc-id',
      OIDC_ACME_CLIENT_SECRET: 'oidc-secret',
    })
    expect(config.signInProviders).toEqual([
      { kind: 'github', id: 'github', name: 'GitHub', clientId: 'id', clientSecret: 'secret' },
      {
        kind: 'oidc',
        id: 'acme',
        name: 'Acme',
        issuer: 'https://idp.example',
        clientId: 'oidc-id',
        clientSecret: 'oidc-secret',
      },
    ])
  })

  it('refuses a bad value at start, naming the variable', () => {
    const refused: [string, string, RegExp][] = [
      ['PORT', 'eighty', /PORT/],
      ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
      ['UV_THREADPOOL_SIZE', '0', /UV_THREADPOOL_SIZE/],
      ['SESSION_CACHE_MS', '61000', /SESSION_CACHE_MS/],
      ['JOB_TIME_SCALE', '2', /JOB_TIME_SCALE/],
      ['PUBLIC_URL', 'makerfolio.example', /PUBLIC_URL/],
      ['GITHUB_CLIENT_ID', 'id', /GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/],
    ]
    for (const [name, value, message] of refused) {
      expect(() => loadConfig({ ...base, [name]: value }), name).toThrow(ConfigError)
      expect(() => loadConfig({ ...base, [name]: value }), name).toThrow(message)
    }
  })
})
