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
  // Notification emails (decision 031). 'short': one waiting job per key (the member), so a
  // burst of notifications is one batch; a new one may wait while the previous one runs.
  'email-batch': { retryLimit: 4, retryDelaySeconds: 60, expireSeconds: 300, policy: 'short' },
  'email-digest': { retryLimit: 4, retryDelaySeconds: 60, expireSeconds: 300, policy: 'short' },
  // Finds the members whose morning it is; queues the next pass itself (one waiting at a time).
  'email-digest-sweep': {
    retryLimit: 4,
    retryDelaySeconds: 60,
    expireSeconds: 600,
    policy: 'short',
  },
  // Publishes scheduled posts whose time has come, then queues the next pass (decision 030).
  'post-schedule-pass': {
    retryLimit: 4,
    retryDelaySeconds: 10,
    expireSeconds: 300,
    policy: 'short',
  },
  // Opens launch days and freezes their ranks, then queues the next pass (decision 046).
  'launch-day-pass': {
    retryLimit: 4,
    retryDelaySeconds: 10,
    expireSeconds: 300,
    policy: 'short',
  },
  // Verified revenue (issue 33): a pass queues the connections due for their daily sync, then
  // the next pass; each sync is a job of its own, one waiting per project, retried with back-off
  // while the provider cannot be reached (five tries over about half an hour).
  'revenue-sync-pass': {
    retryLimit: 4,
    retryDelaySeconds: 60,
    expireSeconds: 300,
    policy: 'short',
  },
  'revenue-sync': { retryLimit: 4, retryDelaySeconds: 60, expireSeconds: 300, policy: 'short' },
} as const satisfies Record<
  string,
  { retryLimit: number; retryDelaySeconds: number; expireSeconds: number; policy?: 'short' }
>

export type JobKind = keyof typeof jobKinds

/** What each kind's job carries (stored as JSON in the job row). */
export type JobData = {
  'mail-send': MailMessage
  'email-batch': { userId: string }
  'email-digest': { userId: string }
  'email-digest-sweep': Record<string, never>
  'post-schedule-pass': Record<string, never>
  'launch-day-pass': Record<string, never>
  'revenue-sync-pass': Record<string, never>
  'revenue-sync': { projectId: string }
}
