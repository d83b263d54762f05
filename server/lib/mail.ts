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

/** SMTP when `SMTP_URL` is set; otherwise each message lands in `$DATA_DIR/mail` and is logged. */
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
  return {
    async send(message) {
      await mkdir(folder, { recursive: true })
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_')
      const file = path.join(folder, `${Date.now()}-${safeTo}.txt`)
      const extra = Object.entries(message.headers ?? {}).map(
        ([name, value]) => `${name}: ${value}\n`,
      )
      const body = `From: ${FROM}\nTo: ${message.to}\nSubject: ${message.subject}\n${extra.join('')}\n${message.text}\n`
      await writeFile(file, body, { mode: 0o600 })
      const link = message.text.match(/https?:\/\/\S+/)?.[0]
      options.log.info({ to: message.to, file, link }, `mail written: ${message.subject}`)
    },
  }
}
