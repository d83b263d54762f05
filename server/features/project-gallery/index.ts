// What other features may use of the project gallery (scripts/check-boundaries.ts).
export { ownedGalleryRows, ownedProjectIds } from './queries'
