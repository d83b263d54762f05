import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth'

/**
 * A sign-in provider configured by environment (issue 18 §4, decision 034). `id` is the path
 * segment better-auth uses (`/api/auth/callback/{id}`), `name` what the button says.
 */
export type SignInProvider =
  | {
      kind: 'github' | 'google'
      id: 'github' | 'google'
      name: string
      clientId: string
      clientSecret: string
    }
  | {
      kind: 'oidc'
      id: string
      name: string
      issuer: string
      clientId: string
      clientSecret: string
    }

/** What the button, the log and the mails call a provider: its name, else its id. */
export const providerName = (providers: SignInProvider[], id: string) =>
  providers.find((provider) => provider.id === id)?.name ?? id

type Env = Record<string, string | undefined>

const OIDC_ISSUER = /^OIDC_([A-Z0-9]+)_ISSUER$/

/** "TEST" or "MY_IDP" → "Test": the button's name unless OIDC_<NAME>_LABEL gives one. */
const titleCase = (name: string) => name.charAt(0) + name.slice(1).toLowerCase()

/**
 * Every provider the environment configures: `OIDC_<NAME>_ISSUER` + `_CLIENT_ID` +
 * `_CLIENT_SECRET` (optional `_LABEL`) for any OpenID Connect provider, and the presets
 * `GITHUB_CLIENT_ID`/`_SECRET`, `GOOGLE_CLIENT_ID`/`_SECRET`. None by default. A provider with
 * a missing part is an error at start, not a button that fails when pressed.
 */
export function loadSignInProviders(env: Env): SignInProvider[] {
  const providers: SignInProvider[] = []
  for (const [kind, prefix, name] of [
    ['github', 'GITHUB', 'GitHub'],
    ['google', 'GOOGLE', 'Google'],
  ] as const) {
    const clientId = env[`${prefix}_CLIENT_ID`]
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]
    if (!clientId && !clientSecret) continue
    if (!clientId || !clientSecret) {
      throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET are needed together`)
    }
    providers.push({ kind, id: kind, name, clientId, clientSecret })
  }
  for (const key of Object.keys(env).sort()) {
    const match = OIDC_ISSUER.exec(key)
    if (!match?.[1] || !env[key]) continue
    const upper = match[1]
    const id = upper.toLowerCase()
    const issuer = env[key].replace(/\/+$/, '')
    const clientId = env[`OIDC_${upper}_CLIENT_ID`]
    const clientSecret = env[`OIDC_${upper}_CLIENT_SECRET`]
    if (!clientId || !clientSecret) {
      throw new Error(`OIDC_${upper}_CLIENT_ID and OIDC_${upper}_CLIENT_SECRET must be set`)
    }
    if (!/^https?:\/\//.test(issuer)) throw new Error(`OIDC_${upper}_ISSUER must be an http(s) URL`)
    if (providers.some((provider) => provider.id === id)) {
      throw new Error(`OIDC_${upper}_ISSUER: the name ${id} is taken by a preset`)
    }
    const name = env[`OIDC_${upper}_LABEL`]?.trim() || titleCase(upper)
    providers.push({ kind: 'oidc', id, name, issuer, clientId, clientSecret })
  }
  return providers
}

/** better-auth's built-in social providers for the presets. */
export function socialProvidersFor(providers: SignInProvider[]) {
  const find = (id: string) => providers.find((provider) => provider.id === id)
  const github = find('github')
  const google = find('google')
  return {
    ...(github && {
      github: {
        clientId: github.clientId,
        clientSecret: github.clientSecret,
        // The GitHub login makes a better username proposal than the display name.
        mapProfileToUser: (profile: { login: string }) => ({ name: profile.login }),
      },
    }),
    ...(google && { google: { clientId: google.clientId, clientSecret: google.clientSecret } }),
  }
}

/** genericOAuth's entries for the OpenID Connect providers, found through discovery. */
export function oidcConfigFor(providers: SignInProvider[]): GenericOAuthConfig[] {
  return providers.flatMap((provider) =>
    provider.kind === 'oidc'
      ? [
          {
            providerId: provider.id,
            name: provider.name,
            discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
            // The ID token's signature is checked against the discovery JWKS, never skipped.
            requireIdTokenVerification: true,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
          },
        ]
      : [],
  )
}
