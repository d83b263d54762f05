import { type ConnectionListKind, type FollowState, followTexts } from '@common/follows'
import { profileTexts } from '@common/profiles'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { EventBus } from '../../lib/event-bus'
import { decodeCursor } from '../../lib/pagination'
import type { Viewer } from '../../plugins/session'
import type { PolicyViewer } from '../../policy/visibility'
import { notificationEvents, recordNotifications } from '../notifications'
import { findProfileRef, resolveProfile } from '../profiles'
import { countFollowers, deleteFollow, insertFollow, listConnectionRows } from './queries'

export type FollowsDeps = { db: Db; bus: EventBus }

/**
 * Idempotent follow state: the unique (follower, following) index turns concurrent clicks
 * into one row. The first follow ever notifies the followed member once.
 */
export async function setFollow(
  { db, bus }: FollowsDeps,
  viewer: Viewer,
  username: string,
  following: boolean,
): Promise<FollowState> {
  // Unfollowing someone hidden since is still allowed; following them is not (404, decision 015).
  const target = following
    ? await resolveProfile(db, username, viewer, 'act')
    : await findProfileRef(db, username, viewer.id)
  if (!target) throw new AppError('not_found', profileTexts.notFound)
  if (target.id === viewer.id) throw new AppError('validation', followTexts.cannotFollowYourself)
  let recipients: string[] = []
  const changed = await db.transaction(async (tx) => {
    if (!following) return deleteFollow(tx, viewer.id, target.id)
    if (!(await insertFollow(tx, viewer.id, target.id))) return false
    recipients = await recordNotifications(tx, [
      { userId: target.id, actorId: viewer.id, type: 'follow', dedupeKey: `follow:${viewer.id}` },
    ])
    return true
  })
  // One NOTIFY: every node's follow set of this member (a new post's `followed`), and the badge.
  if (changed) {
    await bus.publish([
      { type: 'follow.changed', followerId: viewer.id, followeeId: target.id, following },
      ...notificationEvents(recipients),
    ])
  }
  return { following, followersCount: await countFollowers(db, target.id) }
}

/** Followers or following of a visible profile, a page at a time. */
export async function listConnectionsPage(
  db: Db,
  options: {
    kind: ConnectionListKind
    username: string
    viewer: PolicyViewer
    cursor?: string
    limit: number
  },
) {
  const { kind, username, viewer, cursor, limit } = options
  const viewerId = viewer?.id ?? null
  const profile = await resolveProfile(db, username, viewer)
  const after = decodeCursor(cursor)
  return listConnectionRows(db, { kind, userId: profile.id, viewerId, after, limit })
}
