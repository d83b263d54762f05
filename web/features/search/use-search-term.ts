import { isSearchable, SEARCH_TERM_MAX } from '@common/search'
import { limits } from '@common/texts'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The search box's text, the term it settles on after the debounce, and `?q=` in the URL:
 * reload and back/forward restore the term; typing replaces the history entry.
 */
export function useSearchTerm() {
  const [searchParams, setSearchParams] = useSearchParams()
  const urlTerm = searchParams.get('q') ?? ''
  const [input, setInput] = useState(urlTerm)
  const [settled, setSettled] = useState(urlTerm)
  const writtenTerm = useRef(urlTerm)

  useEffect(() => {
    if (input === settled) return
    const timer = setTimeout(() => setSettled(input), limits.searchDebounceMs)
    return () => clearTimeout(timer)
  }, [input, settled])

  // The URL changed under us (back/forward, the nav's Search link): the box follows it.
  useEffect(() => {
    if (urlTerm === writtenTerm.current) return
    writtenTerm.current = urlTerm
    setInput(urlTerm)
    setSettled(urlTerm)
  }, [urlTerm])

  useEffect(() => {
    const next = settled.trim() === '' ? '' : settled
    if (next === writtenTerm.current) return
    writtenTerm.current = next
    setSearchParams(next ? { q: next } : {}, { replace: true })
  }, [settled, setSearchParams])

  const term = settled.trim()
  return {
    input,
    setInput,
    /** The trimmed term the results belong to. */
    term,
    canSearch: isSearchable(term) && term.length <= SEARCH_TERM_MAX,
    isSettling: input.trim() !== term,
    /** Search now (Enter) instead of waiting for the debounce. */
    settleNow: () => setSettled(input),
    clear: () => {
      setInput('')
      setSettled('')
    },
  }
}
