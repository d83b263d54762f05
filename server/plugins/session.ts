import type { Role } from '@common/auth'
import { texts } from '@common/texts'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client'
import { profiles, session, user } from '../db/schema'
import { AppError } from '../lib/errors'
import { SESSION_LIFETIME_SECONDS, SESSION_REFRESH_AGE_SECONDS } from '../lib/session-lifetime'
import { verifiedSessionToken } from './session-cookie'

/** The signed-in user as every service sees them. */
export type Viewer = {
  id: string
  email: string
  sessionId: string
  username: string
  name: string
  avatarUrl: string | null
  role: Role
  banned: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the session cookie once per request; null for visitors. */
    getViewer(): Promise<Viewer | null>
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>()

/** When a session was last extended more than this long ago, it is extended again. */
const REFRESH_AFTER_MS = SESSION_REFRESH_AGE_SECONDS * 1000
const LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000

/** Session, email and profile by token: prepared once, as every signed-in request runs it. */
function viewerByTokenStatement(db: Db) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      email: user.email,
      profile: {
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
        role: profiles.role,
        banned: profiles.banned,
      },
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(profiles, eq(profiles.id, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('viewer_by_session_token')
}

async function loadViewer(
  db: Db,
  viewerByToken: ReturnType<typeof viewerByTokenStatement>,
  secret: string,
  request: FastifyRequest,
): Promise<Viewer | null> {
  const token = verifiedSessionToken(request.headers.cookie, secret)
  if (!token) return null
  const [row] = await viewerByToken.execute({ token })
  if (!row) return null
  // Sliding expiry, as better-auth does: an active session is extended at most once a day.
  if (row.expiresAt.getTime() - Date.now() < LIFETIME_MS - REFRESH_AFTER_MS) {
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + LIFETIME_MS), updatedAt: new Date() })
      .where(eq(session.id, row.sessionId))
  }
  const { profile } = row
  return {
    id: profile.id,
    email: row.email,
    sessionId: row.sessionId,
    username: profile.username,
    name: profile.name,
    avatarUrl: profile.avatarUrl,
    role: profile.role,
    banned: profile.banned,
  }
}

async function sessionPlugin(app: FastifyInstance, { db, secret }: { db: Db; secret: string }) {
  const viewerByToken = viewerByTokenStatement(db)
  app.decorateRequest('getViewer', function (this: FastifyRequest) {
    let pending = cache.get(this)
    if (!pending) {
      pending = loadViewer(db, viewerByToken, secret, this)
      cache.set(this, pending)
    }
    return pending
  })
}

export default fp(sessionPlugin, { name: 'session' })

/** The signed-in user, or 401 'Not authenticated'. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.getViewer()
  if (!viewer) throw new AppError('unauthorized', texts.notAuthenticated)
  return viewer
}

/** A signed-in user who may act: banned members can read their own data but change nothing. */
export async function requireActiveViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request)
  if (viewer.banned) throw new AppError('forbidden', 'Your account has been suspended')
  return viewer
}
