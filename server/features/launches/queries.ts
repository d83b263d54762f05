import { and, asc, desc, eq, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  launches,
  launchMakers,
  posts,
  profiles,
  projectGalleryImages,
  projectMakers,
  projects,
} from '../../db/schema'
import type { StoredImage } from '../../lib/images-types'
import { cursorTimestampSql } from '../../lib/pagination'
import { preparedOnce } from '../../lib/prepared-statements'
import { commentCountFor } from '../../policy/comment-count'
import { accessColumns, visibleProfiles, visibleProjects } from '../../policy/visibility'
import { madeBySql } from '../projects'
import type { DayCursor, RankCursor } from './cursors'

/**
 * One launch with its project and what this viewer did about it (votes, Notify me). The viewer
 * may be a statement's placeholder: lists are prepared once (`launchPageStatement`).
 */
export function launchColumns(viewerId: string | Placeholder | null) {
  const viewer = viewerId ?? sql`null`
  return {
    id: launches.id,
    projectId: launches.projectId,
    projectName: projects.name,
    projectTagline: projects.tagline,
    projectLogoUrl: projects.logoUrl,
    projectMrr: projects.mrr,
    projectUserCount: projects.userCount,
    day: launches.day,
    tagline: launches.tagline,
    category: launches.category,
    tags: launches.tags,
    galleryImageIds: launches.galleryImageIds,
    firstComment: launches.firstComment,
    state: launches.state,
    disqualifiedReason: launches.disqualifiedReason,
    votesCount: launches.votesCount,
    countedVotesCount: launches.countedVotesCount,
    dayRank: launches.dayRank,
    weekRank: launches.weekRank,
    threadPostId: launches.threadPostId,
    // Over the thread's post, joined when there is one (`threadJoin`).
    commentsCount: sql<number>`coalesce(${commentCountFor(viewerId)}, 0)`.mapWith(Number),
    createdAt: sql<string>`${sql.raw(cursorTimestampSql('"launches"."created_at"'))}`,
    myVote: sql<
      boolean | null
    >`(select v.counted from launch_votes v where v.launch_id = ${launches.id} and v.member_id = ${viewer})`,
    notifyByMe: sql<boolean>`exists (select 1 from launch_notify_requests n where n.launch_id = ${launches.id} and n.member_id = ${viewer})`,
    isMaker: viewerId ? madeBySql(sql`${viewerId}`) : sql<boolean>`false`,
  }
}

/** A launch as the lists and its page read it. */
export type LaunchRow = Omit<NonNullable<Awaited<ReturnType<typeof findLaunchRow>>>, 'access'>

/** One launch with what the single-item check needs (`access`), whether or not it is visible. */
export async function findLaunchRow(db: DbOrTx, launchId: string, viewerId: string | null) {
  const [row] = await db
    .select({ ...launchColumns(viewerId), access: accessColumns('project', viewerId) })
    .from(launches)
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .leftJoin(posts, eq(posts.id, launches.threadPostId))
    .where(eq(launches.id, launchId))
  return row ?? null
}

/** Which list, and where the page starts: a leaderboard after its last row's counts, Upcoming after its last day. */
type ListScope =
  | { kind: 'day'; day: string; after: RankCursor | null }
  | { kind: 'week'; monday: string; after: RankCursor | null }
  | { kind: 'upcoming'; after: DayCursor | null }

/** Launches shown on leaderboards: open or over; scheduled, cancelled and disqualified ones not. */
const ranked = sql`${launches.state} in ('live', 'ended')`

const place = {
  day: sql.placeholder('day'),
  counted: sql.placeholder('afterCounted'),
  votes: sql.placeholder('afterVotes'),
  id: sql.placeholder('afterId'),
  topic: sql.placeholder('topic'),
}

function scopeCondition(kind: ListScope['kind'], after: boolean): SQL | undefined {
  const rankAfter = after
    ? sql`(${launches.countedVotesCount}, ${launches.votesCount}, ${launches.id}) < (${place.counted}::int, ${place.votes}::int, ${place.id}::uuid)`
    : undefined
  if (kind === 'day') return and(sql`${launches.day} = ${place.day}::date`, ranked, rankAfter)
  if (kind === 'week') {
    // launches_week_rank_idx: the week's ranked launches in rank order, a page and no more.
    return and(sql`${launches.week} = ${place.day}::date`, ranked, rankAfter)
  }
  return and(
    eq(launches.state, 'scheduled'),
    after
      ? sql`(${launches.day}, ${launches.id}) > (${place.day}::date, ${place.id}::uuid)`
      : undefined,
  )
}

/** A page's row count written into the statement (a parameter would hide it from the planner). */
function literalLimit(rows: number): number {
  if (!Number.isInteger(rows) || rows < 1 || rows > 101) throw new Error(`page of ${rows} rows`)
  return sql.raw(String(rows)) as unknown as number
}

/**
 * One list's statement, prepared once per shape: an inner query walks launches_rank_idx (a day)
 * or launches_week_rank_idx (a week) backwards with the hiding rules and stops after a page; the outer one reads the
 * columns (comment counts, the viewer's vote, makers) for those rows only.
 */
function launchPageStatement(
  db: DbOrTx,
  kind: ListScope['kind'],
  shape: { after: boolean; member: boolean; topic: boolean; pageRows: number },
) {
  const viewerId = shape.member ? sql.placeholder('viewerId') : null
  const topic = shape.topic
    ? sql`(lower(${launches.category}) = ${place.topic} or ${place.topic} = any(${launches.tags}))`
    : undefined
  const keys = {
    id: launches.id,
    day: launches.day,
    counted: launches.countedVotesCount,
    votes: launches.votesCount,
  }
  const page = db
    .select(keys)
    .from(launches)
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .where(and(scopeCondition(kind, shape.after), topic, visibleProjects(viewerId)))
    .orderBy(
      ...(kind === 'upcoming'
        ? [asc(launches.day), asc(launches.id)]
        : [desc(launches.countedVotesCount), desc(launches.votesCount), desc(launches.id)]),
    )
    .limit(literalLimit(shape.pageRows))
    .as('page')
  return db
    .select(launchColumns(viewerId))
    .from(page)
    .innerJoin(launches, eq(launches.id, page.id))
    .innerJoin(projects, eq(projects.id, launches.projectId))
    .leftJoin(posts, eq(posts.id, launches.threadPostId))
    .orderBy(
      ...(kind === 'upcoming'
        ? [asc(page.day), asc(page.id)]
        : [desc(page.counted), desc(page.votes), desc(page.id)]),
    )
    .prepare(
      `launch_page_${kind}_${shape.after ? 'after' : 'first'}_${shape.member ? 'member' : 'visitor'}_${shape.topic ? 'topic' : 'all'}_${shape.pageRows}`,
    )
}

/**
 * A page of a list: a day's or a week's launches best counted first (the order that ranks), or
 * the upcoming ones by day. Launches of projects the viewer may not see are left out.
 */
export function listLaunchRows(
  db: DbOrTx,
  scope: ListScope,
  options: { viewerId: string | null; topic: string | undefined; limit: number },
): Promise<LaunchRow[]> {
  const shape = {
    after: scope.after !== null,
    member: options.viewerId !== null,
    topic: options.topic !== undefined,
    pageRows: options.limit + 1,
  }
  const key = `launch_page:${scope.kind}:${shape.after}:${shape.member}:${shape.topic}:${shape.pageRows}`
  const statement = preparedOnce(db, key, () => launchPageStatement(db, scope.kind, shape))
  const after = scope.after
  return statement.execute({
    viewerId: options.viewerId,
    topic: options.topic,
    day: scope.kind === 'day' ? scope.day : scope.kind === 'week' ? scope.monday : scope.after?.day,
    afterCounted: after && 'counted' in after ? after.counted : undefined,
    afterVotes: after && 'votes' in after ? after.votes : undefined,
    afterId: after?.id,
  })
}

/** The launching makers of a page of launches, in their order; hidden profiles left out. */
export function listLaunchMakerRows(db: DbOrTx, launchIds: string[], viewerId: string | null) {
  if (launchIds.length === 0) return Promise.resolve([])
  return db
    .select({
      launchId: launchMakers.launchId,
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      avatarUrl: profiles.avatarUrl,
    })
    .from(launchMakers)
    .innerJoin(profiles, eq(profiles.id, launchMakers.memberId))
    .where(and(inArray(launchMakers.launchId, launchIds), visibleProfiles(viewerId)))
    .orderBy(asc(launchMakers.position))
}

export function listGalleryImageRows(
  db: DbOrTx,
  imageIds: string[],
): Promise<{ id: string; projectId: string; image: StoredImage }[]> {
  if (imageIds.length === 0) return Promise.resolve([])
  return db
    .select({
      id: projectGalleryImages.id,
      projectId: projectGalleryImages.projectId,
      image: projectGalleryImages.image,
    })
    .from(projectGalleryImages)
    .where(inArray(projectGalleryImages.id, imageIds))
}

/**
 * The project's row, locked until the transaction ends: scheduling and moving launches of one
 * project queue on it, so the 30-day rule cannot be raced past (decision 046).
 */
export async function lockProject(tx: DbOrTx, projectId: string) {
  const [row] = await tx
    .select({ id: projects.id, ownerId: projects.userId, category: projects.category })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update')
  return row ?? null
}

/** Another launch of the project (not cancelled) fewer than `days` days from `day`. */
export async function hasLaunchWithin(
  tx: DbOrTx,
  projectId: string,
  day: string,
  days: number,
  exceptId: string | null,
) {
  const [row] = await tx
    .select({ id: launches.id })
    .from(launches)
    .where(
      and(
        eq(launches.projectId, projectId),
        ne(launches.state, 'cancelled'),
        exceptId ? ne(launches.id, exceptId) : undefined,
        sql`abs(${launches.day} - ${day}::date) < ${days}`,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The owner and accepted makers of a project. */
export async function projectMakerIds(db: DbOrTx, projectId: string, ownerId: string) {
  const rows = await db
    .select({ id: projectMakers.memberId })
    .from(projectMakers)
    .where(
      and(eq(projectMakers.projectId, projectId), sql`${projectMakers.acceptedAt} is not null`),
    )
  return new Set([ownerId, ...rows.map((row) => row.id)])
}

/** Which of these ids are images of the project's gallery. */
export async function galleryIdsOf(db: DbOrTx, projectId: string, imageIds: string[]) {
  if (imageIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: projectGalleryImages.id })
    .from(projectGalleryImages)
    .where(
      and(
        eq(projectGalleryImages.projectId, projectId),
        inArray(projectGalleryImages.id, imageIds),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

type LaunchFields = {
  day: string
  tagline: string
  tags: string[]
  galleryImageIds: string[]
  firstComment: string
}

export async function insertLaunch(
  tx: DbOrTx,
  values: LaunchFields & { projectId: string; createdBy: string; category: string | null },
) {
  const [row] = await tx.insert(launches).values(values).returning({ id: launches.id })
  return row!.id
}

export async function replaceLaunchMakers(tx: DbOrTx, launchId: string, memberIds: string[]) {
  await tx.delete(launchMakers).where(eq(launchMakers.launchId, launchId))
  await tx
    .insert(launchMakers)
    .values(memberIds.map((memberId, position) => ({ launchId, memberId, position })))
}

/** The launch's project and state, locked with its project by the caller's transaction. */
export async function findLaunchForChange(tx: DbOrTx, launchId: string) {
  const [row] = await tx
    .select({
      id: launches.id,
      projectId: launches.projectId,
      day: launches.day,
      state: launches.state,
    })
    .from(launches)
    .where(eq(launches.id, launchId))
  return row ?? null
}

/** Changes a launch that has not started; false when it started meanwhile. */
export async function updateScheduledLaunch(
  tx: DbOrTx,
  launchId: string,
  changes: Partial<LaunchFields> & { state?: 'cancelled' },
) {
  const rows = await tx
    .update(launches)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      and(
        eq(launches.id, launchId),
        eq(launches.state, 'scheduled'),
        sql`${launches.day}::timestamp at time zone 'UTC' > now()`,
      ),
    )
    .returning({ id: launches.id })
  return rows.length > 0
}

/**
 * A member's launches (those they launch with others, as launching makers), votes and Notify me
 * requests, for their data export; times as ISO text.
 */
export async function launchRowsForExport(db: DbOrTx, memberId: string) {
  const [launched, votes, notify] = await Promise.all([
    db.execute<{
      id: string
      projectId: string
      day: string
      tagline: string
      firstComment: string
      state: string
      dayRank: number | null
      weekRank: number | null
    }>(sql`
      select l.id, l.project_id as "projectId", l.day::text as day, l.tagline,
        l.first_comment as "firstComment", l.state, l.day_rank as "dayRank", l.week_rank as "weekRank"
      from launch_makers lm join launches l on l.id = lm.launch_id
      where lm.member_id = ${memberId} order by l.day desc, l.id`),
    db.execute<{ launchId: string; counted: boolean; votedAt: string }>(sql`
      select v.launch_id as "launchId", v.counted,
        ${sql.raw(cursorTimestampSql('v.created_at'))} as "votedAt"
      from launch_votes v where v.member_id = ${memberId} order by v.created_at desc`),
    db.execute<{ launchId: string; since: string }>(sql`
      select n.launch_id as "launchId", ${sql.raw(cursorTimestampSql('n.created_at'))} as since
      from launch_notify_requests n where n.member_id = ${memberId} order by n.created_at desc`),
  ])
  return { launches: launched.rows, launchVotes: votes.rows, launchNotifyRequests: notify.rows }
}
