import type { Storage } from '../../lib/storage'

/** Where a project's uploads live: its gallery (`gallery/`) and its logo (`logo/`). */
const projectFolder = (projectId: string) => `projects/${projectId}/`

/**
 * A deleted project's uploads go once its row is gone (by its owner, a moderator or with the
 * account). A file left by a failed delete is unreachable, never served for another project.
 */
export async function removeProjectFiles(storage: Storage, projectIds: string[]) {
  await Promise.allSettled(projectIds.map((id) => storage.deletePrefix(projectFolder(id))))
}
