import type { ShieldedMember } from '@common/safety'
import { safetyTexts } from '@common/safety-texts'
import { Avatar } from '@web/components/ui/avatar'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Spinner } from '@web/components/ui/spinner'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { Link } from 'react-router'
import { useShieldList } from '../api'
import { ListStates } from './list-states'
import { MutedUntil } from './muted-until'
import { useUndoShield } from './use-undo-shield'

type Kind = 'blocks' | 'mutes'

const listTexts = {
  blocks: {
    title: safetyTexts.blockedListTitle,
    empty: safetyTexts.noBlocked,
    failed: safetyTexts.blocksLoadFailed,
    undo: safetyTexts.unblockShort,
    undoLabel: safetyTexts.unblock,
  },
  mutes: {
    title: safetyTexts.mutedListTitle,
    empty: safetyTexts.noMuted,
    failed: safetyTexts.mutesLoadFailed,
    undo: safetyTexts.unmuteShort,
    undoLabel: safetyTexts.unmute,
  },
} as const

/** A mute's terms: "Notifications only · until Nov 28, 2026, 10:14 PM"; nothing for a full one. */
export function MuteTerms({
  member,
}: {
  member: Pick<ShieldedMember, 'notificationsOnly' | 'expiresAt'>
}) {
  const { notificationsOnly, expiresAt } = member
  if (!notificationsOnly && !expiresAt) return null
  return (
    <span className="text-muted-foreground">
      {notificationsOnly ? safetyTexts.notificationsOnly : null}
      {notificationsOnly && expiresAt ? ' · ' : null}
      {expiresAt ? <MutedUntil expiresAt={expiresAt} /> : null}
    </span>
  )
}

function MemberRow({ kind, member }: { kind: Kind; member: ShieldedMember }) {
  const { undo, pending } = useUndoShield(kind === 'blocks' ? 'block' : 'mute')
  const texts = listTexts[kind]
  return (
    <li className="flex items-center gap-3 py-3">
      <Link
        to={paths.profile(member.username)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Avatar src={member.avatarUrl} name={member.name} />
        <span className="grid min-w-0 text-sm">
          <span className="truncate font-medium">{member.name}</span>
          <span className="truncate text-muted-foreground">@{member.username}</span>
          {kind === 'mutes' ? <MuteTerms member={member} /> : null}
        </span>
      </Link>
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={texts.undoLabel(member.username)}
        onClick={() => undo(member.username)}
      >
        {pending ? <Spinner /> : null}
        {texts.undo}
      </Button>
    </li>
  )
}

/** Settings > Privacy and safety: the members the viewer blocked, or muted, with undo. */
export function ShieldList({ kind }: { kind: Kind }) {
  const query = useShieldList(kind)
  const texts = listTexts[kind]
  const titleId = `${kind}-title`
  const members = query.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Card className="grid gap-2 p-5" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-base font-semibold">
        {texts.title}
      </h2>
      <ListStates
        query={query}
        failed={texts.failed}
        empty={texts.empty}
        isEmpty={members.length === 0}
      >
        <ul aria-labelledby={titleId} className="divide-y divide-border">
          {members.map((member) => (
            <MemberRow key={member.id} kind={kind} member={member} />
          ))}
        </ul>
      </ListStates>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Spinner /> : null}
          {uiTexts.loadMore}
        </Button>
      ) : null}
    </Card>
  )
}
