import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseMail } from '@tests/support/mime'
import { startSmtpServer } from '@tests/support/smtp-server'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createMailer, type MailMessage } from './mail'

const link = `https://makerfolio.test/email/unsubscribe?token=${'a1b2c3'.repeat(20)}.sig=`
const message: MailMessage = {
  to: 'ada@example.com',
  subject: 'Bob mentioned you — café ☕',
  text: `Bob mentioned you in a post.\n\nUnsubscribe: ${link}\n`,
  html: `<p>Bob mentioned you in a <b>post</b> — café ☕</p><p><a href="${link}">Unsubscribe</a></p>`,
  headers: {
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
}

/** What a mail client shows of a message: the headers that say what it is, and both parts. */
function asShown(raw: string) {
  const { headers, text, html } = parseMail(raw)
  const shown = [
    'from',
    'to',
    'subject',
    'list-unsubscribe',
    'list-unsubscribe-post',
    'mime-version',
  ]
  return {
    headers: Object.fromEntries(shown.map((name) => [name, headers.get(name)])),
    type: headers.get('content-type')?.split(';')[0],
    // Line ends travel as CRLF; a client shows lines.
    text: text.replaceAll('\r\n', '\n'),
    html: html.replaceAll('\r\n', '\n'),
  }
}

describe('the file outbox without SMTP_URL', () => {
  it('writes the whole message as an .eml, as SMTP sends it: headers, text and HTML parts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'makerfolio-mail-'))
    const logged: unknown[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) })
    await createMailer({ dataDir, log }).send(message)

    const [file, ...others] = await readdir(path.join(dataDir, 'mail'))
    expect(others).toEqual([])
    expect(file).toMatch(/^\d+-ada@example\.com\.eml$/)
    const raw = await readFile(path.join(dataDir, 'mail', file!), 'utf8')
    expect(raw).toContain('\r\n\r\n')
    expect(raw).not.toMatch(/[^\r]\n/)
    const written = asShown(raw)
    expect(written).toEqual({
      headers: {
        from: 'Makerfolio <no-reply@makerfolio.local>',
        to: 'ada@example.com',
        subject: expect.stringMatching(/^=\?UTF-8\?/),
        'list-unsubscribe': `<${link}>`,
        'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
        'mime-version': '1.0',
      },
      type: 'multipart/alternative',
      text: message.text,
      html: message.html,
    })
    // The README's promise: the link is in the server log too.
    expect(logged).toContainEqual(expect.objectContaining({ to: message.to, link }))

    const smtp = await startSmtpServer()
    try {
      await createMailer({ smtpUrl: smtp.url, dataDir, log: pino({ level: 'silent' }) }).send(
        message,
      )
      expect(smtp.received).toHaveLength(1)
      expect(asShown(smtp.received[0]!.raw)).toEqual(written)
    } finally {
      await smtp.close()
    }
  })
})
