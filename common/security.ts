import { z } from 'zod'
import { securityTexts } from './security-texts'
import { text } from './strings'

export { securityTexts } from './security-texts'

const password = text()
  .min(1, securityTexts.passwordRequired)
  .max(200, securityTexts.passwordIncorrect)

/** A code from an authenticator app: 6 digits (spaces typed between them are dropped). */
export const totpCodeSchema = text()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, securityTexts.codeRequired)
      .regex(/^\d{6}$/, securityTexts.codeFormat),
  )

/** better-auth's backup codes: 10 letters and digits, shown as `abcde-12345`. */
export const backupCodePattern = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/

/** An app code or a backup code (turning two-factor off accepts either). */
export const anyCodeSchema = text()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, securityTexts.codeRequired)
      .refine((value) => /^\d{6}$/.test(value) || backupCodePattern.test(value), {
        message: securityTexts.codeFormat,
      }),
  )

export const factorNameSchema = text()
  .trim()
  .min(1, securityTexts.factorNameRequired)
  .max(60, securityTexts.factorNameTooLong)

/** GET /api/me/two-factor */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The friendly name of the authenticator (null while off). */
  name: z.string().nullable(),
  enabledAt: z.string().nullable(),
  /** Unused backup codes (null while off). */
  backupCodesLeft: z.number().int().nullable(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

/** POST /api/me/two-factor/setup: a new secret, not active until confirmed with a code. */
export const twoFactorSetupSchema = z.object({ password, name: factorNameSchema })
export const twoFactorSetupResultSchema = z.object({
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  totpUri: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** The QR code of `totpUri` as an SVG data URL. */
  qrCode: z.string(),
})
export type TwoFactorSetupResult = z.infer<typeof twoFactorSetupResultSchema>

/** POST /api/me/two-factor/confirm: a current code turns two-factor on. */
export const twoFactorConfirmSchema = z.object({ code: totpCodeSchema })
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) })

/** POST /api/me/two-factor/backup-codes: new codes replace the old ones. */
export const regenerateBackupCodesSchema = z.object({ password })

/** POST /api/me/two-factor/disable */
export const twoFactorDisableSchema = z.object({ password, code: anyCodeSchema })
/** One signed-in browser of the member (GET /api/me/sessions). */
export const sessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  /** Whether this is the session making the request. */
  current: z.boolean(),
  createdAt: z.string(),
  /** Approximate: refreshed at most once an hour while the session is used. */
  lastActiveAt: z.string(),
})
export type SessionInfo = z.infer<typeof sessionSchema>
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) })
export const endedSessionsSchema = z.object({ ended: z.number().int() })
