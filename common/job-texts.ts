// The job queue's English for moderators (README: Texts).

export const jobTexts = {
  failedTitle: 'Failed jobs',
  emptyFailed: 'No failed background jobs',
  attempts: (count: number) => `${count} attempt${count === 1 ? '' : 's'}`,
  kinds: { 'mail-send': 'Send an email' } as Record<string, string>,
  failedAt: 'Failed',
} as const
