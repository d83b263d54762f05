import { projectUpdateTexts } from '@common/project-update-texts'
import type { Project } from '@common/projects'
import { Avatar } from '@web/components/ui/avatar'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { Bell, BellRing } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useProjectFollow, useProjectFollowers, useSetProjectFollow } from '../follow-api'

/**
 * Follow for members (separate from the private bookmark), the follower count for everyone, and
 * for the owner the count opens who follows.
 */
export function ProjectFollow({ project }: { project: Project }) {
  const me = useMe()
  const navigate = useNavigate()
  const { data: state } = useProjectFollow(project.id)
  const setFollow = useSetProjectFollow(project.id)
  const [isListOpen, setIsListOpen] = useState(false)
  const count = state?.followersCount ?? 0
  const isFollowing = state?.following ?? false

  const toggle = () => {
    if (!me) {
      toast.info(projectUpdateTexts.signUpToFollow)
      navigate(paths.signup())
      return
    }
    setFollow.mutate(!isFollowing, {
      onError: () => toast.error(projectUpdateTexts.followFailed),
    })
  }

  return (
    <div className="flex min-h-10 flex-wrap items-center gap-3">
      {/* Makers hear of their project by making it (decision 029). */}
      {project.isMaker ? null : (
        <Button
          variant={isFollowing ? 'outline' : 'primary'}
          aria-pressed={me ? isFollowing : undefined}
          disabled={setFollow.isPending || !state}
          onClick={toggle}
        >
          {isFollowing ? <BellRing aria-hidden /> : <Bell aria-hidden />}
          {isFollowing ? projectUpdateTexts.following : projectUpdateTexts.follow}
        </Button>
      )}
      {state ? (
        project.isOwner ? (
          <Button variant="link" className="px-0" onClick={() => setIsListOpen(true)}>
            {projectUpdateTexts.followers(count)}
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground tabular-nums">
            {projectUpdateTexts.followers(count)}
          </span>
        )
      ) : null}
      {project.isOwner ? (
        <FollowersDialog projectId={project.id} open={isListOpen} onOpenChange={setIsListOpen} />
      ) : null}
    </div>
  )
}

function FollowersDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const query = useProjectFollowers(projectId, open)
  const followers = query.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{projectUpdateTexts.followersTitle}</DialogTitle>
          <DialogDescription className="sr-only">
            {projectUpdateTexts.followersTitle}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? null : followers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{projectUpdateTexts.noFollowers}</p>
        ) : (
          <ul className="grid max-h-[60vh] gap-1 overflow-y-auto">
            {followers.map((follower) => (
              <li key={follower.id}>
                <Link
                  to={paths.profile(follower.username)}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-hover"
                >
                  <Avatar src={follower.avatarUrl} name={follower.name} size="sm" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{follower.name}</span>
                    <span className="block truncate text-sm text-muted-foreground">
                      @{follower.username}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {projectUpdateTexts.loadMore}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
