import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { follows, posts, profiles, projectFollows, session } from '../../db/schema'
import { verifiedSessionToken } from '../../plugins/session-cookie'
import { readablePosts } from '../../policy/visibility'
import { createBatchLoader } from './batch-loader'
import { PROJECT_FOLLOW_PREFIX } from './follow-sets'
import { type ShieldColumns, shieldColumns, toShieldRows } from './queries'
import type { ShieldRows } from './shield-sets'

/** `FollowSets.position` and `ShieldSets.position` when a query was sent. */
export type SetPositions = { follows: number; shields: number }

type Resolved = {
  viewerId: string | null
  /** The session it was opened with: its stream closes when that session ends. */
  sessionId: string | null
  isModerator: boolean
  readable: boolean
  followees: string[]
  shield: ShieldRows
  /** The sets' positions when the query was sent: changes applied since are replayed. */
  loadedAt: SetPositions
}

export type ResolvedStream = Omit<Resolved, 'readable'> & { postId: string | undefined }

/**
 * Who a live stream belongs to (the member id routes notifications; null for visitors), whether
 * they moderate, whom they follow (a new post's `followed`), whom they are shielded from (issue
 * 31: new posts and comments they do not see), and whether it may follow the comments of the
 * post in `?post=`: only when its viewer may read that post's page (server/policy/visibility.ts),
 * so a hidden or missing post's comment events are not sent. All come from one query shared by
 * the streams of a storm (every tab reconnects when a node restarts) instead of a pool
 * connection each, which would starve the requests that write.
 */
export function createStreamResolver(db: Db, secret: string, positions: () => SetPositions) {
  const resolve = createBatchLoader<Resolved>(async (keys) => {
    // Keys are `token|postId`, either part empty (neither ever holds `|`).
    const parts = keys.map((key) => key.split('|'))
    const tokens = parts.map(([token]) => token || null)
    const postIds = parts.map(([, post]) => post || null)
    const isModerator = sql`coalesce(${profiles.role} = 'moderator' and not ${profiles.banned}, false)`
    const loadedAt = positions()
    const result = await db.execute<
      ShieldColumns & {
        position: string
        viewer_id: string | null
        session_id: string | null
        is_moderator: boolean
        readable: boolean
        followees: string[]
      }
    >(sql`
      select v.position, ${session.userId} as viewer_id, ${session.id} as session_id, ${isModerator} as is_moderator,
        (${posts.id} is not null and ${readablePosts(sql`${profiles.id}`, isModerator)}) as readable,
        array(
          select ${follows.followingId} from ${follows} where ${follows.followerId} = ${session.userId}
          union all
          select ${PROJECT_FOLLOW_PREFIX}::text || ${projectFollows.projectId}::text from ${projectFollows} where ${projectFollows.memberId} = ${session.userId}
        ) as followees,
        ${shieldColumns(sql`${session.userId}`)}
      from unnest(${sql.param(tokens)}::text[], ${sql.param(postIds)}::uuid[])
        with ordinality as v(token, post, position)
      left join ${session} on ${session.token} = v.token and ${session.expiresAt} > now()
      left join ${profiles} on ${profiles.id} = ${session.userId}
      left join ${posts} on ${posts.id} = v.post`)
    return new Map(
      result.rows.map((row) => [
        keys[Number(row.position) - 1]!,
        {
          viewerId: row.viewer_id,
          sessionId: row.session_id,
          isModerator: row.is_moderator,
          readable: row.readable,
          followees: row.followees,
          shield: toShieldRows(row),
          loadedAt,
        },
      ]),
    )
  })

  return async function resolveStream(
    cookieHeader: string | undefined,
    postId?: string,
  ): Promise<ResolvedStream> {
    const token = verifiedSessionToken(cookieHeader, secret)
    const visitor = {
      viewerId: null,
      sessionId: null,
      isModerator: false,
      followees: [],
      shield: { blocking: [], blockedBy: [], muting: [] },
      loadedAt: { follows: 0, shields: 0 },
    }
    // A visitor who follows no post needs no query.
    if (!token && !postId) return { ...visitor, postId: undefined }
    const found = await resolve(`${token ?? ''}|${postId ?? ''}`)
    if (!found) return { ...visitor, postId: undefined }
    const { readable, ...viewer } = found
    return { ...viewer, postId: readable ? postId : undefined }
  }
}
