// What other features may use of projects (scripts/check-boundaries.ts): import from
// '../projects' only.

export { madeByMemberSql } from './maker-queries'
export { presentProject, projectColumns } from './queries'
