import { RESERVED_USERNAMES } from '@common/username'
import type { Db } from '../../db/client'
import { cardPath, launchCard, postCard, profileCard, projectCard } from './cards'
import {
  findLaunchPreview,
  findPostPreview,
  findProfilePreview,
  findProjectPreview,
} from './queries'

export type PageMeta = {
  title: string
  description: string
  /** Absolute canonical address. */
  url: string
  image?: string
  type?: 'website' | 'article' | 'profile'
  noindex?: boolean
  /** An Atom feed of the page (profiles). */
  feedUrl?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PRIVATE_PREFIXES = [
  '/feed',
  '/search',
  '/notifications',
  '/settings',
  '/create-post',
  '/moderation',
]
// The makers' forms: a project's, and scheduling or editing its launch.
const PRIVATE_PATHS = /^\/(project\/(create|[^/]+\/edit|[^/]+\/launch)|launch\/[^/]+\/edit)$/

function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** Title, description and preview image of a public page, for link unfurls and search engines. */
export async function describePage(
  db: Db,
  pathname: string,
  publicUrl: string,
): Promise<PageMeta | null> {
  const url = `${publicUrl}${pathname}`
  const absolute = (path: string | null | undefined) =>
    path ? (path.startsWith('http') ? path : `${publicUrl}${path}`) : undefined
  if (
    PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ||
    PRIVATE_PATHS.test(pathname)
  ) {
    return { title: 'Makerfolio', description: 'Makerfolio', url, noindex: true }
  }
  const [, first, second, third] = pathname.split('/')
  if (first === 'post' && second && !third && UUID.test(second)) {
    const post = await findPostPreview(db, second)
    if (!post) return null
    return {
      title: `${post.name} (@${post.username}) on Makerfolio`,
      description: excerpt(post.content) || `A post by @${post.username}`,
      url,
      // A post shares its first image; a text post, a generated card (decision 035).
      image: absolute(post.images[0]?.url ?? cardPath(postCard(post))),
      type: 'article',
    }
  }
  if (first === 'project' && second && !third && UUID.test(second)) {
    const project = await findProjectPreview(db, second)
    if (!project) return null
    return {
      title: `${project.name} — ${project.tagline}`,
      description: excerpt(project.tagline),
      url,
      image: absolute(cardPath(projectCard(project))),
    }
  }
  if (first === 'launch' && second && !third && UUID.test(second)) {
    const launch = await findLaunchPreview(db, second)
    if (!launch) return null
    const card = launchCard(launch)
    return {
      title: `${launch.projectName} — ${launch.tagline} · Launch on Makerfolio`,
      description: [card.when, card.upvotes, ...card.badges].filter(Boolean).join(' · '),
      url,
      image: absolute(cardPath(card)),
      type: 'article',
    }
  }
  if (first && !second && /^\w{1,30}$/.test(first) && !RESERVED_USERNAMES.has(first)) {
    const profile = await findProfilePreview(db, first)
    if (!profile) return null
    return {
      title: `${profile.name} (@${profile.username}) · Makerfolio`,
      description: excerpt(profile.bio ?? '') || `${profile.name} builds in public on Makerfolio.`,
      url: `${publicUrl}/${profile.username}`,
      image: absolute(cardPath(profileCard(profile))),
      type: 'profile',
      feedUrl: `${publicUrl}/${profile.username}/feed.xml`,
    }
  }
  return null
}
