// What other features may use of search (scripts/check-boundaries.ts): import from '../search' only.
export { likePatterns, peopleMatching } from './queries'
