// What other features may use of projects (scripts/check-boundaries.ts): import from
// '../projects' only.

export { removeProjectFiles } from './files'
export { listUserProjectsPage } from './lists/service'
export { madeByMemberSql, madeBySql } from './makers/queries'
export { presentLaunchBadges, presentProject } from './present'
export { launchBadgeRowsField, projectColumns } from './queries'
export { insertProjectUpdate, notifyProjectFollowers } from './updates/queries'
