import { emailKinds, emailTexts, notificationTypesOfKind } from '@common/email-preferences'
import { type EmailJobDeps, emailLinks, inTransaction } from '../context'
import { lockRecipient, toPreferences } from '../queries'
import { composeEmail, emailTarget, notificationLine } from '../render'
import {
  advanceBatchMarker,
  markBatchEmailed,
  nextBatchTime,
  unreadNotificationsSince,
} from './queries'

/**
 * The first notification after a quiet spell is mailed this long after it (times JOB_TIME_SCALE):
 * soon enough to read as "right away", long enough that a burst (a follow-back with a comment,
 * replies landing together, a mention and the like after it) is one email.
 */
export const BATCH_GATHER_SECONDS = 60
/** Then at most one email per this long (times JOB_TIME_SCALE), counted from the last email. */
export const BATCH_SPACING_SECONDS = 15 * 60

/** Scaled like the queue's own delays: never under a second (a scale below 1 is for tests). */
const realSeconds = (deps: Pick<EmailJobDeps, 'queue'>, seconds: number) =>
  Math.max(1, seconds * deps.queue.timeScale)

/**
 * Asks for the member's next batch email: a minute from now, or 15 minutes after their last
 * email if that is later (read from the database, so every node agrees). Each node hears every
 * notification change, and each asks: the 'short' policy keeps one waiting job per member, so
 * the others' asks are dropped and one node runs it (SKIP LOCKED). The job checks the spacing
 * again under the member's row lock, since an ask can come before the last email committed.
 */
export async function queueBatch(deps: Pick<EmailJobDeps, 'db' | 'queue'>, userId: string) {
  const { at } = await nextBatchTime(
    deps.db,
    userId,
    realSeconds(deps, BATCH_GATHER_SECONDS),
    realSeconds(deps, BATCH_SPACING_SECONDS),
  )
  await deps.queue.send('email-batch', { userId }, { startAt: at, singletonKey: userId })
}

/** The `email-batch` job: one email with the member's new notifications of 'immediate' kinds. */
export async function sendBatch(deps: EmailJobDeps, userId: string): Promise<void> {
  await inTransaction(deps.pool, async (tx, client) => {
    const recipient = await lockRecipient(tx, userId)
    if (!recipient) return
    const preferences = toPreferences(recipient.row)
    const types = emailKinds
      .filter((kind) => preferences[kind] === 'immediate')
      .flatMap((kind) => notificationTypesOfKind[kind])
    if (types.length === 0) return
    const next = await nextBatchTime(tx, userId, 0, realSeconds(deps, BATCH_SPACING_SECONDS))
    if (!next.isDue) {
      // Asked before the last email committed: not yet; a job waits for its time instead.
      await deps.queue.send(
        'email-batch',
        { userId },
        { startAt: next.at, singletonKey: userId, client },
      )
      return
    }
    const items = await unreadNotificationsSince(tx, userId, types)
    await advanceBatchMarker(tx, userId, types)
    if (items.length === 0) return
    await markBatchEmailed(tx, userId)
    const message = composeEmail({
      to: recipient.email,
      subject: emailTexts.batchSubject(items.length),
      lead: emailTexts.batchLead,
      sections: [
        {
          title: null,
          items: items.map((item) => ({
            text: notificationLine(item),
            url: emailTarget(deps.publicUrl, item),
          })),
        },
      ],
      scope: 'immediate',
      ...emailLinks(deps, userId, 'immediate'),
    })
    await deps.queue.send('mail-send', message, { client })
  })
}
