import type { LiveEvent } from '@common/live-events'
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

/** What every node's shield sets hear of a block or mute (the live stream's new posts). */
const shieldChanged = (
  viewer: Viewer,
  otherId: string,
  change: { kind: 'block' | 'mute'; on: boolean; until?: number | null },
): LiveEvent => ({ type: 'shield.changed', memberId: viewer.id, otherId, ...change })

/**
 * Blocks (idempotent). The first block removes the follows both ways and the pending co-maker
 * invitations between the two, in one transaction; every node hears of the block and of the
 * follows that went.
 */
export async function setBlock(deps: SafetyDeps, viewer: Viewer, username: string, on: boolean) {
  const target = await findTarget(deps.db, viewer, username, safetyTexts.cannotBlockYourself)
  if (!on) {
    await deleteBlock(deps.db, viewer.id, target.id)
    await deps.bus.publish(shieldChanged(viewer, target.id, { kind: 'block', on: false }))
    return { blocked: false }
  }
  const unfollowed = await deps.db.transaction(async (tx) => {
    if (!(await insertBlock(tx, viewer.id, target.id))) return null
    await deleteInvitationsBetween(tx, viewer.id, target.id)
    return deleteFollowsBetween(tx, viewer.id, target.id)
  })
  // One NOTIFY, for a new block only (a repeated unblock or mute is harmless: the sets take the
  // state it gives).
  if (unfollowed) {
    await deps.bus.publish([
      shieldChanged(viewer, target.id, { kind: 'block', on: true }),
      ...unfollowed.map((pair) => ({ type: 'follow.changed' as const, ...pair, following: false })),
    ])
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
    await deps.bus.publish(shieldChanged(viewer, target.id, { kind: 'mute', on: false }))
    return { muted: false, notificationsOnly: false, expiresAt: null }
  }
  const expiresAt = muteEnd(request.duration)
  const row = await upsertMute(deps.db, {
    muterId: viewer.id,
    mutedId: target.id,
    notificationsOnly: request.notificationsOnly,
    expiresAt,
  })
  // A notifications-only mute keeps the member's posts; a mute that ends lapses on every node.
  await deps.bus.publish(
    shieldChanged(viewer, target.id, {
      kind: 'mute',
      on: !request.notificationsOnly,
      until: expiresAt?.getTime() ?? null,
    }),
  )
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
