// What other features may use of projects (scripts/check-boundaries.ts): import from
// '../projects' only.
export { presentProject, projectColumns } from './queries'
