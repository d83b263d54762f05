import { actionsFor, type ModerationQueueItem } from '@common/moderation'
import { moderationItemTypes, moderationTexts } from '@common/moderation-texts'
import { relativeTime } from '@common/relative-time'
import { reportReasonLabel } from '@common/report-texts'
import { Avatar } from '@web/components/ui/avatar'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { paths } from '@web/lib/paths'
import { ArrowUpRight, Flag } from 'lucide-react'
import { Link } from 'react-router'
import { BannedBadge } from './banned-badge'
import { ModerationActionButton } from './moderation-action-button'

/**
 * One reported item: what it is, who reported it and why (reasons counted, their notes), a
 * preview, and what can be done.
 */
export function ReportQueueItem({ item, now }: { item: ModerationQueueItem; now: Date }) {
  const { author, preview } = item
  const titleId = `report-${item.type}-${item.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
          {moderationItemTypes[item.type]}
        </span>
        <span className="inline-flex items-center gap-1 font-medium text-danger">
          <Flag className="size-3.5" aria-hidden />
          {moderationTexts.reportCount(item.reportCount)}
        </span>
        <span aria-hidden>·</span>
        <time dateTime={item.lastReportedAt} title={new Date(item.lastReportedAt).toLocaleString()}>
          {relativeTime(item.lastReportedAt, now)}
        </time>
      </header>

      <div className="grid gap-1">
        <h2 id={titleId} className="font-semibold">
          {preview.title}
        </h2>
        {preview.reportedText !== null ? (
          // Edited after the report: the moderator judges what was reported, and sees it now.
          <dl className="grid gap-2 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-danger">{moderationTexts.asReported}</dt>
              <dd className="line-clamp-4 break-words whitespace-pre-line">
                {preview.reportedText}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">
                {moderationTexts.editedSince}
              </dt>
              <dd className="line-clamp-4 break-words whitespace-pre-line text-muted-foreground">
                {preview.text}
              </dd>
            </div>
          </dl>
        ) : preview.text ? (
          <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-muted-foreground">
            {preview.text}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.profile(author.username)}
          className="flex min-w-0 items-center gap-2 rounded-lg text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Avatar src={author.avatarUrl} name={author.name || author.username} size="xs" />
          <span className="truncate font-medium">{author.name}</span>
          <span className="truncate text-muted-foreground">@{author.username}</span>
        </Link>
        {author.banned ? <BannedBadge /> : null}
        <Link
          to={preview.link}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {moderationTexts.view(moderationItemTypes[item.type])}
          <ArrowUpRight className="size-3.5" aria-hidden />
        </Link>
      </div>

      <p className="text-sm text-muted-foreground">
        {moderationTexts.reporters}{' '}
        {item.reporters.map((reporter) => `@${reporter.username}`).join(', ')}
        {item.reportCount > item.reporters.length
          ? moderationTexts.moreReporters(item.reportCount - item.reporters.length)
          : ''}
      </p>

      {item.reasons.length > 0 ? (
        <ul aria-label={moderationTexts.reasons} className="flex flex-wrap gap-1.5">
          {item.reasons.map(({ reason, count }) => (
            <li
              key={reason ?? 'none'}
              className="rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-medium text-danger"
            >
              {moderationTexts.reasonCount(reportReasonLabel(reason), count)}
            </li>
          ))}
        </ul>
      ) : null}

      {item.notes.length > 0 ? (
        <section aria-label={moderationTexts.notes} className="grid gap-1.5">
          <h3 className="text-xs font-medium text-muted-foreground">{moderationTexts.notes}</h3>
          <ul className="grid gap-1.5">
            {item.notes.map((entry) => (
              <li
                key={`${entry.username}-${entry.createdAt}`}
                className="grid gap-0.5 rounded-xl bg-muted px-3 py-2 text-sm"
              >
                <p className="break-words whitespace-pre-line">{entry.note}</p>
                <p className="text-xs text-muted-foreground">
                  @{entry.username} · {reportReasonLabel(entry.reason)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        {actionsFor(item).map((action) => (
          <ModerationActionButton
            key={action}
            action={action}
            target={{ type: item.type, id: item.id }}
          />
        ))}
      </div>
    </article>
  )
}

export function ReportQueueItemSkeleton() {
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-2/3" />
      <div className="flex gap-2 pt-2">
        <Skeleton className="h-8 w-32 rounded-full" />
        <Skeleton className="h-8 w-32 rounded-full" />
      </div>
    </Card>
  )
}
