import { type SessionInfo, securityTexts } from '@common/security'
import Bowser from 'bowser'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import { deleteOtherSessions, deleteSession, listSessionRows } from './queries'

// Where a member is signed in (issue 18 §3). Ending a session deletes its row: the database
// trigger of migration 0012 tells every node, which drop the viewer they kept (decision 019)
// and close that session's live streams (features/events/routes.ts).

/** A member with more signed-in browsers than this sees the most recently active ones. */
export const SESSIONS_LISTED = 100

/** "Chrome 156" and "macOS 15" from a User-Agent header; vague on purpose. */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } {
  if (!userAgent) return { browser: securityTexts.unknownBrowser, os: securityTexts.unknownOs }
  const { browser, os } = Bowser.parse(userAgent)
  const major = browser.version?.split('.')[0]
  const osVersion = os.versionName ?? os.version?.split('.')[0]
  return {
    browser: browser.name
      ? [browser.name, major].filter(Boolean).join(' ')
      : securityTexts.unknownBrowser,
    os: os.name ? [os.name, osVersion].filter(Boolean).join(' ') : securityTexts.unknownOs,
  }
}

export async function listSessions(
  db: Db,
  viewer: { id: string; sessionId: string },
): Promise<SessionInfo[]> {
  const rows = await listSessionRows(db, viewer, SESSIONS_LISTED)
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    current: row.id === viewer.sessionId,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: new Date(row.lastActiveAt).toISOString(),
  }))
}

/** Signs one other browser out; this one signs out with Log out. */
export async function endSession(
  db: Db,
  viewer: { id: string; sessionId: string },
  sessionId: string,
): Promise<void> {
  if (sessionId === viewer.sessionId) {
    throw new AppError('bad_request', securityTexts.cannotEndCurrent)
  }
  // Someone else's session answers like a missing one.
  if (!(await deleteSession(db, viewer.id, sessionId)))
    throw new AppError('not_found', securityTexts.sessionNotFound)
}

/** Signs every other browser out; answers how many sessions ended. */
export async function endOtherSessions(
  db: Db,
  viewer: { id: string; sessionId: string },
): Promise<number> {
  return deleteOtherSessions(db, viewer)
}
