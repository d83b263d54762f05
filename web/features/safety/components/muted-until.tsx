import { safetyTexts } from '@common/safety-texts'
import { format } from 'date-fns'

/** Spaces no line may break at. */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0')

/**
 * "until Nov 28, 2026, 10:14 PM" of a mute or muted word, which wraps as a whole: "Nov 28," and
 * "2026" on two lines read badly. An inline block moves to the next line whole; a column too
 * narrow even for that (a small phone, large text) breaks it only after "until" and between the
 * date and the time, never inside either.
 */
export function MutedUntil({ expiresAt }: { expiresAt: string }) {
  // 'PPp' ("Nov 28, 2026, 10:14 PM") by its parts.
  const when = `${unbroken(format(expiresAt, 'PP'))}, ${unbroken(format(expiresAt, 'p'))}`
  return <span className="inline-block">{safetyTexts.mutedUntil(when)}</span>
}
