import type { Draft } from '@common/drafts'
import { limits } from '@common/texts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createDraft, draftKeys, saveDraft } from '../api'

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed'

/**
 * Keeps the composer's text in a server draft as one types (decision 030): created with the
 * first words, saved again after a pause. Saves run one after another, so a slow first save
 * never makes two drafts.
 */
export function useComposerDraft(content: string, enabled: boolean) {
  const queryClient = useQueryClient()
  const [draftId, setDraftId] = useState<string | null>(null)
  const [status, setStatus] = useState<DraftStatus>('idle')
  const idRef = useRef<string | null>(null)
  const savedRef = useRef('')
  const chain = useRef<Promise<unknown>>(Promise.resolve())
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(content)
  latest.current = content

  const save = useCallback((): Promise<string | null> => {
    clearTimeout(timer.current)
    const run = chain.current.then(async () => {
      const text = latest.current
      if (text === savedRef.current && idRef.current) return idRef.current
      if (!idRef.current && text.trim() === '') return null
      setStatus('saving')
      try {
        const draft: Draft = idRef.current
          ? await saveDraft(idRef.current, { content: text })
          : await createDraft(text)
        idRef.current = draft.id
        savedRef.current = text
        setDraftId(draft.id)
        setStatus('saved')
        void queryClient.invalidateQueries({ queryKey: draftKeys.list() })
        return draft.id
      } catch {
        setStatus('failed')
        return idRef.current
      }
    })
    chain.current = run.catch(() => undefined)
    return run
  }, [queryClient])

  useEffect(() => {
    if (!enabled || content === savedRef.current) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void save(), limits.draftSaveDebounceMs)
    return () => clearTimeout(timer.current)
  }, [content, enabled, save])

  /** Continues a stored draft: its text counts as saved. */
  const resume = useCallback((draft: Draft) => {
    idRef.current = draft.id
    savedRef.current = draft.content
    setDraftId(draft.id)
    setStatus('saved')
  }, [])

  /** Forgets the draft (posted, or deleted): nothing more is saved into it. */
  const forget = useCallback(() => {
    clearTimeout(timer.current)
    idRef.current = null
    savedRef.current = latest.current
    setDraftId(null)
  }, [])

  return { draftId, status, save, resume, forget }
}
