import type { LinkKind } from '@common/profile-links'
import { cn } from '@web/lib/cn'
import type { ReactNode } from 'react'

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`

// Simplified marks drawn here: the icon set has no brand logos.
const marks: Record<LinkKind, ReactNode> = {
  twitter: (
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.2 4.7H5.4l11.3 14.5Z" />
  ),
  instagram: (
    <path
      fillRule="evenodd"
      d={`M7.5 2.5h9a5 5 0 0 1 5 5v9a5 5 0 0 1-5 5h-9a5 5 0 0 1-5-5v-9a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v9a3 3 0 0 0 3 3h9a3 3 0 0 0 3-3v-9a3 3 0 0 0-3-3h-9Z${circle(12, 12, 4.6)}${circle(12, 12, 2.7)}${circle(17.3, 6.7, 1.2)}`}
    />
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M2 8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V8Zm8 0.8v6.4l5.6-3.2L10 8.8Z"
    />
  ),
  tiktok: (
    <path d="M16.6 2.5c.3 2.3 1.8 3.9 4.2 4.1v3.2a7.4 7.4 0 0 1-4.2-1.4v6.5a6 6 0 1 1-6-6v3.2a2.9 2.9 0 1 0 2.9 2.9V2.5h3.1Z" />
  ),
  discord: (
    <path
      fillRule="evenodd"
      d={`M19.3 5.4A16.4 16.4 0 0 0 15.2 4l-.5 1.1a15.3 15.3 0 0 0-5.4 0L8.8 4a16.4 16.4 0 0 0-4.1 1.4C2 9.3 1.3 13.1 1.7 16.8a16.6 16.6 0 0 0 5 2.5l1.1-1.7c-.6-.2-1.2-.5-1.7-.8l.4-.3a11.8 11.8 0 0 0 11 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.7a16.5 16.5 0 0 0 5-2.5c.5-4.3-.8-8-3-11.4Z${circle(8.7, 12.6, 1.8)}${circle(15.3, 12.6, 1.8)}`}
    />
  ),
  reddit: (
    <path
      fillRule="evenodd"
      d={`M12 8.2c4.6 0 8.3 2.6 8.3 5.9S16.6 20 12 20s-8.3-2.6-8.3-5.9S7.4 8.2 12 8.2Z${circle(8.8, 13.3, 1.3)}${circle(15.2, 13.3, 1.3)}M8.9 16.4c1.9 1.3 4.3 1.3 6.2 0l.6.8c-2.2 1.6-5.2 1.6-7.4 0l.6-.8ZM3.7 9.2a2 2 0 0 1 2.6.4 11 11 0 0 0-2.9 2.6 2 2 0 0 1 .3-3ZM20.3 9.2a2 2 0 0 0-2.6.4 11 11 0 0 1 2.9 2.6 2 2 0 0 0-.3-3ZM11.5 8.4l1.3-5.4 4 .9-.2.9-3.1-.7-1.1 4.5-.9-.2Z${circle(17.6, 4.2, 1.5)}`}
    />
  ),
}

export function LinkKindIcon({ kind, className }: { kind: LinkKind; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden
      className={cn('size-5 shrink-0', className)}
    >
      {marks[kind]}
    </svg>
  )
}
