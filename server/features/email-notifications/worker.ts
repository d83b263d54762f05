import type { EventBus } from '../../lib/event-bus'
import { queueBatch, sendBatch } from './batch/service'
import type { EmailJobDeps } from './context'
import { queueSweep, sendDigest, sweepDigests } from './digest/service'

/**
 * Notification emails and the weekly digest on this node (decision 031), beside the notifications
 * feature rather than inside it: every node hears each `notifications.changed` event (written
 * after the notification committed) and asks for that member's batch email; the queue keeps one
 * waiting job per member and runs it once. Also starts the digest's passes.
 */
export async function startEmailNotifications(
  deps: EmailJobDeps & { bus: EventBus; log: { warn(obj: object, msg: string): void } },
): Promise<() => void> {
  await deps.queue.work('email-batch', ({ userId }) => sendBatch(deps, userId))
  await deps.queue.work('email-digest', ({ userId }) => sendDigest(deps, userId))
  await deps.queue.work('email-digest-sweep', () => sweepDigests(deps))
  await queueSweep(deps)
  return deps.bus.subscribe((event) => {
    if (event.type !== 'notifications.changed') return
    queueBatch(deps, event.userId).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'email batch: could not queue'),
    )
  })
}
