import { makersMax, makerTexts, type ProjectMakers } from '@common/project-makers'
import { projectTexts } from '@common/projects'
import { safetyTexts } from '@common/safety-texts'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import type { EventBus } from '../../../lib/event-bus'
import type { Viewer } from '../../../plugins/session'
import { isBlockedBetween } from '../../../policy/shield'
import type { PolicyViewer } from '../../../policy/visibility'
import { announceNotifications, recordNotifications } from '../../notifications'
import { findProjectAccess } from '../queries'
import { findVisibleProject } from '../service'
import {
  acceptInvitationRow,
  countMakerRows,
  deleteInviteNotification,
  deleteMakerRow,
  findMakerRow,
  findMemberByUsername,
  insertInvitation,
  listInvitationRows,
  listMakerRows,
  lockProjectOwner,
  swapOwner,
} from './queries'

/** Co-makers (issue 17 §4, decision 029): invitations need the bus to tell the invitee live. */
export type MakersDeps = { db: Db; bus: EventBus }

const notFound = () => new AppError('not_found', projectTexts.loadFailed)

/** The project's owner id, for an owner-only action (404 when missing, 403 for anyone else). */
async function assertOwner(db: Db, projectId: string, viewer: Viewer) {
  const project = await findProjectAccess(db, projectId, viewer.id)
  if (!project) throw notFound()
  if (project.ownerId !== viewer.id) throw new AppError('forbidden', makerTexts.ownerOnly)
  return project
}

/** A member the owner names: 404 when nobody (or a banned member) has that username. */
async function memberNamed(db: Db, username: string) {
  const member = await findMemberByUsername(db, username)
  if (!member || member.banned) throw new AppError('not_found', makerTexts.memberNotFound)
  return member
}

/** The project page's makers card: anyone who may read the project. */
export async function getProjectMakers(
  db: Db,
  projectId: string,
  viewer: PolicyViewer,
): Promise<ProjectMakers> {
  const project = await findVisibleProject(db, projectId, viewer)
  const viewerId = viewer?.id ?? null
  const [makers, invitations, mine] = await Promise.all([
    listMakerRows(db, projectId, viewerId),
    viewerId && project.ownerId === viewerId ? listInvitationRows(db, projectId, { viewerId }) : [],
    viewerId ? listInvitationRows(db, projectId, { viewerId, memberId: viewerId }) : [],
  ])
  return { makers, invitations, myInvitation: mine[0] ?? null }
}

/** The owner invites a member; they are told by a notification with Accept and Decline. */
export async function inviteMaker(
  { db, bus }: MakersDeps,
  viewer: Viewer,
  projectId: string,
  username: string,
): Promise<ProjectMakers> {
  await assertOwner(db, projectId, viewer)
  const member = await memberNamed(db, username)
  if (member.id === viewer.id) throw new AppError('validation', makerTexts.inviteSelf)
  if (await isBlockedBetween(db, viewer.id, member.id)) {
    throw new AppError('forbidden', safetyTexts.interactionRefused)
  }
  const existing = await findMakerRow(db, projectId, member.id)
  if (existing) {
    const message = existing.acceptedAt ? makerTexts.alreadyMaker : makerTexts.alreadyInvited
    throw new AppError('conflict', message)
  }
  if ((await countMakerRows(db, projectId)) >= makersMax) {
    throw new AppError('validation', makerTexts.tooMany)
  }
  const recipients = await db.transaction(async (tx) => {
    const row = { projectId, memberId: member.id, invitedBy: viewer.id }
    if (!(await insertInvitation(tx, row))) {
      throw new AppError('conflict', makerTexts.alreadyInvited)
    }
    return recordNotifications(tx, [
      {
        userId: member.id,
        actorId: viewer.id,
        type: 'maker_invite',
        projectId,
        dedupeKey: `maker_invite:${projectId}`,
      },
    ])
  })
  await announceNotifications(bus, recipients)
  return getProjectMakers(db, projectId, viewer)
}

/** The invitation and its notification go (the owner revokes, the invitee declines). */
async function dropInvitation({ db, bus }: MakersDeps, projectId: string, memberId: string) {
  const dropped = await db.transaction(async (tx) => {
    if (!(await deleteMakerRow(tx, projectId, memberId, 'pending'))) return null
    return deleteInviteNotification(tx, projectId, memberId)
  })
  if (dropped === null) throw new AppError('not_found', makerTexts.noInvitation)
  if (dropped) await announceNotifications(bus, [memberId])
}

export async function revokeInvitation(
  deps: MakersDeps,
  viewer: Viewer,
  projectId: string,
  username: string,
): Promise<ProjectMakers> {
  await assertOwner(deps.db, projectId, viewer)
  const member = await findMemberByUsername(deps.db, username)
  if (!member) throw new AppError('not_found', makerTexts.noInvitation)
  await dropInvitation(deps, projectId, member.id)
  return getProjectMakers(deps.db, projectId, viewer)
}

/** Declining works on a project hidden from the invitee since: nobody is stuck with it. */
export async function declineInvitation(deps: MakersDeps, viewer: Viewer, projectId: string) {
  if (!(await findProjectAccess(deps.db, projectId, viewer.id))) throw notFound()
  await dropInvitation(deps, projectId, viewer.id)
}

export async function acceptInvitation(
  { db, bus }: MakersDeps,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectMakers> {
  const project = await findVisibleProject(db, projectId, viewer, 'act')
  const told = await db.transaction(async (tx) => {
    if (!(await acceptInvitationRow(tx, projectId, viewer.id))) return null
    const invitationGone = await deleteInviteNotification(tx, projectId, viewer.id)
    // The owner hears that the maker joined (once per maker and project).
    const owners = await recordNotifications(tx, [
      {
        userId: project.ownerId,
        actorId: viewer.id,
        type: 'maker_joined',
        projectId,
        dedupeKey: `maker_joined:${projectId}:${viewer.id}`,
      },
    ])
    return [...(invitationGone ? [viewer.id] : []), ...owners]
  })
  if (told === null) throw new AppError('not_found', makerTexts.noInvitation)
  if (told.length > 0) await announceNotifications(bus, told)
  return getProjectMakers(db, projectId, viewer)
}

/** The owner removes a maker, or a maker leaves (the owner hands the project on first). */
export async function removeMaker(
  { db }: MakersDeps,
  viewer: Viewer,
  projectId: string,
  username: string,
) {
  const project = await findProjectAccess(db, projectId, viewer.id)
  if (!project) throw notFound()
  const leaving = username === viewer.username.toLowerCase()
  if (leaving && project.ownerId === viewer.id) {
    throw new AppError('validation', makerTexts.ownerCannotLeave)
  }
  if (!leaving && project.ownerId !== viewer.id) {
    throw new AppError('forbidden', makerTexts.ownerOnly)
  }
  const member = leaving ? { id: viewer.id } : await findMemberByUsername(db, username)
  if (!member || !(await deleteMakerRow(db, projectId, member.id, 'accepted'))) {
    throw new AppError('not_found', makerTexts.notMaker)
  }
}

/** The owner makes a maker the owner and stays on as a maker; the project row is locked. */
export async function transferOwnership(
  { db }: MakersDeps,
  viewer: Viewer,
  projectId: string,
  username: string,
): Promise<ProjectMakers> {
  await assertOwner(db, projectId, viewer)
  const member = await memberNamed(db, username)
  await db.transaction(async (tx) => {
    const ownerId = await lockProjectOwner(tx, projectId)
    if (ownerId !== viewer.id) throw new AppError('forbidden', makerTexts.ownerOnly)
    const row = await findMakerRow(tx, projectId, member.id)
    if (!row?.acceptedAt) throw new AppError('validation', makerTexts.transferToMaker)
    await swapOwner(tx, { projectId, ownerId, makerId: member.id })
  })
  return getProjectMakers(db, projectId, viewer)
}
