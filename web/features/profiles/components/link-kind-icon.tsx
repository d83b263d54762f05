import type { ProfileLinkKind } from '@common/profiles'
import { cn } from '@web/lib/cn'
import { Globe, Link2 } from 'lucide-react'
import type { ReactNode } from 'react'

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`

// Simplified marks drawn here: the icon set has no brand logos.
const marks: Record<Exclude<ProfileLinkKind, 'website' | 'other'>, ReactNode> = {
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
  github: (
    <path d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.7.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z" />
  ),
  linkedin: (
    <path d="M4.5 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM2.8 8.5h3.4v12.7H2.8V8.5Zm5.6 0h3.3v1.7c.5-.9 1.6-2 3.5-2 3.6 0 4.3 2.4 4.3 5.5v6.5h-3.4v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.9H8.4V8.5Z" />
  ),
  bluesky: (
    <path d="M6.3 4.1C8.6 5.8 11 9.3 12 11.2c1-1.9 3.4-5.4 5.7-7.1 1.6-1.2 4.3-2.2 4.3.9 0 .6-.4 5.1-.6 5.8-.7 2.5-3.2 3.1-5.5 2.7 4 .7 5 2.9 2.8 5.2-4.2 4.3-6-1.1-6.5-2.5l-.2-.5-.2.5c-.5 1.4-2.3 6.8-6.5 2.5-2.2-2.3-1.2-4.5 2.8-5.2-2.3.4-4.8-.2-5.5-2.7C2.4 10.1 2 5.6 2 5c0-3.1 2.7-2.1 4.3-.9Z" />
  ),
  mastodon: (
    <path
      fillRule="evenodd"
      d="M21.3 8.1c0-4.3-2.8-5.6-2.8-5.6C17.1 1.9 14.7 1.6 12.2 1.6h-.1c-2.5 0-4.9.3-6.3.9 0 0-2.8 1.3-2.8 5.6 0 1 0 2.2.1 3.4.1 4.2.8 8.3 4.7 9.3 1.8.5 3.3.6 4.6.5 2.2-.1 3.5-.8 3.5-.8l-.1-1.6s-1.6.5-3.3.4c-1.8-.1-3.6-.2-3.9-2.3v-.6s1.7.4 3.9.5c1.3.1 2.6-.1 3.9-.2 2.4-.3 4.5-1.8 4.8-3.1.4-2.1.4-5.1.4-5.1ZM17.9 13.6h-2.2V8.3c0-1.1-.5-1.7-1.4-1.7-1 0-1.5.7-1.5 1.9v2.9h-2.2V8.5c0-1.2-.5-1.9-1.5-1.9-.9 0-1.4.6-1.4 1.7v5.3H5.5V8.2c0-1.1.3-2 .8-2.6.6-.7 1.4-1 2.3-1 1.1 0 2 .4 2.5 1.3l.6.9.5-.9c.6-.9 1.4-1.3 2.5-1.3 1 0 1.8.3 2.3 1 .6.6.8 1.5.8 2.6v5.4Z"
    />
  ),
}

export function LinkKindIcon({ kind, className }: { kind: ProfileLinkKind; className?: string }) {
  // A website or any other address has no brand: the icon set's globe and link.
  if (kind === 'website') return <Globe aria-hidden className={cn('size-5 shrink-0', className)} />
  if (kind === 'other') return <Link2 aria-hidden className={cn('size-5 shrink-0', className)} />
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
