import { projectTexts } from '@common/project-texts'
import { PostList } from '@web/features/posts/components/post-list'
import { fetchProjectMentionsPage, projectKeys } from '../api'

/** The Mentions tab: posts that mention the project, newest first. */
export function ProjectMentions({ projectId }: { projectId: string }) {
  return (
    <PostList
      queryKey={projectKeys.mentions(projectId)}
      fetchPage={(cursor) => fetchProjectMentionsPage(projectId, cursor)}
      emptyText={projectTexts.noMentions}
    />
  )
}
