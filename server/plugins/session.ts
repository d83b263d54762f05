import type { Role } from '@common/auth'
import { texts } from '@common/texts'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client'
import { profiles } from '../db/schema'
import type { Auth } from '../features/auth/auth'
import { toFetchHeaders } from '../features/auth/routes'
import { AppError } from '../lib/errors'

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

async function loadViewer(auth: Auth, db: Db, request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.cookie) return null
  const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) })
  if (!session) return null
  const [profile] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.id, session.user.id))
    .limit(1)
  if (!profile) return null
  return {
    id: profile.id,
    email: session.user.email,
    sessionId: session.session.id,
    username: profile.username,
    name: profile.name,
    avatarUrl: profile.avatarUrl,
    role: profile.role,
    banned: profile.banned,
  }
}

async function sessionPlugin(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }) {
  app.decorateRequest('getViewer', function (this: FastifyRequest) {
    let pending = cache.get(this)
    if (!pending) {
      pending = loadViewer(auth, db, this)
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
