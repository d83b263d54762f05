import { safetyTexts } from '@common/safety-texts'
import { settingsTexts } from '@common/settings-texts'
import { Spinner } from '@web/components/ui/spinner'
import { openShortcutSheet, shortcutSheetTexts } from '@web/features/shortcuts'
import { cn } from '@web/lib/cn'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import {
  ChevronRight,
  Download,
  Keyboard,
  KeyRound,
  LogOut,
  MessageSquareText,
  ShieldCheck,
  Trash2,
  UserPen,
} from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router'
import { useDownloadMyData } from '../api'
import { LogoutDialog } from './logout-dialog'

const rowClassName =
  'flex w-full cursor-pointer items-center gap-3 px-4 py-3.5 text-left text-[15px] transition-colors hover:bg-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring'

type RowContentProps = { icon: ReactNode; label: string; chevron?: boolean; destructive?: boolean }

function RowContent({ icon, label, chevron = true, destructive = false }: RowContentProps) {
  return (
    <>
      <span
        className={cn(
          'flex size-9 items-center justify-center rounded-full [&_svg]:size-[18px]',
          destructive ? 'bg-danger-soft' : 'bg-muted',
        )}
      >
        {icon}
      </span>
      <span className="flex-1 font-medium">{label}</span>
      {chevron ? <ChevronRight className="size-4 text-muted-foreground" aria-hidden /> : null}
    </>
  )
}

function Group({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      className={cn(
        'divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card',
        className,
      )}
      {...props}
    />
  )
}

function DownloadMyDataRow() {
  const download = useDownloadMyData()
  return (
    <button
      type="button"
      className={rowClassName}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, { onError: () => toast.error(settingsTexts.exportFailed) })
      }
    >
      <RowContent
        icon={download.isPending ? <Spinner /> : <Download aria-hidden />}
        label={settingsTexts.downloadMyData}
        chevron={false}
      />
    </button>
  )
}

export function SettingsMenu() {
  return (
    <div className="grid gap-5">
      <Group aria-label={settingsTexts.accountGroup}>
        <li>
          <Link to={paths.editProfile()} className={rowClassName}>
            <RowContent icon={<UserPen aria-hidden />} label={uiTexts.editProfile} />
          </Link>
        </li>
        <li>
          <Link to={paths.account()} className={rowClassName}>
            <RowContent icon={<KeyRound aria-hidden />} label={settingsTexts.account} />
          </Link>
        </li>
        <li>
          <Link to={paths.privacySettings()} className={rowClassName}>
            <RowContent icon={<ShieldCheck aria-hidden />} label={safetyTexts.privacyTitle} />
          </Link>
        </li>
        <li>
          <Link to={paths.feedback()} className={rowClassName}>
            <RowContent
              icon={<MessageSquareText aria-hidden />}
              label={settingsTexts.feedbackTitle}
            />
          </Link>
        </li>
        <li>
          <DownloadMyDataRow />
        </li>
      </Group>
      <Group aria-label={settingsTexts.helpGroup}>
        <li>
          <button type="button" className={rowClassName} onClick={openShortcutSheet}>
            <RowContent
              icon={<Keyboard aria-hidden />}
              label={shortcutSheetTexts.openLabel}
              chevron={false}
            />
          </button>
        </li>
      </Group>
      <Group aria-label={settingsTexts.sessionGroup}>
        <li>
          <LogoutDialog
            trigger={
              <button type="button" className={rowClassName}>
                <RowContent
                  icon={<LogOut aria-hidden />}
                  label={settingsTexts.logOut}
                  chevron={false}
                />
              </button>
            }
          />
        </li>
        <li>
          <Link to={paths.deleteAccount()} className={cn(rowClassName, 'text-danger')}>
            <RowContent
              icon={<Trash2 aria-hidden />}
              label={settingsTexts.deleteAccount}
              destructive
            />
          </Link>
        </li>
      </Group>
    </div>
  )
}
