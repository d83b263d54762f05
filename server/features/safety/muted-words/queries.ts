import type { MutedWordContext } from '@common/safety'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { mutedWords } from '../../../db/schema'
import { cursorTimestampSql } from '../../../lib/pagination'

const columns = {
  id: mutedWords.id,
  phrase: mutedWords.phrase,
  contexts: mutedWords.contexts,
  action: mutedWords.action,
  expiresAt: sql<string | null>`${sql.raw(cursorTimestampSql('"muted_words"."expires_at"'))}`,
  createdAt: sql<string>`${sql.raw(cursorTimestampSql('"muted_words"."created_at"'))}`,
}

const inForce = sql`(${mutedWords.expiresAt} is null or ${mutedWords.expiresAt} > now())`

/** The member's muted words in force, newest first (at most `limits.mutedWordsMax`). */
export function listMutedWordRows(db: DbOrTx, userId: string) {
  return db
    .select(columns)
    .from(mutedWords)
    .where(and(eq(mutedWords.userId, userId), inForce))
    .orderBy(desc(mutedWords.createdAt), desc(mutedWords.id))
}

/**
 * Adds a word unless the member is at the cap, in one statement: the count and the insert see
 * the same rows, and the unique (member, lower(phrase)) index refuses a second spelling. An
 * expired word of the same spelling goes first, so muting it again works.
 */
export async function insertMutedWord(
  db: DbOrTx,
  values: {
    userId: string
    phrase: string
    contexts: MutedWordContext[]
    action: 'hide' | 'warn'
    expiresAt: Date | null
  },
  max: number,
) {
  return db.transaction(async (tx) => {
    // One member's words change one at a time: the cap holds under concurrent adds.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('muted_words:' || ${values.userId}))`,
    )
    await tx
      .delete(mutedWords)
      .where(
        and(
          eq(mutedWords.userId, values.userId),
          sql`lower(${mutedWords.phrase}) = lower(${values.phrase})`,
          sql`not ${inForce}`,
        ),
      )
    const [count] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(mutedWords)
      .where(eq(mutedWords.userId, values.userId))
    if ((count?.value ?? 0) >= max) return { outcome: 'full' as const }
    const [row] = await tx
      .insert(mutedWords)
      .values(values)
      .onConflictDoNothing()
      .returning(columns)
    return row ? { outcome: 'added' as const, row } : { outcome: 'exists' as const }
  })
}

/** True when the member had such a word. */
export async function deleteMutedWord(db: DbOrTx, userId: string, id: string) {
  const deleted = await db
    .delete(mutedWords)
    .where(and(eq(mutedWords.userId, userId), eq(mutedWords.id, id)))
    .returning({ id: mutedWords.id })
  return deleted.length > 0
}
