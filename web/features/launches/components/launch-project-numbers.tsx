import { launchPageTexts } from '@common/launch-page-texts'
import type { Launch } from '@common/launches'
import { formatMrr, formatUserCount } from '@common/project-format'
import { projectScreenTexts, projectTexts } from '@common/project-texts'
import { Card } from '@web/components/ui/card'
import { MetricChart } from '@web/features/projects/components/metric-chart'

/** The project's numbers as its makers report them, with the charts of their history. */
export function LaunchProjectNumbers({ project }: { project: Launch['project'] }) {
  const numbers = [
    project.userCount !== null && {
      label: projectScreenTexts.users,
      value: formatUserCount(project.userCount),
    },
    project.mrr !== null && { label: projectScreenTexts.mrr, value: formatMrr(project.mrr) },
  ].filter((number) => typeof number === 'object' && number !== null)
  if (numbers.length === 0) return null

  return (
    <section aria-labelledby="launch-numbers" className="grid gap-3">
      <h2 id="launch-numbers" className="text-sm font-semibold text-muted-foreground">
        {launchPageTexts.numbers}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {numbers.map((number) => (
          <Card key={number.label} className="min-w-0 px-3 py-3 sm:px-4">
            <dt className="text-xs font-medium text-muted-foreground">{number.label}</dt>
            <dd className="mt-1 text-base font-semibold break-words tabular-nums sm:text-lg">
              {number.value}
            </dd>
          </Card>
        ))}
      </dl>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <MetricChart projectId={project.id} metric="users" />
        <MetricChart projectId={project.id} metric="mrr" />
      </div>
      <p className="text-xs text-muted-foreground">{projectTexts.metricsSelfReported}.</p>
    </section>
  )
}
