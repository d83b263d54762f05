import { type Parsed, urlVariable, variable } from './variable'

/** Where the app is reached, and which other origins may act on it with a member's cookie. */
export type AddressSettings = {
  publicUrl: string
  /** Origins whose cookie-authenticated mutations are accepted. */
  trustedOrigins: string[]
}

export const addressVariables = {
  PUBLIC_URL: variable((value, ctx) => (value ? urlVariable('PUBLIC_URL', value, ctx) : undefined)),
  TRUSTED_ORIGINS: variable((value, ctx) =>
    (value ?? '')
      .split(',')
      .map((extra) => extra.trim())
      .filter(Boolean)
      .map((origin) => urlVariable('TRUSTED_ORIGINS', origin, ctx)),
  ),
}

export function addressSettings(
  vars: Parsed<typeof addressVariables>,
  port: number,
): AddressSettings {
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${port}`
  // With no PUBLIC_URL the app is reachable under both loopback names; trust both.
  const trustedOrigins = vars.PUBLIC_URL
    ? [vars.PUBLIC_URL]
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  trustedOrigins.push(...vars.TRUSTED_ORIGINS)
  return { publicUrl, trustedOrigins }
}
