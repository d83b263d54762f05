import { notificationTexts } from '@common/notifications'
import { Button } from '@web/components/ui/button'
import { Ellipsis } from 'lucide-react'
import type { ComponentProps } from 'react'

/** The "…" of a notification: 44 px on phones and tablets, compact on desktops. */
export function NotificationMenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={notificationTexts.options}
      aria-haspopup="menu"
      className="text-muted-foreground"
      {...props}
    >
      <Ellipsis aria-hidden />
    </Button>
  )
}
