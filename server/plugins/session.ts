import type { Role } from '@common/auth'
import { texts } from '@common/texts'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client'
import { profiles, session, user } from '../db/schema'
import { AppError } from '../lib/errors'
import type { EventBus } from '../lib/event-bus'
import { SESSION_LIFETIME_SECONDS, SESSION_REFRESH_AGE_SECONDS } from '../lib/session-lifetime'
import { SessionCache } from './session-cache'
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

/** Each request resolves its viewer once. */
const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>()

/** When a session was last extended more than this long ago, it is extended again. */
const REFRESH_AFTER_MS = SESSION_REFRESH_AGE_SECONDS * 1000
const LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000
/** How stale a session's `updated_at` (its last activity in settings) may grow while used. */
const ACTIVITY_STEP_MS = 60 * 60 * 1000

/** Session, email and profile by token: prepared once, as every signed-in request runs it. */
function viewerByTokenStatement(db: Db) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      updatedAt: session.updatedAt,
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

/** The viewer of a verified token and when its session ends, or null when it ended. */
async function loadViewer(
  db: Db,
  viewerByToken: ReturnType<typeof viewerByTokenStatement>,
  token: string,
): Promise<{ viewer: Viewer; expiresAt: number } | null> {
  const [row] = await viewerByToken.execute({ token })
  if (!row) return null
  let expiresAt = row.expiresAt.getTime()
  // Sliding expiry, as better-auth does: an active session is extended at most once a day.
  if (expiresAt - Date.now() < LIFETIME_MS - REFRESH_AFTER_MS) {
    expiresAt = Date.now() + LIFETIME_MS
    await db
      .update(session)
      .set({ expiresAt: new Date(expiresAt), updatedAt: new Date() })
      .where(eq(session.id, row.sessionId))
  } else if (Date.now() - row.updatedAt.getTime() > ACTIVITY_STEP_MS) {
    // The sessions list's "last active", to the hour: one write per session per hour of use
    // (no notice: the trigger ignores it).
    await db.update(session).set({ updatedAt: new Date() }).where(eq(session.id, row.sessionId))
  }
  const { profile } = row
  const viewer: Viewer = Object.freeze({
    id: profile.id,
    email: row.email,
    sessionId: row.sessionId,
    username: profile.username,
    name: profile.name,
    avatarUrl: profile.avatarUrl,
    role: profile.role,
    banned: profile.banned,
  })
  return { viewer, expiresAt }
}

/** Reads may use a kept viewer; writes (and everything better-auth answers) read the database. */
const isRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/auth/')

type SessionOptions = {
  db: Db
  secret: string
  bus: EventBus
  /** How long a node keeps a token's viewer for reads; 0 turns the cache off. */
  cacheMs: number
}

async function sessionPlugin(app: FastifyInstance, { db, secret, bus, cacheMs }: SessionOptions) {
  const viewerByToken = viewerByTokenStatement(db)
  const viewers = new SessionCache<Viewer>()
  const caching = cacheMs > 0

  async function resolveViewer(request: FastifyRequest): Promise<Viewer | null> {
    const token = verifiedSessionToken(request.headers.cookie, secret)
    if (!token) return null
    // Only while notices arrive: a viewer kept without them could outlive its session.
    const cacheable = caching && isRead(request) && bus.isListening
    const now = Date.now()
    if (cacheable) {
      const kept = viewers.get(token, now)
      if (kept) return kept
    }
    const stamp = viewers.stamp()
    const found = await loadViewer(db, viewerByToken, token)
    if (!found) return null
    if (cacheable && bus.isListening) {
      const until = Math.min(now + cacheMs, found.expiresAt)
      viewers.set(token, found.viewer.id, found.viewer, until, stamp)
    }
    return found.viewer
  }

  if (caching) {
    const unsubscribe = bus.subscribeSessionChanges({
      changed: (userId) => viewers.dropUser(userId),
      gap: () => viewers.clear(),
    })
    app.addHook('onClose', async () => unsubscribe())
    // A write answered by this node (a sign-out, a ban, a new email) must hold for the next
    // request this node serves: the answer waits until the notices it caused have arrived.
    app.addHook('onSend', async (request) => {
      if (isRead(request) || viewers.size === 0) return
      try {
        await bus.syncSessionChanges()
      } catch {
        viewers.clear()
      }
    })
  }

  app.decorateRequest('getViewer', function (this: FastifyRequest) {
    let pending = cache.get(this)
    if (!pending) {
      pending = resolveViewer(this)
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
