import { emailKinds, emailTexts, notificationTypesOfKind } from '@common/email-preferences'
import { notificationSentence } from '@common/notification-texts'
import { advanceBatchMarker, type BatchItem, unreadNotificationsSince } from './batch-queries'
import { type EmailJobDeps, emailLinks, inTransaction } from './context'
import { toPreferences } from './preference-queries'
import { lockRecipient } from './recipient-queries'
import { composeEmail, quoteOf } from './render'

/** Immediate emails wait this long (times JOB_TIME_SCALE), gathering what else happens. */
export const BATCH_WAIT_SECONDS = 15 * 60

/**
 * Asks for the member's next batch email. Each node hears every notification change, and each
 * asks: the 'short' policy keeps one waiting job per member, so the others' asks are dropped
 * and one node runs it (SKIP LOCKED). A job already running does not stop a new one waiting,
 * which runs a full wait later: never two emails within 15 minutes.
 */
export function queueBatch(deps: Pick<EmailJobDeps, 'queue'>, userId: string) {
  return deps.queue.send(
    'email-batch',
    { userId },
    { afterSeconds: BATCH_WAIT_SECONDS, singletonKey: userId },
  )
}

function target(deps: EmailJobDeps, item: BatchItem) {
  if (item.postId) return `${deps.publicUrl}/post/${item.postId}`
  if (item.projectId) return `${deps.publicUrl}/project/${item.projectId}`
  return `${deps.publicUrl}/${item.actorUsername}`
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
    const items = await unreadNotificationsSince(tx, userId, types)
    await advanceBatchMarker(tx, userId, types)
    if (items.length === 0) return
    const message = composeEmail({
      to: recipient.email,
      subject: emailTexts.batchSubject(items.length),
      lead: emailTexts.batchLead,
      sections: [
        {
          title: null,
          items: items.map((item) => {
            const sentence = `@${item.actorUsername} ${notificationSentence(item.type, item.commentId !== null)}`
            return {
              text: item.quote ? `${sentence}: “${quoteOf(item.quote)}”` : sentence,
              url: target(deps, item),
            }
          }),
        },
      ],
      scope: 'immediate',
      ...emailLinks(deps, userId, 'immediate'),
    })
    await deps.queue.send('mail-send', message, { client })
  })
}
