import type { Config } from '@server/config'
import {
  cookieFrom,
  request,
  signUp,
  TEST_ORIGIN,
  type TestUser,
  useTestApp,
} from '@tests/support/app'
import {
  signInAtProvider,
  startOidcProvider,
  TEST_CLIENT,
  type TestOidcProvider,
} from '@tests/support/oidc-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Sign-in with an OpenID Connect provider against a real one on loopback (issue 18 §4): the
// whole authorization-code flow with PKCE and state, as a browser would play it.

let op: TestOidcProvider
const config: Partial<Config> = { signInProviders: [] }
beforeAll(async () => {
  op = await startOidcProvider({
    redirectUris: [`${TEST_ORIGIN}/api/auth/callback/test`],
    accounts: {
      ada: { email: 'ada@provider.test', name: 'Ada Lovelace', preferredUsername: 'ada.l' },
      ada2: { email: 'ada2@provider.test', preferredUsername: 'ada.l' },
    },
  })
  config.signInProviders = [
    { kind: 'oidc', id: 'test', name: 'Test', issuer: op.issuer, ...clientOf() },
  ]
})
afterAll(() => op?.close())
const clientOf = () => ({ clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret })
const t = useTestApp(config)

/** The browser's side: ask the app to start, sign in at the provider, come back. */
async function viaProvider(login: string, options: { as?: TestUser; link?: boolean } = {}) {
  const start = await request(t.app, {
    method: 'POST',
    url: options.link ? '/api/auth/link-social' : '/api/auth/sign-in/social',
    ...(options.as ? { as: options.as } : {}),
    payload: {
      provider: 'test',
      callbackURL: options.link ? '/settings/account' : '/feed',
      newUserCallbackURL: '/welcome',
      errorCallbackURL: options.link ? '/settings/account' : '/login',
    },
  })
  expect(start.statusCode, start.body).toBe(200)
  const authorizationUrl = (start.json() as { url: string }).url
  const stateCookie = cookieFrom(start.headers['set-cookie'])
  const back = await signInAtProvider(authorizationUrl, login)
  const cookie = [options.as?.cookie, stateCookie].filter(Boolean).join('; ')
  const callback = await t.app.inject({
    url: `${back.pathname}${back.search}`,
    headers: { cookie },
  })
  return { authorizationUrl: new URL(authorizationUrl), back, callback }
}

const me = (cookie: string) => request(t.app, { url: '/api/me', headers: { cookie } })
const logOf = async (member: { cookie: string }) =>
  (await request(t.app, { url: '/api/me/security-log', headers: { cookie: member.cookie } })).json()
    .items as Array<{ kind: string; detail: string | null }>

describe('sign-in providers', () => {
  it('lists the configured providers by name only', async () => {
    const response = await request(t.app, { url: '/api/sign-in-providers' })
    expect(response.json()).toEqual({ providers: [{ id: 'test', name: 'Test' }] })
  })

  it('creates an account on the first sign-in with a proposed username, then signs it in again', async () => {
    const first = await viaProvider('ada')
    // PKCE (S256) and state travel in the authorization request.
    expect(first.authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256')
    expect(first.authorizationUrl.searchParams.get('state')).toBeTruthy()
    expect(first.back.pathname).toBe('/api/auth/callback/test')
    expect(first.callback.statusCode).toBe(302)
    expect(first.callback.headers.location).toBe('/welcome')
    const cookie = cookieFrom(first.callback.headers['set-cookie'])
    const profile = (await me(cookie)).json()
    expect(profile).toMatchObject({ username: 'ada_l', email: 'ada@provider.test' })

    // The same provider account signs the same member in, straight to the feed.
    const again = await viaProvider('ada')
    expect(again.callback.headers.location).toBe('/feed')
    const second = cookieFrom(again.callback.headers['set-cookie'])
    expect((await me(second)).json().id).toBe(profile.id)

    // Another provider account wanting the same username gets a free one.
    const other = await viaProvider('ada2')
    const otherCookie = cookieFrom(other.callback.headers['set-cookie'])
    expect((await me(otherCookie)).json().username).toBe('ada_l2')
  })

  it('never links an email that is another account’s at sign-in', async () => {
    const member = await signUp(t.app, { email: 'taken@provider.test' })
    op.accounts.set('copycat', { email: 'taken@provider.test', preferredUsername: 'copycat' })
    const { callback } = await viaProvider('copycat')
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/login?error=account_not_linked')
    expect(cookieFrom(callback.headers['set-cookie'])).not.toContain('session_token=')
    const providers = await request(t.app, { url: '/api/me/providers', as: member })
    expect(providers.json().providers[0]).toMatchObject({ id: 'test', linked: false })
  })

  it('refuses a callback whose state this browser did not start', async () => {
    const start = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'test', callbackURL: '/feed', errorCallbackURL: '/login' },
    })
    const back = await signInAtProvider((start.json() as { url: string }).url, 'ada')
    // Without the state cookie of the browser that started it (a forged or replayed link).
    const callback = await t.app.inject({ url: `${back.pathname}${back.search}` })
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toMatch(/error=/)
    expect(cookieFrom(callback.headers['set-cookie'])).not.toContain('session_token=')
  })

  it('links a provider from settings, signs in with it, and unlinks it while a password remains', async () => {
    const member = await signUp(t.app)
    op.accounts.set('linker', { email: 'elsewhere@provider.test', preferredUsername: 'linker' })
    const linked = await viaProvider('linker', { as: member, link: true })
    expect(linked.callback.headers.location).toBe('/settings/account')
    const status = await request(t.app, { url: '/api/me/providers', as: member })
    expect(status.json()).toMatchObject({
      hasPassword: true,
      providers: [{ id: 'test', name: 'Test', linked: true }],
    })
    expect(await logOf(member)).toContainEqual(
      expect.objectContaining({ kind: 'provider_linked', detail: 'Test' }),
    )
    expect(t.mail.some((m) => m.to === member.email && m.subject.includes('Test linked'))).toBe(
      true,
    )

    // The export names the provider and the log, never a token or the provider's account id.
    const exported = await request(t.app, { url: '/api/me/export', as: member })
    expect(exported.statusCode, exported.body).toBe(200)
    expect(exported.json()).toMatchObject({
      signInProviders: [{ providerId: 'test' }],
      securityLog: [{ kind: 'provider_linked', detail: 'Test' }],
    })
    expect(exported.body).not.toMatch(/token|secret|"linker"/i)

    const signIn = await viaProvider('linker')
    expect(signIn.callback.headers.location).toBe('/feed')
    const viaLink = cookieFrom(signIn.callback.headers['set-cookie'])
    expect((await me(viaLink)).json().id).toBe(member.id)

    const unlink = await request(t.app, {
      method: 'DELETE',
      url: '/api/me/providers/test',
      as: member,
    })
    expect(unlink.statusCode, unlink.body).toBe(204)
    expect((await logOf(member))[0]).toMatchObject({ kind: 'provider_unlinked', detail: 'Test' })
    const twice = await request(t.app, {
      method: 'DELETE',
      url: '/api/me/providers/test',
      as: member,
    })
    expect(twice.statusCode).toBe(404)
  })

  it('keeps the last way in: a provider-only account cannot unlink it', async () => {
    op.accounts.set('only', { email: 'only@provider.test', preferredUsername: 'only_provider' })
    const { callback } = await viaProvider('only')
    const cookie = cookieFrom(callback.headers['set-cookie'])
    const unlink = await request(t.app, {
      method: 'DELETE',
      url: '/api/me/providers/test',
      headers: { cookie },
    })
    expect(unlink.statusCode).toBe(409)
    const status = await request(t.app, { url: '/api/me/providers', headers: { cookie } })
    expect(status.json()).toMatchObject({ hasPassword: false, providers: [{ linked: true }] })
  })

  it('refuses to link a provider account that is another member’s', async () => {
    op.accounts.set('shared', { email: 'shared@provider.test', preferredUsername: 'shared' })
    await viaProvider('shared')
    const member = await signUp(t.app)
    const { callback } = await viaProvider('shared', { as: member, link: true })
    expect(callback.headers.location).toMatch(/^\/settings\/account\?error=/)
    const status = await request(t.app, { url: '/api/me/providers', as: member })
    expect(status.json().providers[0].linked).toBe(false)
  })

  it('answers unknown providers with a clear 4xx', async () => {
    const member = await signUp(t.app)
    const response = await request(t.app, {
      method: 'DELETE',
      url: '/api/me/providers/nope',
      as: member,
    })
    expect(response.statusCode).toBe(404)
    const start = await request(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'nope', callbackURL: '/feed' },
    })
    expect(start.statusCode).toBeGreaterThanOrEqual(400)
    expect(start.statusCode).toBeLessThan(500)
  })
})
