import type { Mailer } from '../../lib/mail'
import type { JobQueue } from './queue'

/**
 * A Mailer that only queues: the request that asked for the email answers once the job row is
 * stored, and a failing SMTP server is retried by the queue instead of failing the request.
 */
export function queuedMailer(queue: JobQueue): Mailer {
  return { send: (message) => queue.send('mail-send', message) }
}

/** This node sends queued emails through `mailer` (SMTP, or files in $DATA_DIR/mail). */
export function workMail(queue: JobQueue, mailer: Mailer): Promise<void> {
  return queue.work('mail-send', (message) => mailer.send(message))
}
