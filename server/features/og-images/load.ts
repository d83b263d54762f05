import type { Db } from '../../db/client'
import { type CardInput, type CardKind, postCard, profileCard, projectCard } from './cards'
import { findPostCardRow, findProfileCardRow, findProjectCardRow } from './queries'

/** A visible page's card, or null when a visitor may not see the page (the route's 404). */
export async function loadCard(db: Db, kind: CardKind, key: string): Promise<CardInput | null> {
  if (kind === 'project') {
    const row = await findProjectCardRow(db, key)
    return row ? projectCard(row) : null
  }
  if (kind === 'post') {
    const row = await findPostCardRow(db, key)
    // A post with images shares its first image; its card exists only for text posts.
    return row && row.images.length === 0 ? postCard(row) : null
  }
  const row = await findProfileCardRow(db, key)
  return row ? profileCard(row) : null
}
