import { cn } from '@web/lib/cn'
import { uiTexts } from '@web/lib/ui-texts'
import type { ReactNode } from 'react'

type PageHeaderProps = {
  title: string
  /** A back control (see BackButton) shown before the title. */
  back?: ReactNode
  actions?: ReactNode
  description?: ReactNode
  className?: string
}

/** The screen's title row; also names the browser tab. */
export function PageHeader({ title, back, actions, description, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-5', className)}>
      <title>{uiTexts.pageTitle(title)}</title>
      <div className="flex min-h-10 items-center gap-2">
        {back}
        <h1 className="min-w-0 flex-1 truncate text-xl font-bold tracking-tight">{title}</h1>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
    </header>
  )
}
