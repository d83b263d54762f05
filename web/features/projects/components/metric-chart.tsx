import { formatGrowth, monthOverMonth } from '@common/metric-growth'
import { formatMrr, formatUpdatedDate, formatUserCount } from '@common/project-format'
import type { MetricPoint } from '@common/project-metrics'
import { projectUpdateTexts } from '@common/project-update-texts'
import { Card } from '@web/components/ui/card'
import { cn } from '@web/lib/cn'
import { useProjectMetric } from '../api'

/*
 * A hand-written SVG line rather than a charting library (decision 026): one line of at most 50
 * points per metric needs no axes engine, and the project page's bundle stays as it was. The
 * numbers stay readable without it: the metric tiles above, and the chart's text summary.
 */

const WIDTH = 320
const HEIGHT = 96
const PAD = 4

const metricTitles = {
  users: projectUpdateTexts.usersOverTime,
  mrr: projectUpdateTexts.mrrOverTime,
}
const formatValue = (metric: 'users' | 'mrr', value: number) =>
  metric === 'mrr' ? formatMrr(value) : formatUserCount(value)

/** Points oldest first, scaled into the box: time on x, value on y (from zero, so growth reads true). */
function linePoints(points: MetricPoint[]): string {
  const times = points.map((point) => Date.parse(point.recordedAt))
  const first = Math.min(...times)
  const span = Math.max(...times) - first || 1
  const top = Math.max(...points.map((point) => point.value)) || 1
  return points
    .map((point, index) => {
      const x = PAD + (((times[index] ?? first) - first) / span) * (WIDTH - 2 * PAD)
      const y = HEIGHT - PAD - (point.value / top) * (HEIGHT - 2 * PAD)
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
}

/** One metric's history: growth, last change, and the line once there are two points. */
export function MetricChart({ projectId, metric }: { projectId: string; metric: 'users' | 'mrr' }) {
  const { data } = useProjectMetric(projectId, metric)
  const newestFirst = data?.items ?? []
  const latest = newestFirst[0]
  if (!latest) return null
  const oldestFirst = [...newestFirst].reverse()
  const oldest = oldestFirst[0]!
  const growth = monthOverMonth(newestFirst)
  const title = metricTitles[metric]
  const summary = projectUpdateTexts.chartSummary(
    title,
    formatValue(metric, oldest.value),
    formatUpdatedDate(oldest.recordedAt),
    formatValue(metric, latest.value),
    formatUpdatedDate(latest.recordedAt),
    newestFirst.length,
  )
  const line = linePoints(oldestFirst)

  return (
    <Card className="grid min-w-0 content-start gap-2 px-3 py-3 sm:px-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-xs font-medium text-muted-foreground">{title}</h3>
        {growth === null ? null : (
          <p
            className={cn(
              'text-sm font-semibold tabular-nums',
              growth < 0 ? 'text-danger' : 'text-link',
            )}
          >
            {formatGrowth(growth)}{' '}
            <span className="font-normal text-muted-foreground">
              {projectUpdateTexts.monthOverMonth}
            </span>
          </p>
        )}
      </div>
      {oldestFirst.length > 1 ? (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={summary}
          className="h-24 w-full overflow-visible text-link"
          preserveAspectRatio="none"
        >
          <polygon
            points={`${PAD},${HEIGHT - PAD} ${line} ${WIDTH - PAD},${HEIGHT - PAD}`}
            className="fill-current opacity-10"
          />
          <polyline
            points={line}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {projectUpdateTexts.lastUpdated}{' '}
        <time dateTime={latest.recordedAt}>{formatUpdatedDate(latest.recordedAt)}</time>
      </p>
    </Card>
  )
}
