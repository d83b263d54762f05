import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

// A real OpenID Connect provider on loopback for the sign-in tests (issue 18 §4): the certified
// `oidc-provider` package with one client and a few accounts. Its development interactions
// show a plain login form that accepts any password for a known login.

export type ProviderAccount = {
  email: string
  emailVerified?: boolean
  name?: string
  preferredUsername?: string
}

export const TEST_CLIENT = { id: 'makerfolio-test', secret: 'makerfolio-test-secret' }

export type TestOidcProvider = {
  issuer: string
  /** Accounts by login; tests add more while it runs. */
  accounts: Map<string, ProviderAccount>
  close(): Promise<void>
}

/** Starts the provider; `redirectUris` are the app's callback addresses. */
export async function startOidcProvider(options: {
  redirectUris: string[]
  port?: number
  accounts?: Record<string, ProviderAccount>
}): Promise<TestOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}))
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // PKCE for every client, confidential ones included: a flow without it fails.
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    cookies: { keys: ['oidc-test-cookie-key'] },
    // Explicit lifetimes (seconds) keep the provider from noting each default it falls back on.
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    async findAccount(_ctx: unknown, login: string) {
      const found = accounts.get(login)
      if (!found) return undefined
      return {
        accountId: login,
        claims: async () => ({
          sub: login,
          email: found.email,
          email_verified: found.emailVerified ?? true,
          name: found.name,
          preferred_username: found.preferredUsername,
        }),
      }
    },
    // No consent screen: the test client is first-party; every sign-in grants its scopes.
    async loadExistingGrant(ctx: {
      oidc: {
        client: { clientId: string }
        session: { accountId: string; grantIdFor(clientId: string): string | undefined }
        provider: {
          Grant: {
            new (init: {
              clientId: string
              accountId: string
            }): {
              addOIDCScope(scope: string): void
              save(): Promise<string>
            }
            find(id: string): Promise<unknown>
          }
        }
      }
    }) {
      const { client, session, provider: op } = ctx.oidc
      const existing = session.grantIdFor(client.clientId)
      if (existing) return op.Grant.find(existing)
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A tiny cookie jar for the provider's own cookies (its interaction and session). */
class Jar {
  private cookies = new Map<string, string>()
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const value = pair.slice(at + 1)
      if (value) this.cookies.set(pair.slice(0, at), value)
      else this.cookies.delete(pair.slice(0, at))
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * Plays the browser at the provider: opens the authorization URL, signs in as `login` at the
 * development login form, and follows redirects until one leaves the provider. Answers that
 * address (the app's callback with `code` and `state`, or an error).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Jar()
  const issuerOrigin = new URL(authorizationUrl).origin
  let url = new URL(authorizationUrl)
  let init: RequestInit = {}
  for (let hop = 0; hop < 15; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    })
    jar.take(response)
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url)
      init = {}
      if (url.origin !== issuerOrigin) return url
      continue
    }
    const html = await response.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (response.status !== 200 || !action || !html.includes('name="login"')) {
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`)
    }
    url = new URL(action.replaceAll('&amp;', '&'), url)
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    }
  }
  throw new Error('too many redirects at the provider')
}
