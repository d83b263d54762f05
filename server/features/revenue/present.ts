import type { RevenueConnection, RevenueProviderId } from '@common/revenue'
import type { ConnectionRow } from './queries'

/** The owner's view of a connection: the key's last four characters, never the key. */
export function presentConnection(
  row: ConnectionRow,
  manualSyncMinutes: number,
): RevenueConnection {
  const next = row.lastManualSyncAt
    ? new Date(new Date(row.lastManualSyncAt).getTime() + manualSyncMinutes * 60_000)
    : null
  return {
    provider: row.provider as RevenueProviderId,
    keyLast4: row.keyLast4,
    status: row.status === 'needs_attention' ? 'needs_attention' : 'active',
    lastSyncedAt: row.lastSyncedAt,
    lastError: row.lastError,
    revenue: row.numbers?.currencies ?? [],
    customers: row.numbers?.customers ?? 0,
    nextManualSyncAt: next && next.getTime() > Date.now() ? next.toISOString() : null,
    connectedAt: row.createdAt,
  }
}
