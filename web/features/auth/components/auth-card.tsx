import { Logo } from '@web/components/logo'
import { Card } from '@web/components/ui/card'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

type AuthCardProps = {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
  /** Screens without the shared navigation show the logo themselves. */
  showLogo?: boolean
}

/** The centred card every sign-in related screen uses. */
export function AuthCard({ title, subtitle, children, footer, showLogo = true }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md">
      <title>{uiTexts.pageTitle(title)}</title>
      {showLogo ? (
        <div className="mb-8 flex justify-center">
          <Link to={paths.home()} aria-label={uiTexts.productHome} className="rounded-lg">
            <Logo />
          </Link>
        </div>
      ) : null}
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-muted-foreground">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? (
        <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
      ) : null}
    </div>
  )
}
