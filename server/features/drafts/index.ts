// What other features may use of drafts (scripts/check-boundaries.ts): import from '../drafts' only.

export { listDraftsForExport } from './queries'
