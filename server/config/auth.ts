import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type Ctx, optionalText, type Parsed, refuse, variable } from './variable'

/** The secret sessions are signed with, and the passkeys' relying party. */
export type AuthSettings = {
  /** WebAuthn relying party (PASSKEY_RP_ID, default PUBLIC_URL's host) and the origins it serves. */
  passkeys: { rpId: string; origins: string[] }
  authSecret: string
}

export const authVariables = {
  PASSKEY_RP_ID: variable((value) => value?.trim() || undefined),
  AUTH_SECRET: optionalText,
}

/** AUTH_SECRET stays unset here when not given: `loadConfig` reads or makes one in DATA_DIR. */
export function authSettings(
  vars: Parsed<typeof authVariables>,
  { publicUrl, trustedOrigins }: { publicUrl: string; trustedOrigins: string[] },
  ctx: Ctx,
): Omit<AuthSettings, 'authSecret'> & { authSecret: string | undefined } {
  return {
    passkeys: passkeySettings(vars.PASSKEY_RP_ID, publicUrl, trustedOrigins, ctx),
    authSecret: vars.AUTH_SECRET,
  }
}

/**
 * A passkey is bound to a domain (its RP ID) and works on the trusted origins at that domain or
 * under it (decision 037). An address like 127.0.0.1 cannot be an RP ID: passkeys then need
 * PASSKEY_RP_ID=localhost and that origin in TRUSTED_ORIGINS.
 */
function passkeySettings(
  value: string | undefined,
  publicUrl: string,
  trustedOrigins: string[],
  ctx: Ctx,
) {
  const rpId = (value || new URL(publicUrl).hostname).toLowerCase()
  const origins = trustedOrigins.filter((origin) => {
    const host = new URL(origin).hostname
    return host === rpId || host.endsWith(`.${rpId}`)
  })
  if (value && origins.length === 0) {
    return refuse(
      ctx,
      `PASSKEY_RP_ID must be the host of PUBLIC_URL or a trusted origin, or a domain above it`,
    )
  }
  return { rpId, origins }
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
