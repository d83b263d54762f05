import type { LiveEvent } from '@common/live-events'
import type { ReportedType, ReportReason } from '@common/reports'
import type { Db } from '@server/db/client'
import { profiles } from '@server/db/schema'
import type { EventBus } from '@server/lib/event-bus'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { request, signUp, type TestUser } from '../support/app'

/** Files a report through the API, as the report dialog does; for spam unless told why. */
export function report(
  app: FastifyInstance,
  reporter: TestUser,
  type: ReportedType,
  id: string,
  why: { reason: ReportReason; note?: string } = { reason: 'spam' },
) {
  return request(app, {
    method: 'POST',
    url: '/api/reports',
    as: reporter,
    payload: { type, id, ...why },
  })
}

/** What `npm run admin -- grant-moderator` does, straight in the database. */
export async function makeModerator(db: Db, userId: string) {
  await db.update(profiles).set({ role: 'moderator' }).where(eq(profiles.id, userId))
}

/** A new member with the moderator role. */
export async function signUpModerator(app: FastifyInstance, db: Db): Promise<TestUser> {
  const moderator = await signUp(app)
  await makeModerator(db, moderator.id)
  return moderator
}

/** A moderator's action through the API, as the queue's buttons send it. */
export function moderate(
  app: FastifyInstance,
  moderator: TestUser,
  action: string,
  type: string,
  id: string,
) {
  return request(app, {
    method: 'POST',
    url: '/api/moderation/actions',
    as: moderator,
    payload: { action, type, id },
  })
}

/**
 * Resolves with the first event of this type the bus carries that matches `matches` (what a
 * publisher sent, before any node completes it), or rejects after `timeoutMs`.
 */
export function nextLiveEvent<Type extends LiveEvent['type']>(
  bus: EventBus,
  type: Type,
  matches: (event: Extract<LiveEvent, { type: Type }>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Extract<LiveEvent, { type: Type }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`no matching ${type} event`))
    }, timeoutMs)
    const unsubscribe = bus.subscribe((event) => {
      if (event.type !== type) return
      const typed = event as Extract<LiveEvent, { type: Type }>
      if (!matches(typed)) return
      clearTimeout(timer)
      unsubscribe()
      resolve(typed)
    })
  })
}
