import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'

export type MailMessage = {
  to: string
  subject: string
  text: string
  /** An HTML alternative to `text` (notification emails and the digest, decision 031). */
  html?: string
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>
}
export type Mailer = { send(message: MailMessage): Promise<void> }

const FROM = 'Makerfolio <no-reply@makerfolio.local>'

/**
 * SMTP when `SMTP_URL` is set; otherwise each message is written whole to `$DATA_DIR/mail` as an
 * `.eml` file (every header and MIME part, built by nodemailer as SMTP would send it) and logged
 * with its first link.
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message })
      },
    }
  }
  const folder = path.join(options.dataDir, 'mail')
  // CRLF line ends, as on the SMTP wire and in .eml files.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  return {
    async send(message) {
      const { message: raw } = await composer.sendMail({ from: FROM, ...message })
      await mkdir(folder, { recursive: true })
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_')
      const file = path.join(folder, `${Date.now()}-${safeTo}.eml`)
      await writeFile(file, raw, { mode: 0o600 })
      const link = message.text.match(/https?:\/\/\S+/)?.[0]
      options.log.info({ to: message.to, file, link }, `mail written: ${message.subject}`)
    },
  }
}
