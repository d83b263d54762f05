import { z } from 'zod'
import { pageSchema } from './pagination'
import { text } from './strings'

// Sign-in with an OpenID Connect provider and the security log (issue 18 §4, §5; decision 034).

/** GET /api/auth-providers: the configured providers, by id and name only. */
export const signInProviderListSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type SignInProviderList = z.infer<typeof signInProviderListSchema>

/** GET /api/me/providers: what can sign this account in. */
export const linkedProvidersSchema = z.object({
  providers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      linked: z.boolean(),
      linkedAt: z.string().nullable(),
    }),
  ),
  hasPassword: z.boolean(),
  /** A passkey also signs this account in (a provider can then be unlinked). */
  hasPasskey: z.boolean(),
})
export type LinkedProviders = z.infer<typeof linkedProvidersSchema>

export const providerParamsSchema = z.object({ providerId: text().min(1).max(40) })

export const securityEventKinds = [
  'password_changed',
  'password_set',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'provider_linked',
  'provider_unlinked',
  'passkey_added',
  'passkey_removed',
  'new_device',
] as const
export type SecurityEventKind = (typeof securityEventKinds)[number]

export const securityEventSchema = z.object({
  id: z.string(),
  kind: z.enum(securityEventKinds),
  /** A provider's name or a device like "Chrome on macOS"; never a secret. */
  detail: z.string().nullable(),
  createdAt: z.string(),
})
export type SecurityEvent = z.infer<typeof securityEventSchema>

/** GET /api/me/security-log, newest first. */
export const securityLogPageSchema = pageSchema(securityEventSchema)
