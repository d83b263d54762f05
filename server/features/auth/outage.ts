import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { type Db, databaseAnswers } from '../../db/client'
import { session } from '../../db/schema'
import { AppError } from '../../lib/errors'

/**
 * better-auth's answer, or 503 when the database is the reason it failed. better-auth turns a
 * failed query into a bare 500 (get-session, list-sessions) or a 401 (its session middleware reads
 * "no session"), and other failures throw: while the database does not answer, any failure of an
 * auth route is the outage, so the client retries instead of thinking it is signed out.
 */
export async function answerUnlessDatabaseDown(
  pool: pg.Pool,
  run: () => Promise<Response>,
): Promise<Response> {
  let response: Response
  try {
    response = await run()
  } catch (error) {
    if (await databaseAnswers(pool)) throw error
    throw new AppError('unavailable')
  }
  if (response.status >= 400 && !(await databaseAnswers(pool))) {
    throw new AppError('unavailable')
  }
  return response
}

/**
 * better-auth's sign-out logs a failed delete and still answers success, clearing the cookie while
 * the session lives on. Only a session whose row is really gone counts as ended; when the
 * database cannot tell, the answer is 503 and the browser keeps its cookie to try again.
 */
export async function throwUnlessSessionEnded(db: Db, token: string): Promise<void> {
  const ended = await db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.token, token))
    .limit(1)
    .then((rows) => rows.length === 0)
    .catch(() => false)
  if (!ended) throw new AppError('unavailable')
}
