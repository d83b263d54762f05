import { cn } from '@web/lib/cn'
import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

type FloatingActionLinkProps = { to: string; label: string; icon: LucideIcon; className?: string }

/** A round button floating above the bottom navigation; `label` is its accessible name. */
export function FloatingActionLink({ to, label, icon: Icon, className }: FloatingActionLinkProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={cn(
        'fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition-transform hover:scale-105 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:right-8 lg:bottom-8',
        className,
      )}
    >
      <Icon className="size-6" aria-hidden />
    </Link>
  )
}
