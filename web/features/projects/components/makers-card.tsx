import { type Maker, makerTexts, type ProjectMakers } from '@common/project-makers'
import type { Project } from '@common/projects'
import { Avatar } from '@web/components/ui/avatar'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Link } from 'react-router'
import { useProjectMakers } from '../maker-api'
import { InvitationAnswer } from './maker-invitation'
import { MakerInviteField } from './maker-invite-field'
import { LeaveProjectButton, MakerMenu, RevokeButton } from './maker-menu'

/**
 * The makers of the project (the founder card before co-makers): owner first. The owner also
 * sees pending invitations and invites; a maker can leave; an invitee answers here too.
 */
export function MakersCard({ project }: { project: Project }) {
  const { data, error, refetch, isFetching } = useProjectMakers(project.id)
  const titleId = `makers-${project.id}`
  return (
    <Card className="grid gap-3 px-4 py-4" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-sm font-semibold text-muted-foreground">
        {makerTexts.makers}
      </h2>
      {data ? (
        <MakersContent project={project} makers={data} />
      ) : error ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm text-muted-foreground">{makerTexts.loadFailed}</p>
          <Button size="sm" variant="outline" disabled={isFetching} onClick={() => refetch()}>
            {uiTexts.tryAgain}
          </Button>
        </div>
      ) : (
        <MakersSkeleton />
      )}
    </Card>
  )
}

function MakersContent({ project, makers }: { project: Project; makers: ProjectMakers }) {
  const { myInvitation, invitations } = makers
  return (
    <>
      {myInvitation ? (
        <div className="grid gap-2 rounded-xl bg-primary-soft/70 px-3 py-3">
          <p className="text-sm">
            {makerTexts.invitationBanner(project.owner.name || `@${project.owner.username}`)}
          </p>
          <InvitationAnswer projectId={project.id} projectName={project.name} />
        </div>
      ) : null}
      <ul className="grid gap-1">
        {makers.makers.map((maker) => (
          <li key={maker.id} className="flex items-center gap-2">
            <MakerLink maker={maker} />
            {project.isOwner && maker.role === 'maker' ? (
              <MakerMenu projectId={project.id} maker={maker} />
            ) : null}
          </li>
        ))}
      </ul>
      {project.isOwner && invitations.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-xs font-semibold text-muted-foreground">
            {makerTexts.pendingInvitations}
          </h3>
          <ul className="grid gap-1">
            {invitations.map(({ member }) => (
              <li key={member.id} className="flex items-center gap-2">
                <MakerLink maker={member} label={makerTexts.invited} />
                <RevokeButton projectId={project.id} username={member.username} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {project.isOwner ? <MakerInviteField projectId={project.id} /> : null}
      {project.isMaker && !project.isOwner ? <LeaveProjectButton project={project} /> : null}
    </>
  )
}

type MakerLinkProps = {
  maker: Pick<Maker, 'username' | 'name' | 'avatarUrl'> & { role?: Maker['role'] }
  label?: string
}

function MakerLink({ maker, label }: MakerLinkProps) {
  const name = maker.name || maker.username
  const role = label ?? (maker.role === 'owner' ? makerTexts.owner : makerTexts.maker)
  return (
    <Link
      to={paths.profile(maker.username)}
      className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-1.5 transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Avatar src={maker.avatarUrl} name={name} size="md" />
      <span className="grid min-w-0 flex-1">
        <span className="truncate font-semibold">{name}</span>
        <span className="truncate text-sm text-muted-foreground">@{maker.username}</span>
      </span>
      <span className="shrink-0 rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
        {role}
      </span>
    </Link>
  )
}

function MakersSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label={makerTexts.makers}>
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3 px-2">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  )
}
