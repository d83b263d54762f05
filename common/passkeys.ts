import { z } from 'zod'
import { passkeyTexts } from './passkey-texts'
import { text } from './strings'

// Passkeys (issue 18 §2, decision 037): the contract of /api/me/passkeys.

export const passkeyNameSchema = text()
  .trim()
  .min(1, passkeyTexts.nameRequired)
  .max(60, passkeyTexts.nameTooLong)

/** One passkey of the member; never its key or credential id. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The password manager or platform that keeps it, when its AAGUID is a known one. */
  provider: z.string().nullable(),
  /** Synced across the member's devices (iCloud Keychain, Google Password Manager…). */
  synced: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type Passkey = z.infer<typeof passkeySchema>
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) })

const base64url = text()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, passkeyTexts.saveFailed)

/**
 * POST /api/me/passkeys: the browser's answer to the registration options of
 * `GET /api/auth/passkey/generate-register-options` (WebAuthn's RegistrationResponseJSON).
 */
export const savePasskeySchema = z.object({
  name: passkeyNameSchema,
  response: z.object({
    id: base64url.min(1),
    rawId: base64url.min(1),
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: base64url.min(1),
      attestationObject: base64url.min(1),
      transports: z.array(text().max(20)).max(10).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
  }),
})

export const renamePasskeySchema = z.object({ name: passkeyNameSchema })
export const passkeyParamsSchema = z.object({ id: text().min(1).max(64) })
