// What other features may use of og-images (scripts/check-boundaries.ts): import from
// '../og-images' only. Share-meta builds a page's card from the row it already read.

export { cardPath, postCard, profileCard, projectCard } from './cards'
