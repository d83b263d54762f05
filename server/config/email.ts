import { optionalText, type Parsed } from './variable'

/** Outgoing mail: SMTP, or `.eml` files in `$DATA_DIR/mail` when unset. */
export type EmailSettings = { smtpUrl: string | undefined }

export const emailVariables = { SMTP_URL: optionalText }

export function emailSettings(vars: Parsed<typeof emailVariables>): EmailSettings {
  return { smtpUrl: vars.SMTP_URL }
}
