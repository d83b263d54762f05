// Verified revenue (issue 33, decision 047): the English the connect form, the project page, the
// API's refusals and the owner's email share. No I/O.

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

export const revenueTexts = {
  providerNames: { stripe: 'Stripe' } as Record<string, string>,
  ownerOnly: "Only the project's owner can connect, sync or disconnect its payment provider.",
  notConnected: 'This project has no payment provider connected.',
  /** A full secret key (sk_…) is refused before any request to the provider. */
  secretKeyRefused:
    'This is a secret key: it can charge, refund and change everything in your Stripe account, so Makerfolio will not store it. Create a restricted key with only the read permissions listed, and paste that (it starts with rk_).',
  malformedKey: 'A Stripe restricted key starts with rk_live_ or rk_test_.',
  keyRejected: 'Stripe does not accept this key: it may have been deleted or mistyped.',
  missingPermissions: (labels: string[]) =>
    `This key cannot read everything needed. Add these read permissions to it in Stripe: ${labels.join(', ')}.`,
  unreachable: 'Stripe could not be reached to check this key. Please try again in a moment.',
  syncFailed: 'The last sync could not reach the payment provider; it will be tried again.',
  needsAttention:
    'The payment provider no longer accepts the key: create a new restricted key and connect again.',
  syncTooSoon: (seconds: number) =>
    `Synced a moment ago: you can sync again in ${plural(Math.max(1, Math.ceil(seconds / 60)), 'minute')}.`,
  selfReportedMrrLocked:
    'MRR comes from the connected payment provider while one is connected: disconnect it to type MRR yourself.',
  /** One sentence on what "verified" means and what it does not. */
  verifiedMeaning:
    'Verified: read from the payment provider with a read-only key at the last sync; it does not show refunds made later or income outside that account.',
  needsAttentionEmail: {
    subject: (project: string) => `${project}: your payment provider needs attention`,
    body: (project: string, provider: string, url: string) =>
      `${provider} no longer accepts the restricted key connected to ${project}, so its verified revenue is no longer updated.\n\nCreate a new restricted key with the read permissions listed and connect it again:\n${url}\n\nUntil then the project shows the numbers of its last successful sync.`,
  },
}
