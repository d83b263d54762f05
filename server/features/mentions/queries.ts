import { limits } from '@common/limits'
import { and, asc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { projects } from '../../db/schema'
import { visiblePosts, visibleProjects } from '../../policy/visibility'
import { likePatterns, peopleMatching } from '../search'

/**
 * Up to 5 people (found as search finds them) and 5 projects for an @word being typed, prefix
 * matches first; only who and what this member may see.
 */
export async function suggestMentions(db: Db, word: string, viewerId: string) {
  const { contains, prefix } = likePatterns(word)
  const [users, projectRows] = await Promise.all([
    peopleMatching(db, word, viewerId, limits.mentionSuggestions),
    db
      .select({ id: projects.id, name: projects.name, logoUrl: projects.logoUrl })
      .from(projects)
      .where(and(sql`${projects.nameKey} like ${contains}`, visibleProjects(viewerId)))
      .orderBy(sql`${projects.nameKey} like ${prefix} desc`, asc(projects.nameKey))
      .limit(limits.mentionSuggestions),
  ])
  return { users, projects: projectRows }
}

/**
 * Distinct tags looked at under one prefix. Each is one probe of post_tags_prefix_idx, so a
 * one-letter prefix costs the same at a million posts; past it the alphabetically later tags
 * are not ranked (a longer prefix reaches them).
 */
const candidatesMax = 200

/**
 * Up to `limits.hashtagSuggestions` tags starting with `prefix` (a lowercased word), most
 * recently used first: the tag a member is likely after is one being talked about now, and
 * recency needs one index probe per tag where a count would read all its posts. Only posts this
 * viewer may see count (server/policy/visibility.ts), so hidden posts suggest nothing. One query:
 * a skip scan over the distinct tags, then each tag's newest visible post, newest first (decision 038).
 */
export async function suggestHashtags(db: Db, prefix: string, viewerId: string) {
  const pattern = `${prefix.toLowerCase().replaceAll('_', '\\_')}%`
  const result = await db.execute<{ tag: string; last_used_at: Date | string }>(sql`
    with recursive candidates(tag, n) as (
      (select pt.tag, 1 from post_tags pt
        where pt.tag collate "C" like ${pattern}
        order by pt.tag collate "C" limit 1)
      union all
      select next.tag, c.n + 1 from candidates c
      cross join lateral (
        select pt.tag from post_tags pt
        where pt.tag collate "C" like ${pattern} and pt.tag collate "C" > c.tag collate "C"
        order by pt.tag collate "C" limit 1
      ) next
      where c.n < ${candidatesMax}
    )
    select c.tag, used.created_at as last_used_at
    from candidates c
    cross join lateral (
      select pt.created_at from post_tags pt join posts on posts.id = pt.post_id
      where pt.tag = c.tag and ${visiblePosts(viewerId)}
      order by pt.created_at desc limit 1
    ) used
    order by used.created_at desc, c.tag collate "C"
    limit ${limits.hashtagSuggestions}`)
  return {
    tags: result.rows.map((row) => ({
      tag: row.tag,
      lastUsedAt: new Date(row.last_used_at).toISOString(),
    })),
  }
}
