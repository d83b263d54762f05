import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { onboarding, posts, profileLinks, profiles, projects } from '../../db/schema'

/** The member's onboarding row and what their profile already has, in one query. */
export async function findOnboardingFacts(db: DbOrTx, userId: string) {
  const result = await db.execute<{
    closed: boolean
    dismissed: boolean
    avatar: boolean
    bio: boolean
    link: boolean
    project: boolean
    post: boolean
  }>(sql`
    select
      coalesce((select ${onboarding.closedAt} is not null from ${onboarding} where ${onboarding.userId} = ${userId}), false) as closed,
      coalesce((select ${onboarding.checklistDismissedAt} is not null from ${onboarding} where ${onboarding.userId} = ${userId}), false) as dismissed,
      ${profiles.avatarUrl} is not null as avatar,
      coalesce(btrim(${profiles.bio}), '') <> '' as bio,
      exists (select 1 from ${profileLinks} where ${profileLinks.userId} = ${userId}) as link,
      exists (select 1 from ${projects} where ${projects.userId} = ${userId}) as project,
      exists (select 1 from ${posts} where ${posts.userId} = ${userId}) as post
    from ${profiles} where ${profiles.id} = ${userId}`)
  return result.rows[0] ?? null
}

/** Closes the onboarding once: a second close (another tab) keeps the first one's topics. */
export async function closeOnboarding(db: DbOrTx, userId: string, topics: string[]) {
  await db
    .insert(onboarding)
    .values({ userId, topics, closedAt: sql`now()` })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { topics, closedAt: sql`now()` },
      setWhere: sql`${onboarding.closedAt} is null`,
    })
}

export async function dismissChecklist(db: DbOrTx, userId: string) {
  await db
    .insert(onboarding)
    .values({ userId, checklistDismissedAt: sql`now()` })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { checklistDismissedAt: sql`coalesce(${onboarding.checklistDismissedAt}, now())` },
    })
}

/** The member's onboarding choices for the account export; null when nothing was closed yet. */
export async function findOnboardingForExport(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      topics: onboarding.topics,
      closedAt: onboarding.closedAt,
      checklistDismissedAt: onboarding.checklistDismissedAt,
    })
    .from(onboarding)
    .where(eq(onboarding.userId, userId))
  if (!row) return null
  return {
    topics: row.topics,
    closedAt: row.closedAt?.toISOString() ?? null,
    checklistDismissedAt: row.checklistDismissedAt?.toISOString() ?? null,
  }
}
