import type { PostLaunch } from '@common/posts'
import type { PostUpdate } from '@common/project-updates'
import { sql } from 'drizzle-orm'
import type { ViewerParam } from '../../policy/visibility'
import { visibleProjects } from '../../policy/visibility'

/**
 * The post's project-update label (decision 026), as a column of a post row: one index probe per
 * row, so no list needs another query. An update of a project this viewer does not see stays a
 * post, without its label.
 */
export function updateLabelField(viewerId: ViewerParam) {
  return sql<PostUpdate | null>`(
    select json_build_object(
      'projectId', u.project_id, 'projectName', projects.name,
      'milestone', case when u.milestone_kind is null then null else json_build_object(
        'kind', u.milestone_kind, 'value', u.milestone_value, 'text', u.milestone_text) end)
    from project_updates u join projects on projects.id = u.project_id
    where u.post_id = "posts"."id" and ${visibleProjects(viewerId)})`
}

/**
 * The launch whose thread the post is (decision 046), as a column of a post row: one probe of
 * `launches_thread_post_idx` per row, like the label above. Hidden with its project.
 */
export function launchRefField(viewerId: ViewerParam) {
  return sql<PostLaunch | null>`(
    select json_build_object('id', l.id, 'projectName', projects.name, 'day', l.day::text)
    from launches l join projects on projects.id = l.project_id
    where l.thread_post_id = "posts"."id" and l.state <> 'cancelled' and ${visibleProjects(viewerId)}
    limit 1)`
}
