import { type Notification, notificationSentence } from '@common/notifications'
import { unreadNotificationsSince } from '@server/features/email-notifications/batch/queries'
import { notificationLine } from '@server/features/email-notifications/render'
import { report } from '@tests/factories/moderation'
import { createUpdate } from '@tests/factories/project-updates'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const listFor = async (user: TestUser, query = 'limit=50') => {
  const response = await request(t.app, { url: `/api/notifications?${query}`, as: user })
  expect(response.statusCode).toBe(200)
  return (response.json() as { items: Notification[] }).items
}
const followProject = (user: TestUser, projectId: string) =>
  request(t.app, { method: 'PUT', url: `/api/projects/${projectId}/follow`, as: user })
/** The lines the batch and digest emails would write for the member's project news. */
const emailLines = async (user: TestUser) =>
  (
    await unreadNotificationsSince(
      t.database.db,
      user.id,
      ['project_update', 'project_milestone'],
      sql`now() - interval '1 hour'`,
    )
  ).map(notificationLine)

const shipped = `We shipped dark mode, a faster editor and ${'many small fixes '.repeat(20)}`

describe("a followed project's update or milestone", () => {
  it('names the project and quotes the update, in the app and in emails', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    expect((await followProject(bob, project.id)).statusCode).toBe(200)
    await createUpdate(t.app, ada, project.id, { content: shipped })
    await createUpdate(t.app, ada, project.id, {
      content: 'We reached 1,000 users!',
      milestoneKind: 'users',
      milestoneValue: 1000,
    })

    const items = await listFor(bob)
    expect(items).toMatchObject([
      { type: 'project_milestone', projectName: project.name, quote: 'We reached 1,000 users!' },
      { type: 'project_update', projectName: project.name, quote: shipped.slice(0, 280) },
    ])
    expect(items.map((item) => notificationSentence(item.type, false, item.projectName))).toEqual([
      `shared a milestone of ${project.name}`,
      `posted an update to ${project.name}`,
    ])
    // News is not a mention: the Mentions filter stays as it was.
    expect(await listFor(bob, 'filter=mentions')).toEqual([])

    expect(await emailLines(bob)).toEqual([
      `@${ada.username} shared a milestone of ${project.name}: “We reached 1,000 users!”`,
      `@${ada.username} posted an update to ${project.name}: “${shipped.slice(0, 139).trim()}…”`,
    ])
  })

  it('leaves the project unnamed for a member who no longer sees it', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await followProject(bob, project.id)
    await createUpdate(t.app, ada, project.id, { content: 'Pricing page is live' })
    expect((await report(t.app, bob, 'project', project.id)).statusCode).toBe(200)

    const [item] = await listFor(bob)
    expect(item).toMatchObject({
      type: 'project_update',
      projectName: null,
      quote: 'Pricing page is live',
    })
    expect(notificationSentence('project_update', false, item?.projectName)).toBe(
      'posted an update to a project you follow',
    )
    expect(await emailLines(bob)).toEqual([
      `@${ada.username} posted an update to a project you follow: “Pricing page is live”`,
    ])
  })
})
