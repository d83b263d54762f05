import type { Db } from '../../db/client'
import {
  type CardInput,
  type CardKind,
  findLaunchPreview,
  findPostPreview,
  findProfilePreview,
  findProjectPreview,
  launchCard,
  postCard,
  profileCard,
  projectCard,
} from '../share-meta'

/**
 * A visible page's card, or null when a visitor may not see the page (the route's 404). Cards are
 * fetched by bots and unfurl services: always the visitor's view, read by share-meta's previews.
 */
export async function loadCard(db: Db, kind: CardKind, key: string): Promise<CardInput | null> {
  if (kind === 'project') {
    const row = await findProjectPreview(db, key)
    return row ? projectCard(row) : null
  }
  if (kind === 'launch') {
    const row = await findLaunchPreview(db, key)
    return row ? launchCard(row) : null
  }
  if (kind === 'post') {
    const row = await findPostPreview(db, key)
    // A post with images shares its first image; its card exists only for text posts.
    return row && row.images.length === 0 ? postCard(row) : null
  }
  const row = await findProfilePreview(db, key)
  return row ? profileCard(row) : null
}
