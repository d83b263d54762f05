import { profileTexts } from '@common/profile-texts'
import { fetchSavedProjectsPage, projectKeys } from '../api'
import { ProjectList } from './project-list'

/** The profile Saved panel's Projects sub-tab: the signed-in member's bookmarks. */
export function SavedProjectsList() {
  return (
    <ProjectList
      queryKey={projectKeys.saved()}
      fetchPage={fetchSavedProjectsPage}
      emptyText={profileTexts.noSavedProjects}
    />
  )
}
