import { type Ctx, optionalText, refuse } from './variable'

/**
 * A sign-in provider as the environment configures it (issue 18 §4, decision 034); the auth
 * feature turns these into better-auth's providers. `id` is the path segment better-auth uses
 * (`/api/auth/callback/{id}`), `name` what the button says.
 */
export type SignInProviderSettings =
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

export type SignInSettings = {
  /** OpenID Connect and preset providers (OIDC_<NAME>_*, GITHUB_*, GOOGLE_*); none by default. */
  signInProviders: SignInProviderSettings[]
}

/** The presets' variables; the OIDC_<NAME>_* families pass through the schema as they are. */
export const signInProviderVariables = {
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
}

const OIDC_ISSUER = /^OIDC_([A-Z0-9]+)_ISSUER$/

/** "TEST" or "MY_IDP" → "Test": the button's name unless OIDC_<NAME>_LABEL gives one. */
const titleCase = (name: string) => name.charAt(0) + name.slice(1).toLowerCase()

/**
 * Every provider the environment configures: `OIDC_<NAME>_ISSUER` + `_CLIENT_ID` +
 * `_CLIENT_SECRET` (optional `_LABEL`) for any OpenID Connect provider, and the presets
 * `GITHUB_CLIENT_ID`/`_SECRET`, `GOOGLE_CLIENT_ID`/`_SECRET`. None by default. A provider with
 * a missing part is an error at start, not a button that fails when pressed.
 */
export function signInSettings(vars: Record<string, unknown>, ctx: Ctx): SignInSettings {
  return { signInProviders: signInProviderSettings(vars, ctx) }
}

function signInProviderSettings(vars: Record<string, unknown>, ctx: Ctx): SignInProviderSettings[] {
  const text = (key: string) => {
    const value = vars[key]
    return typeof value === 'string' ? value : undefined
  }
  const providers: SignInProviderSettings[] = []
  for (const [kind, prefix, name] of [
    ['github', 'GITHUB', 'GitHub'],
    ['google', 'GOOGLE', 'Google'],
  ] as const) {
    const clientId = text(`${prefix}_CLIENT_ID`)
    const clientSecret = text(`${prefix}_CLIENT_SECRET`)
    if (!clientId && !clientSecret) continue
    if (!clientId || !clientSecret) {
      return refuse(ctx, `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET are needed together`)
    }
    providers.push({ kind, id: kind, name, clientId, clientSecret })
  }
  for (const key of Object.keys(vars).sort()) {
    const match = OIDC_ISSUER.exec(key)
    const value = text(key)
    if (!match?.[1] || !value) continue
    const upper = match[1]
    const id = upper.toLowerCase()
    const issuer = value.replace(/\/+$/, '')
    const clientId = text(`OIDC_${upper}_CLIENT_ID`)
    const clientSecret = text(`OIDC_${upper}_CLIENT_SECRET`)
    if (!clientId || !clientSecret) {
      return refuse(ctx, `OIDC_${upper}_CLIENT_ID and OIDC_${upper}_CLIENT_SECRET must be set`)
    }
    if (!/^https?:\/\//.test(issuer))
      return refuse(ctx, `OIDC_${upper}_ISSUER must be an http(s) URL`)
    if (providers.some((provider) => provider.id === id)) {
      return refuse(ctx, `OIDC_${upper}_ISSUER: the name ${id} is taken by a preset`)
    }
    const name = text(`OIDC_${upper}_LABEL`)?.trim() || titleCase(upper)
    providers.push({ kind: 'oidc', id, name, issuer, clientId, clientSecret })
  }
  return providers
}
