import { extractEntities } from '@common/text-entities'
import type { NewNotification } from '../notifications'

type Mentioned = {
  users: { id: string }[]
  projects: { id: string; ownerId: string }[]
}

/**
 * The notifications a post's or a comment's mentions send. The keys are per post or comment
 * (and project), so writing them again after an edit notifies only the members and projects it
 * did not mention before.
 */
export function mentionNotices(
  mentioned: Mentioned,
  actorId: string,
  postId: string,
  commentId?: string,
): NewNotification[] {
  const about = commentId ? `comment:${commentId}` : postId
  return [
    ...mentioned.users.map((user) => ({
      userId: user.id,
      actorId,
      type: 'mention' as const,
      postId,
      commentId,
      dedupeKey: `mention:${about}`,
    })),
    ...mentioned.projects.map((project) => ({
      userId: project.ownerId,
      actorId,
      type: 'project_mention' as const,
      postId,
      commentId,
      projectId: project.id,
      dedupeKey: `project_mention:${about}:${project.id}`,
    })),
  ]
}

type Named = { users: { username: string }[]; projects: { key: string }[] }

/**
 * Of the members and projects an edited text mentions, those its previous text did not: a kept
 * mention tells nobody again, even once its notice has folded into a newer one (whose key it
 * then carries, so the per-post key alone would not remember it).
 */
export function mentionedAfresh<M extends Named>(mentioned: M, previousText: string): M {
  const before = new Set(extractEntities(previousText).mentions)
  return {
    ...mentioned,
    users: mentioned.users.filter((user) => !before.has(user.username)),
    projects: mentioned.projects.filter((project) => !before.has(project.key)),
  }
}
