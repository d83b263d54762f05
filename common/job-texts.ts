// The job queue's English for moderators (README: Texts).

export const jobTexts = {
  failedTitle: 'Failed jobs',
  emptyFailed: 'No failed background jobs',
  attempts: (count: number) => `${count} attempt${count === 1 ? '' : 's'}`,
  kinds: { 'mail-send': 'Send an email' } as Record<string, string>,
  failedAt: 'Failed',
  retry: 'Retry',
  retried: 'The job will run again in a moment',
  notFailed: 'That job is not failed (any more): it may have been retried already',
} as const
