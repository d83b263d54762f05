import type { AccountExport } from '@common/account-export'
import type { Notification } from '@common/notifications'
import type { ProjectMakers } from '@common/project-makers'
import type { Project } from '@common/projects'
import { notifications, projectMakers, reports } from '@server/db/schema'
import { banDirectly } from '@tests/factories/posts'
import { postUpdate } from '@tests/factories/project-updates'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const invite = (as: TestUser | undefined, projectId: string, username: string) =>
  request(t.app, {
    method: 'POST',
    url: `/api/projects/${projectId}/invitations`,
    as,
    payload: { username },
  })
const answer = (as: TestUser, projectId: string, choice: 'accept' | 'decline') =>
  request(t.app, { method: 'POST', url: `/api/projects/${projectId}/invitation/${choice}`, as })
const makersOf = async (projectId: string, as?: TestUser): Promise<ProjectMakers> =>
  (await request(t.app, { url: `/api/projects/${projectId}/makers`, as })).json()
const removeMaker = (as: TestUser, projectId: string, username: string) =>
  request(t.app, { method: 'DELETE', url: `/api/projects/${projectId}/makers/${username}`, as })
const transfer = (as: TestUser, projectId: string, username: string) =>
  request(t.app, {
    method: 'POST',
    url: `/api/projects/${projectId}/transfer`,
    as,
    payload: { username },
  })
async function notificationsOf(as: TestUser) {
  const response = await request(t.app, { url: '/api/notifications', as })
  return response.json().items as Notification[]
}
const usernames = (makers: ProjectMakers) => makers.makers.map((maker) => maker.username)

/** A project of a new owner with a new member who accepted its invitation. */
async function teamOfTwo() {
  const owner = await signUp(t.app)
  const maker = await signUp(t.app)
  const project = await createProject(t.app, owner)
  expect((await invite(owner, project.id, `@${maker.username}`)).statusCode).toBe(201)
  expect((await answer(maker, project.id, 'accept')).statusCode).toBe(200)
  return { owner, maker, project }
}

describe('inviting co-makers', () => {
  it('tells the invitee, shows the invitation to both, and accepting makes a maker', async () => {
    const owner = await signUp(t.app)
    const invitee = await signUp(t.app)
    const other = await signUp(t.app)
    const project = await createProject(t.app, owner)

    const invited = await invite(owner, project.id, `@${invitee.username.toUpperCase()}`)
    expect(invited.statusCode).toBe(201)
    expect((invited.json() as ProjectMakers).invitations.map((i) => i.member.username)).toEqual([
      invitee.username,
    ])

    const [notice] = await notificationsOf(invitee)
    expect(notice).toMatchObject({
      type: 'maker_invite',
      projectId: project.id,
      actor: { username: owner.username },
    })
    const mine = await makersOf(project.id, invitee)
    expect(mine.myInvitation?.member.username).toBe(invitee.username)
    expect(mine.invitations).toEqual([])
    expect(usernames(mine)).toEqual([owner.username])
    // Only the owner sees who is invited; others see neither.
    const seenByOther = await makersOf(project.id, other)
    expect(seenByOther.invitations).toEqual([])
    expect(seenByOther.myInvitation).toBeNull()
    expect((await makersOf(project.id)).invitations).toEqual([])

    const accepted = await answer(invitee, project.id, 'accept')
    expect(accepted.statusCode).toBe(200)
    expect(usernames(accepted.json())).toEqual([owner.username, invitee.username])
    expect(accepted.json().makers.map((m: { role: string }) => m.role)).toEqual(['owner', 'maker'])
    expect(usernames(await makersOf(project.id))).toEqual([owner.username, invitee.username])
    // The answered invitation's notification goes (its buttons would act on nothing).
    expect((await notificationsOf(invitee)).map((n) => n.type)).not.toContain('maker_invite')
    const asMaker = (
      await request(t.app, { url: `/api/projects/${project.id}`, as: invitee })
    ).json() as Project
    expect(asMaker).toMatchObject({ isOwner: false, isMaker: true })
    expect((await answer(invitee, project.id, 'accept')).statusCode).toBe(404)
    // The owner hears that the maker joined, once.
    const joined = (await notificationsOf(owner)).filter((n) => n.type === 'maker_joined')
    expect(joined).toEqual([
      expect.objectContaining({
        projectId: project.id,
        actor: expect.objectContaining({ username: invitee.username }),
        target: `/project/${project.id}`,
      }),
    ])
  })

  it('refuses unknown, banned, self, repeated and already-made invitations', async () => {
    const { owner, maker, project } = await teamOfTwo()
    const banned = await signUp(t.app)
    await banDirectly(t.database.db, banned.id)
    const invitee = await signUp(t.app)

    expect((await invite(owner, project.id, 'nobody_here_at_all')).statusCode).toBe(404)
    expect((await invite(owner, project.id, banned.username)).statusCode).toBe(404)
    expect((await invite(owner, project.id, owner.username)).statusCode).toBe(400)
    expect((await invite(owner, project.id, '@')).statusCode).toBe(400)
    expect((await invite(owner, project.id, maker.username)).statusCode).toBe(409)
    expect((await invite(owner, project.id, invitee.username)).statusCode).toBe(201)
    const again = await invite(owner, project.id, invitee.username)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('This member is already invited')
    // Makers do not manage makers; nor does anyone else.
    const fresh = await signUp(t.app)
    expect((await invite(maker, project.id, fresh.username)).statusCode).toBe(403)
    expect((await invite(invitee, project.id, fresh.username)).statusCode).toBe(403)
    expect((await invite(undefined, project.id, fresh.username)).statusCode).toBe(401)
  })

  it('declining and revoking remove the invitation and its notification', async () => {
    const owner = await signUp(t.app)
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, owner)
    await invite(owner, project.id, ada.username)
    await invite(owner, project.id, bob.username)

    expect((await answer(ada, project.id, 'decline')).statusCode).toBe(204)
    expect((await answer(ada, project.id, 'decline')).statusCode).toBe(404)
    expect((await makersOf(project.id, ada)).myInvitation).toBeNull()
    expect((await notificationsOf(ada)).map((n) => n.type)).not.toContain('maker_invite')

    // A maker may not revoke; the owner may, and the invitee can no longer accept.
    const revokeUrl = `/api/projects/${project.id}/invitations/${bob.username}`
    expect((await request(t.app, { method: 'DELETE', url: revokeUrl, as: bob })).statusCode).toBe(
      403,
    )
    const revoked = await request(t.app, { method: 'DELETE', url: revokeUrl, as: owner })
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().invitations).toEqual([])
    expect((await answer(bob, project.id, 'accept')).statusCode).toBe(404)
    expect((await notificationsOf(bob)).map((n) => n.type)).not.toContain('maker_invite')
    expect((await request(t.app, { method: 'DELETE', url: revokeUrl, as: owner })).statusCode).toBe(
      404,
    )
    // Invited again after a decline: a new notification.
    expect((await invite(owner, project.id, ada.username)).statusCode).toBe(201)
    expect((await notificationsOf(ada)).map((n) => n.type)).toContain('maker_invite')
  })
})

describe('what makers may do', () => {
  it('makers edit the project and post updates; only the owner deletes it', async () => {
    const { owner, maker, project } = await teamOfTwo()
    const other = await signUp(t.app)
    const patch = (as: TestUser) =>
      request(t.app, {
        method: 'PATCH',
        url: `/api/projects/${project.id}`,
        as,
        payload: { tagline: 'Made together' },
      })
    expect((await patch(maker)).statusCode).toBe(200)
    expect((await patch(other)).statusCode).toBe(403)
    expect((await postUpdate(t.app, maker, project.id)).statusCode).toBe(201)
    expect((await postUpdate(t.app, other, project.id)).statusCode).toBe(403)
    const remove = (as: TestUser) =>
      request(t.app, { method: 'DELETE', url: `/api/projects/${project.id}`, as })
    expect((await remove(maker)).statusCode).toBe(403)
    expect((await remove(owner)).statusCode).toBe(204)
    expect(await t.database.db.select().from(projectMakers)).not.toContainEqual(
      expect.objectContaining({ projectId: project.id }),
    )
  })

  it('a maker leaves; the owner cannot leave, removes a maker, and nobody else can', async () => {
    const { owner, maker, project } = await teamOfTwo()
    const other = await signUp(t.app)
    expect((await removeMaker(owner, project.id, owner.username)).statusCode).toBe(400)
    expect((await removeMaker(other, project.id, maker.username)).statusCode).toBe(403)
    expect((await removeMaker(maker, project.id, maker.username.toUpperCase())).statusCode).toBe(
      204,
    )
    expect(usernames(await makersOf(project.id))).toEqual([owner.username])
    expect((await removeMaker(maker, project.id, maker.username)).statusCode).toBe(404)
    expect((await postUpdate(t.app, maker, project.id)).statusCode).toBe(403)

    const second = await teamOfTwo()
    expect(
      (await removeMaker(second.maker, second.project.id, second.owner.username)).statusCode,
    ).toBe(403)
    expect(
      (await removeMaker(second.owner, second.project.id, second.maker.username)).statusCode,
    ).toBe(204)
    expect(usernames(await makersOf(second.project.id))).toEqual([second.owner.username])
  })

  it('the owner hands ownership to a maker and stays on as a maker', async () => {
    const { owner, maker, project } = await teamOfTwo()
    const invitee = await signUp(t.app)
    await invite(owner, project.id, invitee.username)
    // Only to an accepted maker, and only by the owner.
    expect((await transfer(owner, project.id, invitee.username)).statusCode).toBe(400)
    expect((await transfer(maker, project.id, maker.username)).statusCode).toBe(403)
    const moved = await transfer(owner, project.id, maker.username)
    expect(moved.statusCode).toBe(200)
    expect(moved.json().makers).toEqual([
      expect.objectContaining({ username: maker.username, role: 'owner' }),
      expect.objectContaining({ username: owner.username, role: 'maker' }),
    ])
    const asNewOwner = await request(t.app, { url: `/api/projects/${project.id}`, as: maker })
    expect(asNewOwner.json()).toMatchObject({ isOwner: true, owner: { id: maker.id } })
    // The former owner is a maker now: edits, but no longer deletes or manages makers.
    expect(
      (await request(t.app, { method: 'DELETE', url: `/api/projects/${project.id}`, as: owner }))
        .statusCode,
    ).toBe(403)
    expect((await invite(owner, project.id, (await signUp(t.app)).username)).statusCode).toBe(403)
    expect((await removeMaker(owner, project.id, owner.username)).statusCode).toBe(204)
  })
})

describe('makers on profiles and under the hiding rules', () => {
  it('a co-made project is on each maker’s Projects tab and counts there', async () => {
    const { owner, maker, project } = await teamOfTwo()
    const ownProject = await createProject(t.app, maker)
    const tab = await request(t.app, { url: `/api/users/${maker.username}/projects` })
    expect((tab.json().items as Project[]).map((p) => p.id)).toEqual([ownProject.id, project.id])
    const profile = await request(t.app, { url: `/api/users/${maker.username}` })
    expect(profile.json().projectsCount).toBe(2)
    const ownerTab = await request(t.app, { url: `/api/users/${owner.username}/projects` })
    expect((ownerTab.json().items as Project[]).map((p) => p.id)).toEqual([project.id])
    // A pending invitation is not a project of theirs yet.
    const invitee = await signUp(t.app)
    await invite(owner, project.id, invitee.username)
    expect(
      (await request(t.app, { url: `/api/users/${invitee.username}` })).json().projectsCount,
    ).toBe(0)
  })

  it('a banned maker is hidden from the makers list; a maker the viewer reported too', async () => {
    const { owner, maker, project } = await teamOfTwo()
    const viewer = await signUp(t.app)
    await t.database.db
      .insert(reports)
      .values({ userId: viewer.id, reportedType: 'profile', reportedId: maker.id })
    expect(usernames(await makersOf(project.id, viewer))).toEqual([owner.username])
    expect(usernames(await makersOf(project.id))).toEqual([owner.username, maker.username])
    await banDirectly(t.database.db, maker.id)
    expect(usernames(await makersOf(project.id))).toEqual([owner.username])
    expect(usernames(await makersOf(project.id, owner))).toEqual([owner.username])
    // Banned members act on nothing.
    expect((await postUpdate(t.app, maker, project.id)).statusCode).toBe(403)
  })
})

describe('account deletion and data export', () => {
  it('the export lists memberships, invitations received and invitations sent', async () => {
    const { owner, maker, project } = await teamOfTwo()
    const invitee = await signUp(t.app)
    await invite(owner, project.id, invitee.username)
    const otherProject = await createProject(t.app, invitee)
    await invite(invitee, otherProject.id, maker.username)

    const makerData: AccountExport = (
      await request(t.app, { url: '/api/me/export', as: maker })
    ).json()
    expect(makerData.projectMakers).toEqual([
      expect.objectContaining({ projectId: project.id, acceptedAt: expect.any(String) }),
      expect.objectContaining({ projectId: otherProject.id, acceptedAt: null }),
    ])
    const ownerData: AccountExport = (
      await request(t.app, { url: '/api/me/export', as: owner })
    ).json()
    expect(ownerData.sentMakerInvitations).toEqual([
      expect.objectContaining({ projectId: project.id, username: invitee.username }),
    ])
  })

  it('deleting an account takes its memberships and invitations; the owner’s takes the project', async () => {
    const { owner, maker, project } = await teamOfTwo()
    const invitee = await signUp(t.app)
    await invite(owner, project.id, invitee.username)
    const deleteMe = (as: TestUser) =>
      request(t.app, { method: 'DELETE', url: '/api/me', as, payload: { confirm: 'DELETE' } })

    expect((await deleteMe(maker)).statusCode).toBeLessThan(300)
    expect(usernames(await makersOf(project.id, owner))).toEqual([owner.username])
    expect((await deleteMe(invitee)).statusCode).toBeLessThan(300)
    expect((await makersOf(project.id, owner)).invitations).toEqual([])
    const rows = await t.database.db
      .select()
      .from(projectMakers)
      .where(eq(projectMakers.projectId, project.id))
    expect(rows).toEqual([])

    const second = await teamOfTwo()
    expect((await deleteMe(second.owner)).statusCode).toBeLessThan(300)
    const left = await t.database.db
      .select()
      .from(projectMakers)
      .where(eq(projectMakers.memberId, second.maker.id))
    expect(left).toEqual([])
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, second.maker.id))
    expect(notices).toEqual([])
  })
})
