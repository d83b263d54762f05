import { postScreenTexts } from '@common/post-texts'
import { relativeTime } from '@common/relative-time'
import { hashtagQueryAt, mentionQueryAt, projectMentionKey } from '@common/text-entities'
import { limits } from '@common/texts'
import { useEffect, useState } from 'react'
import { useHashtagSuggestions, useMentionSuggestions } from './api'
import type { MentionOption } from './components/mention-options'

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

/**
 * What to suggest for the `@word` or `#word` right before the cursor: people and projects, or
 * tags already in use (GET /api/hashtags: most recently used first). `dismissedStart` is the
 * word the member closed with Escape.
 */
export function useEntitySuggestions(value: string, cursor: number, dismissedStart: number | null) {
  const mention = mentionQueryAt(value, cursor)
  const hashtag = mention ? null : hashtagQueryAt(value, cursor)
  const entity = mention ?? hashtag
  const isOpen = entity !== null && entity.start !== dismissedStart
  const mentionQuery = isOpen && mention ? mention.query : null
  const hashtagQuery = isOpen && hashtag ? hashtag.query : null
  const mentions = useMentionSuggestions(useDebouncedValue(mentionQuery, 150))
  const hashtags = useHashtagSuggestions(useDebouncedValue(hashtagQuery, 150))

  let options: MentionOption[] = []
  if (mentionQuery) {
    options = [
      ...(mentions.data?.users ?? []).slice(0, limits.mentionSuggestions).map((user) => ({
        id: `user-${user.id}`,
        handle: user.username,
        title: user.name,
        detail: `@${user.username}`,
        imageUrl: user.avatarUrl,
      })),
      ...(mentions.data?.projects ?? []).slice(0, limits.mentionSuggestions).map((project) => ({
        id: `project-${project.id}`,
        handle: projectMentionKey(project.name),
        title: project.name,
        detail: postScreenTexts.mentionedProject,
        imageUrl: project.logoUrl,
      })),
    ]
  } else if (hashtagQuery) {
    options = (hashtags.data?.tags ?? []).map(({ tag, lastUsedAt }) => ({
      id: `tag-${tag}`,
      handle: tag,
      title: `#${tag}`,
      detail: postScreenTexts.hashtagLastUsed(relativeTime(lastUsedAt)),
      isTag: true,
    }))
  }
  return {
    /** The `@word` or `#word` at the cursor, suggested for or not. */
    typed: entity,
    /** The word being completed (it has suggestions), or null. */
    entity: options.length > 0 ? entity : null,
    options,
    label: hashtagQuery ? postScreenTexts.hashtagSuggestions : postScreenTexts.mentionSuggestions,
  }
}
