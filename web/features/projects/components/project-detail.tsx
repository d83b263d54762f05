import type { Milestone } from '@common/milestones'
import { projectScreenTexts, projectTexts } from '@common/project-texts'
import { projectUpdateTexts } from '@common/project-update-texts'
import type { Project } from '@common/projects'
import { BackButton } from '@web/components/back-button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { useLoadOutcome } from '@web/lib/use-load-outcome'
import { useWideScreen } from '@web/lib/use-wide-screen'
import { type ReactNode, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useProject } from '../api'
import { BadgeEmbed } from './badge-embed'
import { LatestUpdates } from './latest-updates'
import { MakersCard } from './makers-card'
import { MilestoneOffer, milestoneOfferFrom } from './milestone-offer'
import { ProjectActions } from './project-actions'
import { ProjectCallToAction } from './project-call-to-action'
import { ProjectFollow } from './project-follow'
import { ProjectGallery } from './project-gallery'
import { ProjectHeader, ProjectHeaderSkeleton } from './project-header'
import { ProjectMentions } from './project-mentions'
import { ProjectOverview } from './project-overview'
import { ProjectUpdates } from './project-updates'

const tabs = ['overview', 'updates', 'mentions'] as const
type Tab = (typeof tabs)[number]
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab)

/**
 * /project/:projectId: the project, its makers, and the Overview, Updates and Mentions tabs.
 * `launches` is the launches feature's card, put in by the screen (launches import projects).
 */
export function ProjectDetail({
  projectId,
  launches,
}: {
  projectId: string
  launches?: (project: Project) => ReactNode
}) {
  const { data: project, error } = useProject(projectId)
  const isWide = useWideScreen()
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  // Offered once after a save whose numbers crossed a threshold; accepting opens the composer.
  const [offer, setOffer] = useState(() => milestoneOfferFrom(location.state))
  const [composerPreset, setComposerPreset] = useState<Milestone | null>(null)
  const requested = searchParams.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'overview'
  // The spec: toast 'Error' / 'Could not load project', then /404, whatever the failure.
  const loadFailedToast = {
    title: uiTexts.errorTitle,
    description: projectTexts.loadFailed,
    id: 'project-load-failed',
  }
  useLoadOutcome(
    { data: project, error },
    {
      missing: { show: 'notFound', toast: loadFailedToast },
      failed: { show: 'notFound', toast: loadFailedToast },
    },
  )

  const chooseTab = (next: string) =>
    setSearchParams(
      (params) => {
        const nextParams = new URLSearchParams(params)
        if (next !== 'overview' && isTab(next)) nextParams.set('tab', next)
        else nextParams.delete('tab')
        return nextParams
      },
      { replace: true, preventScrollReset: true },
    )

  const back = (
    <BackButton fallback={project ? paths.profile(project.owner.username) : paths.feed()} />
  )
  if (!project) return <DetailSkeleton back={back} />

  return (
    <article className="grid gap-5">
      <title>{uiTexts.pageTitle(project.name)}</title>
      <div className="flex min-h-10 items-center justify-between gap-2">
        {back}
        <ProjectActions project={project} />
      </div>
      <ProjectHeader project={project} />
      <ProjectCallToAction project={project} />
      <ProjectGallery projectId={project.id} />
      {offer && project.isMaker ? (
        <MilestoneOffer
          milestone={offer}
          onDismiss={() => setOffer(null)}
          onAccept={() => {
            setComposerPreset(offer)
            setOffer(null)
            chooseTab('updates')
          }}
        />
      ) : null}
      {/* Phones: one column, the makers before the tabs. Desktop (lg): the tabs beside a side
          column of the follow button, the makers and the latest updates (decision 029). */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
        <aside className="grid gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
          <ProjectFollow project={project} />
          <MakersCard project={project} />
          {launches?.(project)}
          <BadgeEmbed project={project} />
          {isWide ? (
            <LatestUpdates projectId={project.id} onSeeAll={() => chooseTab('updates')} />
          ) : null}
        </aside>
        <Tabs
          value={tab}
          onValueChange={chooseTab}
          className="min-w-0 lg:col-start-1 lg:row-start-1"
        >
          <TabsList aria-label={projectScreenTexts.detailTitle}>
            <TabsTrigger value="overview">{projectScreenTexts.overview}</TabsTrigger>
            <TabsTrigger value="updates">{projectUpdateTexts.updates}</TabsTrigger>
            <TabsTrigger value="mentions">{projectScreenTexts.mentions}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <ProjectOverview project={project} />
          </TabsContent>
          <TabsContent value="updates">
            <ProjectUpdates project={project} preset={composerPreset} />
          </TabsContent>
          <TabsContent value="mentions">
            <ProjectMentions projectId={project.id} />
          </TabsContent>
        </Tabs>
      </div>
    </article>
  )
}

function DetailSkeleton({ back }: { back: React.ReactNode }) {
  return (
    <div className="grid gap-5" role="status" aria-label={projectScreenTexts.loading}>
      <div className="flex min-h-10 items-center">{back}</div>
      <ProjectHeaderSkeleton />
      <Skeleton className="h-10 w-40 rounded-full" />
      <Card className="flex items-center gap-3 px-4 py-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-16" />
        </div>
      </Card>
      <Skeleton className="h-10 w-full" />
    </div>
  )
}
