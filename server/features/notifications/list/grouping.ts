import type { NotificationFilter } from '@common/notifications'
import { type SQL, sql } from 'drizzle-orm'

/*
 * Which notifications stand together as one item (decision 032). Grouping happens when reading,
 * from columns every row already has: a like or follow needs no write-time state, a hidden actor
 * simply drops out of the rows a group is counted from, and a new kind is one item of its own
 * until a line is added here.
 */

/**
 * Kinds grouped per recipient, UTC day and target column (null: one group per day). A launch's
 * votes are cast on its UTC day only, so its upvotes are one item.
 */
const groupedKinds: Record<string, 'post_id' | 'project_id' | 'launch_id' | null> = {
  like: 'post_id',
  follow: null,
  launch_upvote: 'launch_id',
}

/** The Mentions filter: what addresses you in words. */
const mentionKinds = ['mention', 'project_mention', 'comment', 'reply']

/** A followed project's news: the item names the project and quotes the update's post. */
const projectNewsKinds = ['project_update', 'project_milestone']

/** Launch notices (issue 32) name the launched project too. */
const launchKinds = ['launch_live', 'launch_notify', 'launch_upvote', 'launch_ranked']

/** Kinds whose item quotes a text: the comment when it has one, else the post. */
const quotedKinds = [...mentionKinds, ...projectNewsKinds]

/** How long a quote may be; the screen clamps it to two lines anyway. */
const quoteChars = 280

const list = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/** The key of a row's group over the table or alias `from`; a row of another kind is its own group. */
export function groupKeyOf(from: string): SQL {
  const column = (name: string) => `"${from}"."${name}"`
  const day = `to_char(${column('created_at')} at time zone 'UTC', 'YYYY-MM-DD')`
  const cases = Object.entries(groupedKinds).map(
    ([type, target]) =>
      `when '${type}' then '${type}:' || ${target ? `coalesce(${column(target)}::text, '')` : "''"} || ':' || ${day}`,
  )
  return sql.raw(`(case ${column('type')} ${cases.join(' ')} else ${column('id')}::text end)`)
}

/**
 * What a grouped row's group is about besides its type and day: its post for a like, nothing for
 * a follow. Type, target and UTC day together are the group, as columns an index can hold
 * (notifications_group_idx has this expression to the letter; `groupKeyOf` formats the day, which
 * an index cannot), so checking a row for a newer one of its group reads that group's rows only.
 */
export function groupTargetOf(from: string): SQL {
  const cases = Object.entries(groupedKinds).flatMap(([type, target]) =>
    target ? [`when '${type}' then coalesce("${from}"."${target}"::text, '')`] : [],
  )
  return sql.raw(`(case "${from}"."type" ${cases.join(' ')} else '' end)`)
}

/** Whether a row of alias `from` may share its group with others (else it is alone). */
export const isGroupedKind = (from: string): SQL =>
  sql.raw(
    `"${from}"."type" in (${Object.keys(groupedKinds)
      .map((type) => `'${type}'`)
      .join(', ')})`,
  )

/** The type condition of a filter over `"notifications"`, or undefined for all. */
export function filterCondition(filter: NotificationFilter): SQL | undefined {
  return filter === 'mentions' ? sql`"notifications"."type" in (${list(mentionKinds)})` : undefined
}

/** The first and after-last instant of the UTC day of a timestamp expression. */
export const dayStartOf = (at: string) =>
  sql.raw(`(date_trunc('day', ${at} at time zone 'UTC') at time zone 'UTC')`)
export const dayEndOf = (at: string) =>
  sql.raw(`(date_trunc('day', ${at} at time zone 'UTC') at time zone 'UTC' + interval '1 day')`)

/**
 * The name of the project a followed project's news or a launch notice of row alias `from` is
 * about, if visible.
 */
export function projectNameOf(from: string, visibleProject: SQL): SQL {
  const column = (name: string) => sql.raw(`"${from}"."${name}"`)
  return sql`(case when ${column('type')} in (${list([...projectNewsKinds, ...launchKinds])}) then (
    select projects.name from projects
    where projects.id = ${column('project_id')} and ${visibleProject}) end)`
}

/**
 * The launch a notice of row alias `from` is about, as the API's `launch` (null when its project
 * is hidden from the recipient). A ranked notice's key says day or week (`launch_ranked:week:…`);
 * the place is the launch's frozen rank, which never moves.
 */
export function launchOf(from: string, visibleProject: SQL): SQL {
  const column = (name: string) => sql.raw(`"${from}"."${name}"`)
  const isWeek = sql`${column('dedupe_key')} like 'launch_ranked:week:%'`
  return sql`(case when ${column('launch_id')} is not null then (
    select json_build_object('id', l.id, 'projectName', projects.name, 'rank',
      case when ${column('type')} = 'launch_ranked' then json_build_object(
        'place', case when ${isWeek} then l.week_rank else l.day_rank end,
        'period', case when ${isWeek} then 'week' else 'day' end) end)
    from launches l join projects on projects.id = l.project_id
    where l.id = ${column('launch_id')} and ${visibleProject}) end)`
}

/** The quote of row alias `from`, given its post `post` and comment `comment` aliases. */
export function quoteOf(from: string, post: string, comment: string): SQL {
  return sql.raw(
    `(case when "${from}"."type" in (${quotedKinds.map((k) => `'${k}'`).join(', ')}) then left(coalesce("${comment}"."content", "${post}"."content"), ${quoteChars}) end)`,
  )
}
