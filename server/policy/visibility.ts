import type { Role } from '@common/auth'
import { limits } from '@common/limits'
import { safetyTexts } from '@common/safety-texts'
import { type Column, eq, getTableName, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { comments, posts, profiles, projects } from '../db/schema'
import { AppError } from '../lib/errors'
import {
  blockBetween,
  blockedEitherWay,
  blockedOrMuted,
  collapsingMutedWord,
  type MutedWordContext,
  mutedContent,
  mutedNotifications,
  withoutMutedWords,
} from './shield'

/*
 * Who sees what: the one home of the hiding rules for posts, comments, projects and profiles, used
 * by every surface (feeds, profile lists, tag pages, pages, threads, counts, search, mention
 * suggestions, saved lists, notifications, link previews, Atom, live events). Decision 015.
 *
 * Rules (for posts, comments, projects and profiles alike; for a profile the "owner" is itself):
 *
 * | rule                                                   | effect                                   |
 * |--------------------------------------------------------|------------------------------------------|
 * | the owner is banned                                    | hidden from everyone else                |
 * | `limits.reportHideThreshold` reports or more           | hidden from everyone else                |
 * | the viewer reported it                                 | hidden from that viewer                  |
 * | a block stands between owner and viewer, either way    | out of that viewer's lists; pages stay   |
 * |   (shield.ts, issue 31)                                |   readable, acting on it answers 403     |
 * | the viewer muted the owner (posts, comments)           | out of that viewer's lists               |
 * | the viewer muted the actor (any mute)                  | their notifications leave that viewer's  |
 * | the viewer is its owner (decision 006)                 | always seen, whatever the above          |
 * | a moderator opens its page while reports hide it       | seen (the moderation queue links there)  |
 *
 * Where each is applied:
 *
 * | surface                                                | functions                                |
 * |--------------------------------------------------------|------------------------------------------|
 * | lists, counts, search, notifications: SQL condition    | `visiblePosts`, `visibleComments`,       |
 * |   in the list query                                    | `visibleProjects`, `visibleProfiles`     |
 * | pages checked in batches (live stream's `?post=`): SQL | `readablePosts` (+ moderator rule)       |
 * | one item's page, or an action on it: single-item check | `accessColumns` / `findItemAccess`       |
 * |                                                        |   read the facts, `assertVisible` throws |
 * | live events, per reader in memory                      | `hiddenReason`, `pageHiddenReason`       |
 * | a thread, where a blocked comment stays collapsed      | `visibleComments(viewer, { blocked:      |
 * |   ("Blocked") so its replies keep their place          |   'collapse' })`, `blockedFor`           |
 * | notifications and emails: the actor                    | `visibleActors`                          |
 *
 * What a hidden item answers: on its page (`assertVisible`, use `read`) `banned` when the owner is
 * banned (the web app goes to /banned), else 404; acted on (use `act`: like, comment, save, follow)
 * 404 like a missing item, and 403 across a block, where taking back (use `undo`: unlike, unsave,
 * unbookmark) stays allowed. Lists, counts and interactions treat moderators as members.
 * Elsewhere, not here: drafts are their author's only (features/drafts, by user id); comment
 * tombstones (deleted, kept for replies) show as deleted and count for no one (comment-count.ts).
 */

/** The viewer's id, a placeholder for it in a prepared statement, or null for visitors. */
export type ViewerParam = string | Placeholder | SQL | null

/** Who asks for a single item; null for visitors. */
export type PolicyViewer = { id: string; role: Role; banned: boolean } | null

type ItemKind = 'post' | 'comment' | 'project' | 'profile'

const items = {
  post: { id: posts.id, owner: posts.userId, reportCount: posts.reportCount },
  comment: { id: comments.id, owner: comments.userId, reportCount: comments.reportCount },
  project: { id: projects.id, owner: projects.userId, reportCount: projects.reportCount },
  profile: { id: profiles.id, owner: profiles.id, reportCount: profiles.reportCount },
} satisfies Record<ItemKind, { id: Column; owner: Column; reportCount: Column }>

/** A column with its table, also in the select list of a one-table query (drizzle drops it there). */
const col = (column: Column) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`)

/**
 * The threshold is written into the SQL, not bound: as a parameter PostgreSQL's generic plans
 * guessed a third of the rows pass, costed cached plans too high and planned again on every call.
 */
const belowThreshold = (kind: ItemKind) =>
  sql`${col(items[kind].reportCount)} < ${sql.raw(String(limits.reportHideThreshold))}`

/**
 * Posts compare against the banned ids and the viewer's reports once per query, so PostgreSQL
 * keeps walking the feed index in order, stopping after a page (docs/performance.md). The banned
 * ids are a hashed subplan (`not in`: ids are never null), one lookup per row; as an array, every
 * row was compared with each of them, dear for search's walk at the large seed's 500 banned
 * members (docs/performance.md). The viewer's few reports stay an array.
 */
const notBannedList = (owner: Column) =>
  sql`${col(owner)} not in (select b.id from profiles b where b.banned)`
const notReportedList = (kind: ItemKind, viewerId: NonNullable<ViewerParam>) =>
  sql`${col(items[kind].id)}::text <> all (array(select r.reported_id from reports r where r.user_id = ${viewerId} and r.reported_type = '${sql.raw(kind)}'))`

/** Elsewhere an anti-join against the few banned ids (a partial index) or the viewer's reports. */
const notBannedProbe = (owner: Column) =>
  sql`not exists (select 1 from profiles b where b.id = ${col(owner)} and b.banned)`
const reportedBy = (kind: ItemKind, viewerId: NonNullable<ViewerParam>) =>
  sql`exists (select 1 from reports r where r.user_id = ${viewerId} and r.reported_type = '${sql.raw(kind)}' and r.reported_id = ${col(items[kind].id)}::text)`

/** The owner is on the other side of a block with the viewer, or muted by them (shield.ts). */
const notBlocked = (owner: Column, viewerId: NonNullable<ViewerParam>) =>
  sql`${col(owner)} not in ${blockedEitherWay(viewerId)}`
const notMuted = (owner: Column, viewerId: NonNullable<ViewerParam>) =>
  sql`${col(owner)} not in ${mutedContent(viewerId)}`
const notShielded = (owner: Column, viewerId: NonNullable<ViewerParam>) =>
  sql`${col(owner)} not in ${blockedOrMuted(viewerId)}`

/** The rules for everyone, with the owner's exception when the viewer is known. */
function visibleTo(kind: ItemKind, viewerId: ViewerParam, rules: (SQL | undefined)[]): SQL {
  const forEveryone = sql.join(
    rules.filter((rule): rule is SQL => rule !== undefined),
    sql` and `,
  )
  if (viewerId === null) return sql`(${forEveryone})`
  return sql`(${col(items[kind].owner)} = ${viewerId} or (${forEveryone}))`
}

/** The rules for posts but the viewer's shields, which leave pages readable (decision 045). */
const unshieldedPostRules = (viewerId: ViewerParam, authorsVetted: boolean) => [
  belowThreshold('post'),
  authorsVetted ? undefined : notBannedList(posts.userId),
  viewerId === null ? undefined : notReportedList('post', viewerId),
]

/**
 * Posts this viewer may see, as a condition over `posts`. `authorsVetted`: the list's scope only
 * holds authors already known not to be banned (the Following feed), so the per-row check
 * against every banned id, the costliest filter there, is skipped.
 */
export function visiblePosts(viewerId: ViewerParam, { authorsVetted = false } = {}): SQL {
  return visibleTo('post', viewerId, [
    ...unshieldedPostRules(viewerId, authorsVetted),
    viewerId === null ? undefined : notShielded(posts.userId, viewerId),
  ])
}

/**
 * Comments this viewer may see, as a condition over `comments`. A thread keeps the comments of
 * the other side of a block (`blocked: 'collapse'`), shown as "Blocked" with their replies under
 * them (`blockedFor`); everywhere else they go, as muted members' comments do.
 */
export function visibleComments(
  viewerId: ViewerParam,
  { blocked = 'hide' }: { blocked?: 'hide' | 'collapse' } = {},
): SQL {
  return visibleTo('comment', viewerId, [
    belowThreshold('comment'),
    notBannedProbe(comments.userId),
    viewerId === null ? undefined : sql`not ${reportedBy('comment', viewerId)}`,
    viewerId === null
      ? undefined
      : blocked === 'collapse'
        ? notMuted(comments.userId, viewerId)
        : notShielded(comments.userId, viewerId),
  ])
}

/** Whether a block stands between the comment's author and the viewer: it shows as "Blocked". */
export function blockedFor(viewerId: ViewerParam): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`
  return sql<boolean>`${col(comments.userId)} in ${blockedEitherWay(viewerId)}`
}

/** Projects this viewer may see, as a condition over `projects`. */
export function visibleProjects(viewerId: ViewerParam): SQL {
  return visibleTo('project', viewerId, [
    belowThreshold('project'),
    notBannedProbe(projects.userId),
    viewerId === null ? undefined : sql`not ${reportedBy('project', viewerId)}`,
    viewerId === null ? undefined : notBlocked(projects.userId, viewerId),
  ])
}

/** Profiles (people, and the actors of notifications) this viewer may see, over `profiles`. */
export function visibleProfiles(viewerId: ViewerParam): SQL {
  return visibleTo('profile', viewerId, [
    sql`not ${col(profiles.banned)}`,
    belowThreshold('profile'),
    viewerId === null ? undefined : sql`not ${reportedBy('profile', viewerId)}`,
    viewerId === null ? undefined : notBlocked(profiles.id, viewerId),
  ])
}

/**
 * Posts or comments without a word the viewer hides in this context (feeds, threads, search,
 * notifications); their own are always kept. Applied by the lists of that context only: a
 * profile's posts and a post's own page show everything.
 */
export function withoutViewersMutedWords(
  kind: 'post' | 'comment',
  viewerId: ViewerParam,
  context: MutedWordContext,
): SQL | undefined {
  if (viewerId === null) return undefined
  const { owner, ...muted } = mutedText[kind]
  return sql`(${owner} = ${viewerId} or ${withoutMutedWords(viewerId, context, muted)})`
}

/** The word this viewer collapses that the post or comment holds (null if none or their own). */
export function viewersMutedWord(
  kind: 'post' | 'comment',
  viewerId: ViewerParam,
  context: MutedWordContext,
): SQL<string | null> {
  if (viewerId === null) return sql<null>`null`
  const { owner, ...muted } = mutedText[kind]
  return sql<
    string | null
  >`case when ${owner} = ${viewerId} then null else ${collapsingMutedWord(viewerId, context, muted)} end`
}

// Posts carry their search vector, which answers most rows without the muted words' regex.
const mutedText = {
  post: { owner: col(posts.userId), text: col(posts.content), vector: col(posts.searchVector) },
  comment: { owner: col(comments.userId), text: col(comments.content) },
}

/**
 * The actors (joined as `profiles`) whose notifications reach a recipient: visible profiles the
 * recipient has not muted, a notifications-only mute included. For lists, badges and emails.
 */
export function visibleActors(recipientId: NonNullable<ViewerParam>): SQL {
  return sql`(${visibleProfiles(recipientId)} and ${col(profiles.id)} not in ${mutedNotifications(recipientId)})`
}

/**
 * The page rule for posts as SQL, for pages checked in batches (the live stream's `?post=`): what
 * the viewer sees in lists, also across a block or a mute (pages stay readable, as
 * `assertVisible` has it) and, for a moderator, also what reports hide.
 */
export function readablePosts(viewerId: ViewerParam, isModerator: SQL): SQL {
  const listed = visibleTo('post', viewerId, unshieldedPostRules(viewerId, false))
  return sql`(${listed} or (${isModerator} and ${notBannedProbe(posts.userId)}))`
}

/** What the single-item checks read about one item, for one viewer. */
export type ItemAccess = {
  ownerId: string
  ownerBanned: boolean
  reportCount: number
  reportedByViewer: boolean
  /** A block stands between the owner and the viewer, either way (never told which way). */
  blocked: boolean
}

/** Those facts as columns of a query over the item's table, so a page needs no extra query. */
export function accessColumns(kind: ItemKind, viewerId: string | null) {
  const { owner, reportCount } = items[kind]
  return {
    ownerId: sql<string>`${col(owner)}`,
    ownerBanned:
      kind === 'profile'
        ? sql<boolean>`${col(profiles.banned)}`
        : sql<boolean>`not ${notBannedProbe(owner)}`,
    reportCount: sql<number>`${col(reportCount)}`,
    reportedByViewer: viewerId ? reportedBy(kind, viewerId).mapWith(Boolean) : sql<boolean>`false`,
    blocked: viewerId ? blockBetween(col(owner), viewerId).mapWith(Boolean) : sql<boolean>`false`,
  }
}

const tables = { post: posts, comment: comments, project: projects, profile: profiles }

/** One item's access facts by id; null when it does not exist. */
export async function findItemAccess(
  db: DbOrTx,
  kind: ItemKind,
  id: string,
  viewerId: string | null,
): Promise<ItemAccess | null> {
  const [row] = await db
    .select(accessColumns(kind, viewerId))
    .from(tables[kind])
    .where(eq(items[kind].id, id))
    .limit(1)
  return row ?? null
}

type HiddenReason = 'banned' | 'hidden'

/** Why this viewer may not see the item (member rules), or null when they may. */
export function hiddenReason(item: ItemAccess, viewerId: string | null): HiddenReason | null {
  if (viewerId !== null && item.ownerId === viewerId) return null
  if (item.ownerBanned) return 'banned'
  if (item.reportCount >= limits.reportHideThreshold || item.reportedByViewer) return 'hidden'
  return null
}

const isModerator = (viewer: PolicyViewer) => viewer?.role === 'moderator' && !viewer.banned

/**
 * Why this viewer may not read the item on its page (and what hangs off it: a post's thread, a
 * project's Mentions tab, a profile's lists), where the moderator's exception applies.
 */
export function pageHiddenReason(item: ItemAccess, viewer: PolicyViewer): HiddenReason | null {
  const reason = hiddenReason(item, viewer?.id ?? null)
  return reason === 'hidden' && isModerator(viewer) ? null : reason
}

/** Whether a block between its owner and the viewer refuses the viewer's action on the item. */
export function refusedByBlock(item: ItemAccess, viewer: PolicyViewer): boolean {
  return item.blocked && viewer !== null && item.ownerId !== viewer.id
}

/**
 * Throws what a missing or hidden item answers. Read (`read`): `banned` for a banned owner's
 * item (the web app goes to /banned), else 404. Acted on (`act`: like, comment, save, bookmark,
 * follow): 404, like a missing item, and 403 across a block (issue 31), either way, with a
 * message that does not say who blocked whom. `undo` (unlike, unsave) is an `act` a block allows:
 * taking back is always possible.
 */
export function assertVisible(
  item: ItemAccess | null,
  viewer: PolicyViewer,
  options: { use: 'read' | 'act' | 'undo'; notFound: string },
): asserts item is ItemAccess {
  if (!item) throw new AppError('not_found', options.notFound)
  if (options.use !== 'read') {
    if (hiddenReason(item, viewer?.id ?? null)) throw new AppError('not_found', options.notFound)
    if (options.use === 'act' && refusedByBlock(item, viewer)) {
      throw new AppError('forbidden', safetyTexts.interactionRefused)
    }
    return
  }
  const reason = pageHiddenReason(item, viewer)
  if (reason === 'banned') throw new AppError('banned')
  if (reason) throw new AppError('not_found', options.notFound)
}
