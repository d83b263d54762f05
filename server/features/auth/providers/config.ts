import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth'
import type { SignInProviderSettings } from '../../../config'

/** A sign-in provider, as server/config.ts reads it from the environment (decision 034). */
export type SignInProvider = SignInProviderSettings

/** What the button, the log and the mails call a provider: its name, else its id. */
export const providerName = (providers: SignInProvider[], id: string) =>
  providers.find((provider) => provider.id === id)?.name ?? id

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
