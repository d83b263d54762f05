import { projectLaunchTexts } from '@common/launch-form-texts'
import { projectScreenTexts, projectTexts } from '@common/project-texts'
import type { Project } from '@common/projects'
import { reportActionLabel } from '@common/report-texts'
import { Button } from '@web/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu'
import { ReportDialog } from '@web/features/reports/components/report-dialog'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { Bookmark, Ellipsis, Flag, Pencil, Rocket, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useSetBookmark } from '../api'
import { DeleteProjectDialog } from './delete-project-dialog'

/** Bookmark for everyone signed in; Edit/Delete for the owner, Edit for a co-maker, else Report. */
export function ProjectActions({ project }: { project: Project }) {
  const me = useMe()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null)
  const setDialogOpen = (which: 'delete' | 'report') => (open: boolean) =>
    setDialog(open ? which : null)

  return (
    <div className="flex items-center gap-1">
      {project.isMaker ? (
        <Button asChild variant="outline" size="sm" className="mr-1">
          <Link to={paths.launchSchedule(project.id)}>
            <Rocket aria-hidden />
            {projectLaunchTexts.scheduleLaunch}
          </Link>
        </Button>
      ) : null}
      <BookmarkToggle project={project} isSignedIn={Boolean(me)} />
      {me ? (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={projectScreenTexts.options}>
              <Ellipsis aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {project.isOwner ? (
              <>
                <DropdownMenuItem asChild>
                  <Link to={paths.projectEdit(project.id)}>
                    <Pencil aria-hidden />
                    {uiTexts.edit}
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem destructive onSelect={() => setDialog('delete')}>
                  <Trash2 aria-hidden />
                  {uiTexts.delete}
                </DropdownMenuItem>
              </>
            ) : project.isMaker ? (
              // A co-maker edits; deleting stays the owner's (decision 029).
              <DropdownMenuItem asChild>
                <Link to={paths.projectEdit(project.id)}>
                  <Pencil aria-hidden />
                  {uiTexts.edit}
                </Link>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => setDialog('report')}>
                <Flag aria-hidden />
                {reportActionLabel('project')}
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      {project.isOwner ? (
        <DeleteProjectDialog
          project={project}
          open={dialog === 'delete'}
          onOpenChange={setDialogOpen('delete')}
        />
      ) : me ? (
        <ReportDialog
          type="project"
          id={project.id}
          author={project.owner}
          open={dialog === 'report'}
          onOpenChange={setDialogOpen('report')}
          // The project is now hidden from its reporter (decision 015): leave its page.
          onReported={() => navigate(paths.feed(), { replace: true })}
        />
      ) : null}
    </div>
  )
}

function BookmarkToggle({ project, isSignedIn }: { project: Project; isSignedIn: boolean }) {
  const navigate = useNavigate()
  const setBookmark = useSetBookmark(project.id)
  const isBookmarked = project.bookmarkedByMe

  const toggle = () => {
    if (!isSignedIn) {
      toast.info(projectTexts.signUpToBookmark)
      navigate(paths.signup())
      return
    }
    setBookmark.mutate(!isBookmarked)
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={projectScreenTexts.bookmark}
      aria-pressed={isSignedIn ? isBookmarked : undefined}
      title={isBookmarked ? projectScreenTexts.bookmarked : projectScreenTexts.bookmark}
      disabled={setBookmark.isPending}
      onClick={toggle}
    >
      <Bookmark aria-hidden className={isBookmarked ? 'fill-current text-link' : undefined} />
    </Button>
  )
}
