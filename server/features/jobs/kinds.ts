import type { MailMessage } from '../../lib/mail'

/**
 * Every kind of background job and its rules. Retries wait retryDelaySeconds, then about twice
 * as long each time (with jitter); a job running longer than expireSeconds counts as lost with
 * its node and is retried.
 */
export const jobKinds = {
  // Five attempts over about half an hour ride out an SMTP outage. The expiry stays above
  // nodemailer's 10-minute socket timeout so a slow server is never sent the same mail twice.
  'mail-send': { retryLimit: 4, retryDelaySeconds: 60, expireSeconds: 660 },
} as const satisfies Record<
  string,
  { retryLimit: number; retryDelaySeconds: number; expireSeconds: number }
>

export type JobKind = keyof typeof jobKinds

/** What each kind's job carries (stored as JSON in the job row). */
export type JobData = {
  'mail-send': MailMessage
}
