import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import type { Db } from '../../db/client'
import * as schema from '../../db/schema'
import type { JobQueue } from '../jobs'
import { signUnsubscribeToken } from './unsubscribe-token'

/** What the email jobs need; given by server/main.ts (and tests) to `startEmailNotifications`. */
export type EmailJobDeps = {
  db: Db
  pool: pg.Pool
  queue: JobQueue
  publicUrl: string
  secret: string
}

/**
 * Runs `work` in one transaction on one pooled connection, handing it both a Drizzle handle and
 * the raw client: the email's `mail-send` job is stored by that same transaction, together with
 * the last-sent marker, so a job cut off half-way and run again sends the email exactly once.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (tx: Db, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await work(drizzle(client, { schema }) as unknown as Db, client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** The links every email carries. */
export function emailLinks(deps: EmailJobDeps, userId: string, scope: 'digest' | 'immediate') {
  const token = signUnsubscribeToken(deps.secret, userId, scope)
  return {
    unsubscribeUrl: `${deps.publicUrl}/email/unsubscribe?token=${encodeURIComponent(token)}`,
    settingsUrl: `${deps.publicUrl}/settings/account#email-notifications`,
    homeUrl: deps.publicUrl,
  }
}
