// What other features may use of share-meta (scripts/check-boundaries.ts): import from
// '../share-meta' only. og-images draws the cards described here, from the same previews.

export {
  type CardInput,
  type CardKind,
  cardPath,
  cardVersion,
  launchCard,
  postCard,
  profileCard,
  projectCard,
} from './cards'
export {
  findLaunchPreview,
  findPostPreview,
  findProfilePreview,
  findProjectPreview,
} from './queries'
