import { profileTexts } from '@common/profile-texts'
import { projectScreenTexts } from '@common/project-texts'
import { FloatingActionLink } from '@web/components/floating-action-link'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { fetchUserProjectsPage, projectKeys } from '../api'
import { ProjectList } from './project-list'

type ProfileProjectsProps = { username: string; isOwner: boolean }

/** The profile Projects tab: the member's projects, newest first; the owner may add one. */
export function ProfileProjects({ username, isOwner }: ProfileProjectsProps) {
  return (
    <>
      <ProjectList
        queryKey={projectKeys.byUser(username)}
        fetchPage={(cursor) => fetchUserProjectsPage(username, cursor)}
        emptyText={isOwner ? projectScreenTexts.noProjectsYet : profileTexts.noProjectsToShow}
        emptyAction={
          isOwner ? (
            <Button asChild>
              <Link to={paths.projectCreate()}>
                <Plus aria-hidden />
                {projectScreenTexts.addFirstProject}
              </Link>
            </Button>
          ) : undefined
        }
      />
      {isOwner ? (
        <FloatingActionLink
          to={paths.projectCreate()}
          label={projectScreenTexts.addProject}
          icon={Plus}
        />
      ) : null}
    </>
  )
}
