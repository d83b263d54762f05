import { limits } from '@common/texts'
import { useEffect, useRef, useState } from 'react'
import { useMarkAllRead } from './api'

/**
 * Spec: unread items are marked read 500 ms after the screen opens. Once per visit, and only
 * after the list has shown them, so the member still sees which ones are new.
 */
export function useAutoMarkRead({
  isListShown,
  hasUnread,
}: {
  isListShown: boolean
  hasUnread: boolean
}) {
  const { mutate: markAllRead } = useMarkAllRead()
  const [isDue, setIsDue] = useState(false)
  const hasMarked = useRef(false)

  useEffect(() => {
    const timer = setTimeout(() => setIsDue(true), limits.notificationsAutoReadMs)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (!isDue || !isListShown || !hasUnread || hasMarked.current) return
    hasMarked.current = true
    markAllRead()
  }, [isDue, isListShown, hasUnread, markAllRead])
}
