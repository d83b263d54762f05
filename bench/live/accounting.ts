import { type ClientSpec, EVENT_KINDS, type EventKind } from './browser'
import type { Ledger } from './writers'

type Owed = Record<Exclude<EventKind, 'other'>, number>

/**
 * What one stream is owed under the per-stream rules of the live contract (issue #15): new
 * posts only to signed-in streams (visitors have no feed), removals to every stream, a watched
 * post's comment events only to the streams following it, and unread counts only to the
 * recipient's streams, one per action that notified them.
 */
export function owedTo(client: ClientSpec, ledger: Ledger): Owed {
  const watching = client.screen.kind === 'post' ? client.screen.postId : null
  const signedIn = client.viewer !== null
  return {
    'post.created': signedIn ? ledger.postsCreated : 0,
    'post.removed': ledger.postsRemoved,
    'comment.created': watching ? (ledger.commentsOn.get(watching) ?? 0) : 0,
    'comment.liked': watching ? (ledger.likesOn.get(watching) ?? 0) : 0,
    'notifications.unread': client.viewer ? (ledger.notified.get(client.viewer.id) ?? 0) : 0,
  }
}

export type Delivery = { received: number[] }

/**
 * The badge is a state, not a list of events: a count the node could not load while the member
 * had no stream on it (the forced reconnect) is replaced on replay by one fresh count. Fewer
 * counts than actions are 'folded', not lost; the badge check after the drain says whether any
 * tab shows a wrong count.
 */
const STATE_KINDS = new Set<EventKind>(['notifications.unread'])

type Row = { expected: number; received: number; lost: number; folded: number; extra: number }

/**
 * Events lost = what each client was owed (from the actions that succeeded) minus what it got;
 * extra = received beyond that (duplicates, or events of actions whose call failed after commit).
 */
export function account(clients: ClientSpec[], deliveries: Map<number, Delivery>, ledger: Ledger) {
  const byKind: Record<string, Row> = {}
  for (const kind of EVENT_KINDS) {
    byKind[kind] = { expected: 0, received: 0, lost: 0, folded: 0, extra: 0 }
  }
  let missingClients = 0
  for (const client of clients) {
    const delivery = deliveries.get(client.index)
    if (!delivery) {
      missingClients++
      continue
    }
    const owed = owedTo(client, ledger) as Record<EventKind, number>
    EVENT_KINDS.forEach((kind, slot) => {
      const expected = owed[kind] ?? 0
      const received = delivery.received[slot] ?? 0
      const row = byKind[kind]!
      row.expected += expected
      row.received += received
      if (received >= expected) row.extra += received - expected
      else if (STATE_KINDS.has(kind)) row.folded += expected - received
      else row.lost += expected - received
    })
  }
  const total = (field: keyof Row) =>
    Object.values(byKind).reduce((sum, row) => sum + row[field], 0)
  return {
    expected: total('expected'),
    received: total('received'),
    lost: total('lost'),
    folded: total('folded'),
    extra: total('extra'),
    byKind,
    missingClients,
  }
}
