import { redirect } from 'react-router'
import { paths } from './paths'
import { loadMe } from './session'

// Route loaders that decide who may open a screen before its code even renders.

/** Members only; visitors go to the log-in screen. */
export async function requireMember() {
  const me = await loadMe()
  if (!me) throw redirect(paths.login())
  return null
}

/** Members only; visitors go to the landing page (the spec's rule for project forms). */
export async function requireMemberElseHome() {
  const me = await loadMe()
  if (!me) throw redirect(paths.home())
  return null
}

/** Moderators only; visitors log in first, members see the 404 page. */
export async function requireModerator() {
  const me = await loadMe()
  if (!me) throw redirect(paths.login())
  if (me.role !== 'moderator') throw redirect(paths.notFound())
  return null
}

/** Visitors only (log in, sign up); members go straight to their feed. */
export async function requireVisitor() {
  const me = await loadMe()
  if (me) throw redirect(paths.feed())
  return null
}
