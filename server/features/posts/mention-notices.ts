import type { NewNotification } from '../notifications'

type Mentioned = {
  users: { id: string }[]
  projects: { id: string; ownerId: string }[]
}

/**
 * The notifications a post's mentions send. The keys are per post (and project), so writing them
 * again after an edit notifies only the members and projects the post did not mention before.
 */
export function mentionNotices(
  mentioned: Mentioned,
  actorId: string,
  postId: string,
): NewNotification[] {
  return [
    ...mentioned.users.map((user) => ({
      userId: user.id,
      actorId,
      type: 'mention' as const,
      postId,
      dedupeKey: `mention:${postId}`,
    })),
    ...mentioned.projects.map((project) => ({
      userId: project.ownerId,
      actorId,
      type: 'project_mention' as const,
      postId,
      projectId: project.id,
      dedupeKey: `project_mention:${postId}:${project.id}`,
    })),
  ]
}
