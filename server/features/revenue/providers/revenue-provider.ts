import type { NeutralSubscription, Payment } from '../mrr'

/**
 * What every payment provider gives the revenue feature (issue 33 §1): Stripe first, then Lemon
 * Squeezy, Paddle or Polar behind the same four members. A provider reads with the maker's key
 * only; the key is never logged, and no message here repeats it.
 */
export type RevenueProvider = {
  id: 'stripe'
  /** The read permissions the connect form asks the maker to grant, in the provider's words. */
  permissions: { resource: string; label: string }[]
  /**
   * Whether `key` may be stored: its shape (a full secret key is refused before any request),
   * then one read per permission.
   */
  checkKey(key: string): Promise<KeyCheck>
  /**
   * Subscriptions that are not canceled, and the last 30 days' payments, in neutral shapes.
   * Fails with a `RevenueReadError` only (its message is ours, never the provider's, which may
   * quote part of the key).
   */
  readRevenue(key: string, now: Date): Promise<RevenueData>
}

export type RevenueData = { subscriptions: NeutralSubscription[]; payments: Payment[] }

export type KeyCheck =
  | { ok: true }
  | {
      ok: false
      reason: 'not_restricted' | 'malformed' | 'invalid' | 'missing_permissions' | 'unreachable'
      /** For the maker: what is wrong and what to do, never the key itself. */
      message: string
      /** The permissions a read was refused for (reason `missing_permissions`). */
      missing?: string[]
    }

/**
 * A read that failed: `key_refused` when the provider no longer accepts the key or its
 * permissions (401/403: the connection needs the owner's attention), `unavailable` otherwise
 * (network, 5xx, rate limits, an answer not shaped as expected: tried again later).
 */
export class RevenueReadError extends Error {
  /** `detail`: for the logs, never a value from the answer or the key (e.g. a field's path). */
  constructor(
    readonly kind: 'key_refused' | 'unavailable',
    detail?: string,
  ) {
    super(`the payment provider's answer: ${kind}${detail ? ` (${detail})` : ''}`)
  }
}
