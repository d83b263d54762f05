import {
  formatLaunchMonth,
  formatMrr,
  formatUpdatedDate,
  formatUserCount,
} from '@common/project-format'
import { projectScreenTexts, projectTexts } from '@common/project-texts'
import type { Project } from '@common/projects'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { cn } from '@web/lib/cn'
import { uiTexts } from '@web/lib/ui-texts'
import { ExternalLink, Globe, Play, Smartphone } from 'lucide-react'
import type { ReactNode } from 'react'
import { MetricChart } from './metric-chart'
import { MilestoneTimeline } from './milestone-timeline'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
      {children}
    </section>
  )
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Card className="min-w-0 px-3 py-3 sm:px-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-base font-semibold break-words tabular-nums sm:text-lg">{value}</dd>
    </Card>
  )
}

/** The Overview tab: what it is, where to find it, how it is doing, what it is made with. */
export function ProjectOverview({ project }: { project: Project }) {
  const links = [
    { label: projectScreenTexts.website, url: project.websiteUrl, icon: Globe },
    { label: projectScreenTexts.appStore, url: project.appStoreUrl, icon: Smartphone },
    { label: projectScreenTexts.googlePlay, url: project.googlePlayUrl, icon: Play },
  ].filter((link): link is typeof link & { url: string } => link.url !== null)
  const metrics = [
    project.launchedDate && {
      label: projectScreenTexts.launched,
      // 'Mar 2025', as on the cards: the spec's launch year stays in it.
      value: formatLaunchMonth(project.launchedDate),
    },
    project.userCount !== null && {
      label: projectScreenTexts.users,
      value: formatUserCount(project.userCount),
    },
    project.mrr !== null && { label: projectScreenTexts.mrr, value: formatMrr(project.mrr) },
  ].filter((metric) => typeof metric === 'object' && metric !== null)

  const about = Boolean(project.description) || links.length + project.techStack.length > 0
  return (
    <div className="grid gap-6">
      {/* Desktop: the numbers and their charts beside the description (decision 029). */}
      <div
        className={cn(
          'grid gap-6 lg:items-start',
          about && metrics.length > 0 && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]',
        )}
      >
        {about ? (
          <div className="grid content-start gap-6">
            {project.description ? (
              <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
                {project.description}
              </p>
            ) : null}
            {links.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={projectScreenTexts.links}>
                {links.map(({ label, url, icon: Icon }) => (
                  <li key={label}>
                    <Button asChild variant="outline">
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        <Icon aria-hidden />
                        {label}
                        <ExternalLink aria-hidden className="text-muted-foreground" />
                        <span className="sr-only">{uiTexts.opensInNewTab}</span>
                      </a>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {project.techStack.length > 0 ? (
              <Section title={projectScreenTexts.techStack}>
                <ul className="flex flex-wrap gap-2">
                  {project.techStack.map((item) => (
                    <li
                      key={item}
                      className="rounded-full border border-border bg-muted px-3 py-1 text-sm"
                    >
                      {item}
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
          </div>
        ) : null}
        {metrics.length > 0 ? (
          <Section title={projectScreenTexts.metrics}>
            <dl className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-3">
              {metrics.map((metric) => (
                <Metric key={metric.label} label={metric.label} value={metric.value} />
              ))}
            </dl>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              <MetricChart projectId={project.id} metric="users" />
              <MetricChart projectId={project.id} metric="mrr" />
            </div>
            <p className="text-xs text-muted-foreground">
              {projectTexts.metricsSelfReported}. {projectScreenTexts.lastUpdated}{' '}
              <time dateTime={project.updatedAt}>{formatUpdatedDate(project.updatedAt)}</time>.
            </p>
          </Section>
        ) : null}
      </div>
      <MilestoneTimeline projectId={project.id} isOwner={project.isMaker} />
      {!project.description && links.length + metrics.length + project.techStack.length === 0 ? (
        <p className="text-muted-foreground">{projectScreenTexts.noDetails}</p>
      ) : null}
    </div>
  )
}
