// A real SMTP server on loopback (the `smtp-server` package) for tests of outgoing mail: it
// records every message it accepts, and a policy chosen per test can refuse or hold messages.
import { SMTPServer } from 'smtp-server'
import { freePort } from './server-process'

export type ReceivedMail = { to: string[]; raw: string; at: number }
/**
 * What to do with the next message: accept it, refuse it for now (451, the sender retries),
 * or hold its answer until `release()` (to kill a sender mid-send).
 */
export type SmtpPolicy = 'accept' | 'refuse' | 'hold'

export type TestSmtpServer = {
  url: string
  received: ReceivedMail[]
  /** Every message sent, answered or not: one per delivery attempt. */
  attempts: { to: string[]; at: number }[]
  /** Chooses per message by its recipients; accepts everything by default. */
  policy: (to: string[]) => SmtpPolicy
  /** Messages whose answer is held, oldest first. */
  held: number
  /** Held messages whose sender is still connected (a killed sender's close arrives a bit later). */
  heldOpen: number
  release(): void
  close(): Promise<void>
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const waiting: { sessionId: string; answer: () => void }[] = []
  const state: TestSmtpServer = {
    url: '',
    received: [],
    attempts: [],
    policy: () => 'accept',
    get held() {
      return waiting.length
    },
    get heldOpen() {
      return waiting.filter(({ sessionId }) => !closed.has(sessionId)).length
    },
    release() {
      for (const { answer } of waiting.splice(0)) answer()
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  // Sessions whose client went away: a held answer for them delivers nothing.
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id)
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        state.attempts.push({ to, at: Date.now() })
        const policy = state.policy(to)
        const accept = () => {
          if (closed.has(session.id)) return
          state.received.push({ to, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() })
          callback()
        }
        if (policy === 'refuse') {
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          })
          callback(error)
        } else if (policy === 'hold') waiting.push({ sessionId: session.id, answer: accept })
        else accept()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  state.url = `smtp://127.0.0.1:${port}`
  return state
}
