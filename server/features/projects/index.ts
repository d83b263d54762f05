// What other features may use of projects (scripts/check-boundaries.ts): import from
// '../projects' only.

export { listUserProjectsPage } from './lists/service'
export { madeByMemberSql } from './makers/queries'
export { presentProject } from './present'
export { projectColumns } from './queries'
