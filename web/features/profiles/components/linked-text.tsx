import { Fragment, type ReactNode } from 'react'
import { userLinkRel } from '../link-labels'

// http(s) addresses in plain text; a trailing period, comma or closing bracket ends the sentence,
// not the address.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/gi

/**
 * Text with its plain web addresses as links, built as React elements (never HTML), so nothing
 * a member types can become markup.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index
    if (start > last) parts.push(<Fragment key={`t${last}`}>{text.slice(last, start)}</Fragment>)
    parts.push(
      <a
        key={`a${start}`}
        href={match[0]}
        target="_blank"
        rel={userLinkRel}
        className="break-all font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {match[0]}
      </a>,
    )
    last = start + match[0].length
  }
  if (last < text.length) parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>)
  return <>{parts}</>
}
