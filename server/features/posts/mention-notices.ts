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
