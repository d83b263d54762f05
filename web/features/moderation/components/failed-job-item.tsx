import { jobTexts } from '@common/job-texts'
import type { FailedJob } from '@common/jobs'
import { relativeTime } from '@common/relative-time'
import { Button } from '@web/components/ui/button'
import { CircleAlert, RotateCw } from 'lucide-react'
import { useRetryJob } from '../api'

/** A job that failed every attempt: what it was, how often it ran, its last error. */
export function FailedJobItem({ job, now }: { job: FailedJob; now: Date }) {
  const retry = useRetryJob()
  const kind = jobTexts.kinds[job.kind] ?? job.kind
  return (
    <li className="flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger">
        <CircleAlert className="size-4" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-sm font-semibold">{kind}</p>
        <p className="text-sm break-words">{job.error}</p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          <span>{jobTexts.attempts(job.attempts)}</span>
          <span aria-hidden>·</span>
          <span>{jobTexts.failedAt}</span>
          <time dateTime={job.failedAt} title={new Date(job.failedAt).toLocaleString()}>
            {relativeTime(job.failedAt, now)}
          </time>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={`${jobTexts.retry}: ${kind}`}
        disabled={retry.isPending}
        onClick={() => retry.mutate(job.id)}
      >
        <RotateCw aria-hidden />
        {jobTexts.retry}
      </Button>
    </li>
  )
}
