import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  profiles,
  projectMetrics,
  projects,
  revenueConnections,
  type StoredRevenueNumbers,
  user,
} from '../../db/schema'
import { cursorTimestampSql } from '../../lib/pagination'

const iso = (column: string) => sql<string>`${sql.raw(cursorTimestampSql(column))}`
const isoOrNull = (column: string) =>
  sql<
    string | null
  >`case when ${sql.raw(column)} is null then null else ${sql.raw(cursorTimestampSql(column))} end`

/** The project's owner, for the owner-only checks (null when there is no such project). */
export async function findProjectOwner(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select({ ownerId: projects.userId, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId))
  return row ?? null
}

const connectionColumns = {
  id: revenueConnections.id,
  projectId: revenueConnections.projectId,
  provider: revenueConnections.provider,
  sealedKey: revenueConnections.sealedKey,
  keyLast4: revenueConnections.keyLast4,
  status: revenueConnections.status,
  lastError: revenueConnections.lastError,
  numbers: revenueConnections.numbers,
  lastSyncedAt: isoOrNull('"revenue_connections"."last_synced_at"'),
  lastManualSyncAt: isoOrNull('"revenue_connections"."last_manual_sync_at"'),
  createdAt: iso('"revenue_connections"."created_at"'),
}
export type ConnectionRow = {
  id: string
  projectId: string
  provider: string
  sealedKey: string
  keyLast4: string
  status: string
  lastError: string | null
  numbers: StoredRevenueNumbers | null
  lastSyncedAt: string | null
  lastManualSyncAt: string | null
  createdAt: string
}

export async function findConnectionRow(
  db: DbOrTx,
  projectId: string,
): Promise<ConnectionRow | null> {
  const [row] = await db
    .select(connectionColumns)
    .from(revenueConnections)
    .where(eq(revenueConnections.projectId, projectId))
  return row ?? null
}

/**
 * Stores a connection (one per project): a new key replaces the old one, its numbers and status
 * start again.
 */
export async function upsertConnectionRow(
  db: DbOrTx,
  values: {
    projectId: string
    provider: string
    sealedKey: string
    keyLast4: string
    createdBy: string
  },
) {
  await db
    .insert(revenueConnections)
    .values(values)
    .onConflictDoUpdate({
      target: revenueConnections.projectId,
      set: {
        provider: values.provider,
        sealedKey: values.sealedKey,
        keyLast4: values.keyLast4,
        createdBy: values.createdBy,
        status: 'active',
        lastError: null,
        numbers: null,
        lastSyncedAt: null,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
}

/** Deletes the connection and so its sealed key; whether there was one. */
export async function deleteConnectionRow(db: DbOrTx, projectId: string) {
  const rows = await db
    .delete(revenueConnections)
    .where(eq(revenueConnections.projectId, projectId))
    .returning({ id: revenueConnections.id })
  return rows.length > 0
}

/**
 * "Sync now", reserved in one statement: the row moves its manual-sync time forward only when the
 * last one is at least `minutes` old, so of two concurrent clicks one gets the row, the other
 * nothing (PostgreSQL re-checks the condition on the row the first one updated).
 */
export async function reserveManualSync(db: DbOrTx, projectId: string, minutes: number) {
  const [row] = await db
    .update(revenueConnections)
    .set({ lastManualSyncAt: sql`now()` })
    .where(
      and(
        eq(revenueConnections.projectId, projectId),
        sql`(${revenueConnections.lastManualSyncAt} is null or ${revenueConnections.lastManualSyncAt} <= now() - make_interval(mins => ${minutes}))`,
      ),
    )
    .returning({ id: revenueConnections.id })
  return Boolean(row)
}

/** Seconds until "Sync now" may be used again (0: now). */
export async function secondsUntilManualSync(db: DbOrTx, projectId: string, minutes: number) {
  const [row] = await db
    .select({
      seconds: sql<number>`greatest(0, ceil(extract(epoch from (${revenueConnections.lastManualSyncAt} + make_interval(mins => ${minutes}) - now()))))::int`,
    })
    .from(revenueConnections)
    .where(eq(revenueConnections.projectId, projectId))
  return row?.seconds ?? 0
}

/**
 * A good sync: the numbers and the verified points of the metric history, in one transaction
 * with the caller. Only the connection that was read (same id and sealed key) is updated, so a
 * key replaced or disconnected meanwhile is not overwritten with the old key's numbers.
 */
export async function recordSync(
  db: DbOrTx,
  connection: { id: string; projectId: string; sealedKey: string },
  numbers: StoredRevenueNumbers,
  points: { metric: 'mrr' | 'customers'; value: string; currency: string | null }[],
) {
  const [updated] = await db
    .update(revenueConnections)
    .set({
      numbers,
      status: 'active',
      lastError: null,
      lastSyncedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(revenueConnections.id, connection.id),
        eq(revenueConnections.sealedKey, connection.sealedKey),
      ),
    )
    .returning({ id: revenueConnections.id })
  if (!updated || points.length === 0) return Boolean(updated)
  await db.insert(projectMetrics).values(
    points.map((point) => ({
      projectId: connection.projectId,
      metric: point.metric,
      value: point.value,
      currency: point.currency,
      source: 'verified',
    })),
  )
  return true
}

/**
 * A failed sync: its message, and `needs_attention` when the key itself was refused. Returns
 * whether the status changed to needs_attention now (the owner is emailed once).
 */
export async function recordSyncFailure(
  db: DbOrTx,
  connection: { id: string; sealedKey: string },
  failure: { message: string; needsAttention: boolean },
) {
  const [before] = await db
    .select({ status: revenueConnections.status })
    .from(revenueConnections)
    .where(eq(revenueConnections.id, connection.id))
    .for('update')
  const [row] = await db
    .update(revenueConnections)
    .set({
      lastError: failure.message,
      ...(failure.needsAttention ? { status: 'needs_attention' } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(revenueConnections.id, connection.id),
        eq(revenueConnections.sealedKey, connection.sealedKey),
      ),
    )
    .returning({ status: revenueConnections.status })
  return Boolean(row && failure.needsAttention && before?.status === 'active')
}

/**
 * The projects whose connection was last tried (synced, failed or connected: `updated_at`) at
 * least `seconds` ago, active or not (a key whose permissions were given back works again).
 */
export async function listDueConnections(db: DbOrTx, seconds: number) {
  const rows = await db
    .select({ projectId: revenueConnections.projectId })
    .from(revenueConnections)
    .where(sql`${revenueConnections.updatedAt} <= now() - make_interval(secs => ${seconds})`)
    .orderBy(revenueConnections.updatedAt)
  return rows.map((row) => row.projectId)
}

/** The owner's address and name, for the needs-attention email. */
export async function findOwnerContact(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select({
      email: user.email,
      username: profiles.username,
      projectName: projects.name,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .innerJoin(user, eq(user.id, projects.userId))
    .where(eq(projects.id, projectId))
  return row ?? null
}

/** Every stored sealed key, for the rotation command. */
export async function listSealedKeys(db: DbOrTx) {
  return db
    .select({
      id: revenueConnections.id,
      projectId: revenueConnections.projectId,
      provider: revenueConnections.provider,
      sealedKey: revenueConnections.sealedKey,
    })
    .from(revenueConnections)
}

/** Re-sealed under the current key, unless the row changed meanwhile. */
export async function replaceSealedKey(
  db: DbOrTx,
  id: string,
  previous: string,
  sealedKey: string,
) {
  const rows = await db
    .update(revenueConnections)
    .set({ sealedKey })
    .where(and(eq(revenueConnections.id, id), eq(revenueConnections.sealedKey, previous)))
    .returning({ id: revenueConnections.id })
  return rows.length > 0
}

/**
 * The account export's rows: the connections of the member's projects, never the sealed key
 * (which only this server could open anyway).
 */
export async function revenueConnectionsForExport(db: DbOrTx, userId: string) {
  return db
    .select({
      projectId: revenueConnections.projectId,
      provider: revenueConnections.provider,
      keyLast4: revenueConnections.keyLast4,
      status: revenueConnections.status,
      lastSyncedAt: isoOrNull('"revenue_connections"."last_synced_at"'),
      connectedAt: iso('"revenue_connections"."created_at"'),
    })
    .from(revenueConnections)
    .innerJoin(projects, eq(projects.id, revenueConnections.projectId))
    .where(eq(projects.userId, userId))
    .orderBy(revenueConnections.createdAt)
}
