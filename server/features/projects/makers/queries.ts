import type { Maker, MakerInvitation } from '@common/project-makers'
import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { notifications, profiles, projectMakers, projects } from '../../../db/schema'
import { cursorTimestampSql } from '../../../lib/pagination'
import { visibleProfiles } from '../../../policy/visibility'

const at = (column: string) => sql<string>`${sql.raw(cursorTimestampSql(column))}`
const author = {
  id: profiles.id,
  username: profiles.username,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
}

/**
 * Whether `memberId` makes the project in `projects`'s current row: its owner, or an accepted
 * maker (a primary-key probe). For the select list of project queries (the viewer's `isMaker`).
 */
export function madeBySql(memberId: string | SQL) {
  return sql<boolean>`(${projects.userId} = ${memberId} or exists (select 1 from project_makers m where m.project_id = ${projects.id} and m.member_id = ${memberId} and m.accepted_at is not null))`
}

/**
 * The same as a condition for a member's Projects tab and count: the project ids come from the
 * owner index and the makers' member index, so a profile never walks every project.
 */
export function madeByMemberSql(memberId: string | SQL) {
  return sql<boolean>`${projects.id} in (select p.id from projects p where p.user_id = ${memberId} union all select m.project_id from project_makers m where m.member_id = ${memberId} and m.accepted_at is not null)`
}

/** The member's row for this project: an invitation (`acceptedAt` null), a maker, or null. */
export async function findMakerRow(db: DbOrTx, projectId: string, memberId: string) {
  const [row] = await db
    .select({ acceptedAt: projectMakers.acceptedAt })
    .from(projectMakers)
    .where(and(eq(projectMakers.projectId, projectId), eq(projectMakers.memberId, memberId)))
  return row ?? null
}

/** A member by username (already lower case), with whether they are banned. */
export async function findMemberByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: profiles.id, banned: profiles.banned })
    .from(profiles)
    .where(eq(profiles.username, username))
  return row ?? null
}

/**
 * The owner, then the accepted makers in the order they joined; members hidden from the viewer
 * (banned, reported) left out by the profile policy. Bounded by `makersMax` + 1 rows.
 */
export async function listMakerRows(
  db: DbOrTx,
  projectId: string,
  viewerId: string | null,
): Promise<Maker[]> {
  const owner = db
    .select({
      ...author,
      role: sql<'owner' | 'maker'>`'owner'`.as('role'),
      since: at('"projects"."created_at"').as('since'),
      rank: sql<number>`0`.as('rank'),
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(and(eq(projects.id, projectId), visibleProfiles(viewerId)))
  const makers = db
    .select({
      ...author,
      role: sql<'owner' | 'maker'>`'maker'`.as('role'),
      since: at('"project_makers"."accepted_at"').as('since'),
      rank: sql<number>`1`.as('rank'),
    })
    .from(projectMakers)
    .innerJoin(profiles, eq(profiles.id, projectMakers.memberId))
    .where(
      and(
        eq(projectMakers.projectId, projectId),
        isNotNull(projectMakers.acceptedAt),
        visibleProfiles(viewerId),
      ),
    )
  const rows = await owner.unionAll(makers).orderBy(sql`rank`, sql`since`, sql`id`)
  return rows.map(({ rank: _rank, ...maker }) => maker)
}

/** Pending invitations, oldest first, invitees hidden from the viewer left out. */
export async function listInvitationRows(
  db: DbOrTx,
  projectId: string,
  options: { viewerId: string; memberId?: string },
): Promise<MakerInvitation[]> {
  const rows = await db
    .select({ member: author, invitedAt: at('"project_makers"."invited_at"') })
    .from(projectMakers)
    .innerJoin(profiles, eq(profiles.id, projectMakers.memberId))
    .where(
      and(
        eq(projectMakers.projectId, projectId),
        isNull(projectMakers.acceptedAt),
        options.memberId ? eq(projectMakers.memberId, options.memberId) : undefined,
        visibleProfiles(options.viewerId),
      ),
    )
    .orderBy(asc(projectMakers.invitedAt), asc(projectMakers.memberId))
  return rows
}

/** Makers and invitations besides the owner, for the cap. */
export async function countMakerRows(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(projectMakers)
    .where(eq(projectMakers.projectId, projectId))
  return row?.count ?? 0
}

/** The invitation; false when the member already has a row (the primary key settles races). */
export async function insertInvitation(
  db: DbOrTx,
  values: { projectId: string; memberId: string; invitedBy: string },
) {
  const rows = await db
    .insert(projectMakers)
    .values(values)
    .onConflictDoNothing()
    .returning({ memberId: projectMakers.memberId })
  return rows.length > 0
}

/** Accepts a pending invitation; false when there was none. */
export async function acceptInvitationRow(db: DbOrTx, projectId: string, memberId: string) {
  const rows = await db
    .update(projectMakers)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(projectMakers.projectId, projectId),
        eq(projectMakers.memberId, memberId),
        isNull(projectMakers.acceptedAt),
      ),
    )
    .returning({ memberId: projectMakers.memberId })
  return rows.length > 0
}

/** Deletes the member's invitation (`pending`) or maker row; false when there was none. */
export async function deleteMakerRow(
  db: DbOrTx,
  projectId: string,
  memberId: string,
  state: 'pending' | 'accepted',
) {
  const rows = await db
    .delete(projectMakers)
    .where(
      and(
        eq(projectMakers.projectId, projectId),
        eq(projectMakers.memberId, memberId),
        state === 'pending'
          ? isNull(projectMakers.acceptedAt)
          : isNotNull(projectMakers.acceptedAt),
      ),
    )
    .returning({ memberId: projectMakers.memberId })
  return rows.length > 0
}

/** An answered or revoked invitation's notification goes: its buttons would act on nothing. */
export async function deleteInviteNotification(db: DbOrTx, projectId: string, memberId: string) {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, memberId),
        eq(notifications.projectId, projectId),
        eq(notifications.type, 'maker_invite'),
      ),
    )
    .returning({ id: notifications.id })
  return rows.length > 0
}

/** The project's owner, its row locked for the transfer's transaction. */
export async function lockProjectOwner(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select({ ownerId: projects.userId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update')
  return row?.ownerId ?? null
}

/** The maker becomes the owner; the owner stays on as a maker (accepted now). */
export async function swapOwner(
  db: DbOrTx,
  options: { projectId: string; ownerId: string; makerId: string },
) {
  const { projectId, ownerId, makerId } = options
  await db
    .delete(projectMakers)
    .where(and(eq(projectMakers.projectId, projectId), eq(projectMakers.memberId, makerId)))
  await db.update(projects).set({ userId: makerId }).where(eq(projects.id, projectId))
  await db.insert(projectMakers).values({
    projectId,
    memberId: ownerId,
    invitedBy: makerId,
    acceptedAt: sql`now()`,
  })
}
