import type { MuteDuration } from '@common/safety'

const durationMs = { '1d': 86_400_000, '7d': 7 * 86_400_000, forever: null } as const

/** When a mute (of a member or a word) taken now ends; null when it lasts until undone. */
export function muteEnd(duration: MuteDuration): Date | null {
  const ms = durationMs[duration]
  return ms === null ? null : new Date(Date.now() + ms)
}
