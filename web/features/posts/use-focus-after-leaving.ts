import type { Post } from '@common/posts'
import { useEffect, useRef } from 'react'

type Leaving = {
  id: string
  /** The posts below it when it left, nearest first: the first one still listed takes focus. */
  below: string[]
  /** When the list's data was last read as it left: the next read says whether it stays. */
  dataUpdatedAt: number
}

/**
 * Blocking or muting a card's author from its menu (and deleting or reporting the post) refreshes
 * the list, and the card leaves with the menu's button that had focus, which then fell to the
 * page's start. `leave(id)`, called as it goes, hands focus to the next card still in the list
 * once the list has let the card go (a block can take several of the author's cards with it), or
 * to the list itself when none is below, as the notifications list does
 * (notifications/components/notifications-screen.tsx). A card that stays once the list is read
 * again (a mute of notifications only) takes the focus its closed dialog dropped; focus the member
 * moved elsewhere meanwhile stays there.
 */
export function useFocusAfterLeaving(posts: Post[], dataUpdatedAt: number) {
  const listRef = useRef<HTMLDivElement>(null)
  const leaving = useRef<Leaving | null>(null)
  const latest = useRef({ posts, dataUpdatedAt })
  latest.current = { posts, dataUpdatedAt }

  useEffect(() => {
    const left = leaving.current
    if (!left) return
    const ids = posts.map((post) => post.id)
    // Still listed and not read again yet: the refresh is on its way.
    if (ids.includes(left.id) && dataUpdatedAt === left.dataUpdatedAt) return
    leaving.current = null
    const focused = document.activeElement
    if (focused && focused !== document.body) return
    const next = [left.id, ...left.below].find((id) => ids.includes(id))
    const cards = listRef.current?.querySelectorAll<HTMLElement>(':scope > [data-post-card]')
    const card = next === undefined ? undefined : cards?.[ids.indexOf(next)]
    ;(card ?? listRef.current)?.focus()
  })

  const leave = (id: string) => {
    const ids = latest.current.posts.map((post) => post.id)
    const index = ids.indexOf(id)
    leaving.current = {
      id,
      below: index < 0 ? [] : ids.slice(index + 1),
      dataUpdatedAt: latest.current.dataUpdatedAt,
    }
  }

  return { listRef, leave }
}
