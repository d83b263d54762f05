import { moderationTexts } from '@common/moderation-texts'
export function BannedBadge() {
  return (
    <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-danger">
      {moderationTexts.banned}
    </span>
  )
}
