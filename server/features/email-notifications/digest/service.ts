import { emailKinds, emailTexts, notificationTypesOfKind } from '@common/email-preferences'
import { type MilestoneKind, milestoneTitle } from '@common/milestones'
import { unreadNotificationsSince } from '../batch/queries'
import { type EmailJobDeps, emailLinks, inTransaction } from '../context'
import { lockRecipient, markDigestSent, toPreferences } from '../queries'
import { composeEmail, type EmailSection, emailTarget, notificationLine, quoteOf } from '../render'
import {
  digestSince,
  digestStillDue,
  dueDigestMembers,
  milestonesOfFollowed,
  newFollowers,
  newProjectsOfFollowed,
  topPostsOfFollowed,
} from './queries'

/** How often (times JOB_TIME_SCALE) a pass looks for members whose morning it is. */
export const SWEEP_SECONDS = 30 * 60
/** Members queued per pass; any left over are still due at the next pass. */
const SWEEP_BATCH = 1000

/** Starts the chain of passes if none is waiting (every node asks at start; one job is kept). */
export function queueSweep(deps: Pick<EmailJobDeps, 'queue'>, afterSeconds?: number) {
  return deps.queue.send(
    'email-digest-sweep',
    {},
    { singletonKey: 'sweep', ...(afterSeconds === undefined ? {} : { afterSeconds }) },
  )
}

/** The `email-digest-sweep` job: queues the next pass first (so a failure below keeps the chain). */
export async function sweepDigests(deps: EmailJobDeps): Promise<void> {
  await queueSweep(deps, SWEEP_SECONDS)
  for (const userId of await dueDigestMembers(deps.db, SWEEP_BATCH)) {
    await deps.queue.send('email-digest', { userId }, { singletonKey: userId })
  }
}

/** The `email-digest` job: the member's week, or nothing when the week was empty. */
export async function sendDigest(deps: EmailJobDeps, userId: string): Promise<void> {
  await inTransaction(deps.pool, async (tx, client) => {
    const recipient = await lockRecipient(tx, userId)
    if (!recipient || !(await digestStillDue(tx, userId))) return
    const link = (path: string) => `${deps.publicUrl}${path}`
    const preferences = toPreferences(recipient.row)
    // Followers have their own section; the other kinds the member sends to the digest follow.
    const types = emailKinds
      .filter((kind) => kind !== 'follows' && preferences[kind] === 'digest')
      .flatMap((kind) => notificationTypesOfKind[kind])
    // One after another: they share the transaction's one connection.
    const posts = await topPostsOfFollowed(tx, userId)
    const projects = await newProjectsOfFollowed(tx, userId)
    const milestones = await milestonesOfFollowed(tx, userId)
    const followers = await newFollowers(tx, userId)
    const notices =
      types.length > 0 ? await unreadNotificationsSince(tx, userId, types, digestSince(userId)) : []
    const sections: EmailSection[] = [
      {
        title: emailTexts.digestTopPosts,
        items: posts.map((post) => ({
          text: `@${post.username}: ${quoteOf(post.content) || '(image)'}`,
          url: link(`/post/${post.id}`),
        })),
      },
      {
        title: emailTexts.digestProjects,
        items: [
          ...projects.map((project) => ({
            text: `${project.name} by @${project.username}: ${quoteOf(project.tagline)}`,
            url: link(`/project/${project.id}`),
          })),
          ...milestones.map((milestone) => ({
            text: `${milestone.name}: ${milestoneTitle({ kind: milestone.kind as MilestoneKind, value: milestone.value, text: milestone.text })}`,
            url: link(`/post/${milestone.postId}`),
          })),
        ],
      },
      {
        title: emailTexts.digestFollowers,
        items: followers.map((follower) => ({
          text: `${follower.name} (@${follower.username})`,
          url: link(`/${follower.username}`),
        })),
      },
      {
        title: emailTexts.digestNotifications,
        items: notices.map((notice) => ({
          text: notificationLine(notice),
          url: emailTarget(deps.publicUrl, notice),
        })),
      },
    ].filter((section) => section.items.length > 0)
    await markDigestSent(tx, userId)
    // An empty week sends nothing; the marker moves on all the same.
    if (sections.length === 0) return
    const message = composeEmail({
      to: recipient.email,
      subject: emailTexts.digestSubject,
      lead: emailTexts.digestLead,
      sections,
      scope: 'digest',
      ...emailLinks(deps, userId, 'digest'),
    })
    await deps.queue.send('mail-send', message, { client })
  })
}
