import { createHash } from 'node:crypto'
import { launchBadgesOf, launchBadgeTexts } from '@common/launch-badge-texts'
import { launchButtonTexts } from '@common/launch-texts'
import { formatMrr, formatUserCount } from '@common/project-format'

/**
 * What a card shows, and nothing else: its hash is the card's version, so a change to any shown
 * field (or to the layout, by bumping CARD_REVISION) gives a new URL and the old image is never
 * served as the new one. User text is capped here: satori lays it out as data, never as markup.
 */
export const CARD_REVISION = 1

type Person = { name: string; username: string; avatarUrl: string | null }

export type CardInput =
  | {
      kind: 'project'
      key: string
      name: string
      tagline: string
      logoUrl: string | null
      stats: string[]
      maker: Person
    }
  | { kind: 'post'; key: string; author: Person; excerpt: string }
  | { kind: 'profile'; key: string; person: Person; bio: string }
  | {
      kind: 'launch'
      key: string
      name: string
      tagline: string
      logoUrl: string | null
      /** 'Launched Dec 4, 2026' or 'Launching on Dec 4, 2026'. */
      when: string
      upvotes: string | null
      badges: string[]
    }

export type CardKind = CardInput['kind']

export function cap(text: string | null | undefined, max: number): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}

const person = (p: Person): Person => ({
  name: cap(p.name, 50),
  username: cap(p.username, 30),
  avatarUrl: p.avatarUrl,
})

export function projectCard(row: {
  id: string
  name: string
  tagline: string
  logoUrl: string | null
  userCount: number | null
  mrr: string | null
  makerName: string
  makerUsername: string
  makerAvatarUrl: string | null
}): CardInput {
  const stats: string[] = []
  if (row.userCount !== null) {
    stats.push(`${formatUserCount(row.userCount)} ${row.userCount === 1 ? 'user' : 'users'}`)
  }
  if (row.mrr !== null) stats.push(`${formatMrr(Number(row.mrr))} MRR`)
  return {
    kind: 'project',
    key: row.id,
    name: cap(row.name, 60),
    tagline: cap(row.tagline, 120),
    logoUrl: row.logoUrl,
    stats,
    maker: person({
      name: row.makerName,
      username: row.makerUsername,
      avatarUrl: row.makerAvatarUrl,
    }),
  }
}

export function postCard(row: {
  id: string
  content: string
  name: string
  username: string
  avatarUrl: string | null
}): CardInput {
  return { kind: 'post', key: row.id, author: person(row), excerpt: cap(row.content, 220) }
}

export function profileCard(row: {
  name: string
  username: string
  bio: string | null
  avatarUrl: string | null
}): CardInput {
  return { kind: 'profile', key: row.username, person: person(row), bio: cap(row.bio, 160) }
}

export function launchCard(row: {
  id: string
  projectName: string
  logoUrl: string | null
  tagline: string
  day: string
  state: string
  votesCount: number
  dayRank: number | null
  weekRank: number | null
}): Extract<CardInput, { kind: 'launch' }> {
  const started = row.state !== 'scheduled'
  return {
    kind: 'launch',
    key: row.id,
    name: cap(row.projectName, 60),
    tagline: cap(row.tagline, 120),
    logoUrl: row.logoUrl,
    when: started ? launchBadgeTexts.launchDay(row.day) : launchBadgeTexts.launchingOn(row.day),
    upvotes: started ? launchButtonTexts.upvotes(row.votesCount) : null,
    badges: launchBadgesOf(row).map((badge) => badge.text),
  }
}

export function cardVersion(card: CardInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ revision: CARD_REVISION, card }))
    .digest('hex')
    .slice(0, 16)
}

/** The image's path: the version in it makes the URL immutable (decision 035). */
export function cardPath(card: CardInput): string {
  return `/og/${card.kind}/${encodeURIComponent(card.key)}/${cardVersion(card)}.png`
}
