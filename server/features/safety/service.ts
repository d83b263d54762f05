import { profileTexts } from '@common/profiles'
import { type MuteRequest, type MuteState, safetyTexts } from '@common/safety'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import { decodeCursor } from '../../lib/pagination'
import type { Viewer } from '../../plugins/session'
import { findProfileRef } from '../profiles'
import { muteEnd } from './mute-end'
import {
  deleteBlock,
  deleteFollowsBetween,
  deleteInvitationsBetween,
  deleteMute,
  insertBlock,
  listBlockRows,
  listMuteRows,
  upsertMute,
} from './queries'

export type SafetyDeps = { db: Db; bus: EventBus }

/**
 * The member a block or mute is about. Anyone who exists can be blocked or muted, also someone
 * the viewer cannot see (reported, or already on the other side of a block): a shield never
 * depends on seeing its target. Banned members can be blocked too.
 */
async function findTarget(db: Db, viewer: Viewer, username: string, self: string) {
  const target = await findProfileRef(db, username, viewer.id)
  if (!target) throw new AppError('not_found', profileTexts.notFound)
  if (target.id === viewer.id) throw new AppError('validation', self)
  return target
}

/**
 * Blocks (idempotent). The first block removes the follows both ways and the pending co-maker
 * invitations between the two, in one transaction; every node hears of the follows that went.
 */
export async function setBlock(deps: SafetyDeps, viewer: Viewer, username: string, on: boolean) {
  const target = await findTarget(deps.db, viewer, username, safetyTexts.cannotBlockYourself)
  if (!on) {
    await deleteBlock(deps.db, viewer.id, target.id)
    return { blocked: false }
  }
  const unfollowed = await deps.db.transaction(async (tx) => {
    if (!(await insertBlock(tx, viewer.id, target.id))) return []
    await deleteInvitationsBetween(tx, viewer.id, target.id)
    return deleteFollowsBetween(tx, viewer.id, target.id)
  })
  if (unfollowed.length > 0) {
    await deps.bus.publish(
      unfollowed.map((pair) => ({ type: 'follow.changed' as const, ...pair, following: false })),
    )
  }
  return { blocked: true }
}

/** Mutes (a second mute replaces the terms of the first) or unmutes; the target is not told. */
export async function setMute(
  deps: SafetyDeps,
  viewer: Viewer,
  username: string,
  request: MuteRequest | null,
): Promise<MuteState> {
  const target = await findTarget(deps.db, viewer, username, safetyTexts.cannotMuteYourself)
  if (!request) {
    await deleteMute(deps.db, viewer.id, target.id)
    return { muted: false, notificationsOnly: false, expiresAt: null }
  }
  const row = await upsertMute(deps.db, {
    muterId: viewer.id,
    mutedId: target.id,
    notificationsOnly: request.notificationsOnly,
    expiresAt: muteEnd(request.duration),
  })
  return { muted: true, notificationsOnly: request.notificationsOnly, expiresAt: row.expiresAt }
}

type PageRequest = { cursor?: string; limit: number }

/** The viewer's own blocks; nobody else's list is ever read (blocks are private). */
export function listBlocks(db: Db, viewer: Viewer, { cursor, limit }: PageRequest) {
  return listBlockRows(db, { userId: viewer.id, after: decodeCursor(cursor), limit })
}

export function listMutes(db: Db, viewer: Viewer, { cursor, limit }: PageRequest) {
  return listMuteRows(db, { userId: viewer.id, after: decodeCursor(cursor), limit })
}
