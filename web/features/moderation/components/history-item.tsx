import type { ModerationHistoryItem, ModerationLogAction } from '@common/moderation'
import { moderationActionDone, moderationTexts } from '@common/moderation-texts'
import { relativeTime } from '@common/relative-time'
import { Skeleton } from '@web/components/ui/skeleton'
import { cn } from '@web/lib/cn'
import { Ban, Check, ShieldCheck, ThumbsDown, Trash2, Trophy } from 'lucide-react'
import { BannedBadge } from './banned-badge'
import { ModerationActionButton } from './moderation-action-button'

const icons: Record<ModerationLogAction, typeof Check> = {
  dismiss: Check,
  remove: Trash2,
  ban: Ban,
  unban: ShieldCheck,
  disqualify: Trophy,
  void_votes: ThumbsDown,
}

/** Who did what, when; a member banned here and still banned can be let back in. */
export function HistoryItem({ entry, now }: { entry: ModerationHistoryItem; now: Date }) {
  const Icon = icons[entry.action]
  const canUnban = entry.action === 'ban' && entry.subject?.banned === true
  return (
    <li className="flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          entry.action === 'remove' || entry.action === 'ban'
            ? 'bg-danger-soft text-danger'
            : 'bg-primary-soft text-link',
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-sm font-semibold">{moderationActionDone[entry.action]}</p>
        <p className="text-sm break-words">{entry.summary}</p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          <span>{moderationTexts.by(entry.moderator?.username ?? null)}</span>
          <span aria-hidden>·</span>
          <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString()}>
            {relativeTime(entry.createdAt, now)}
          </time>
          {entry.action === 'ban' && entry.subject?.banned ? <BannedBadge /> : null}
        </p>
        {canUnban ? (
          <div className="pt-2">
            <ModerationActionButton
              action="unban"
              target={{ type: entry.targetType, id: entry.targetId }}
            />
          </div>
        ) : null}
      </div>
    </li>
  )
}

export function HistoryItemSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-border bg-card p-4">
      <Skeleton className="size-9 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-3.5 w-28" />
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="h-3 w-32" />
      </div>
    </div>
  )
}
