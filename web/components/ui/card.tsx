import { cn } from '@web/lib/cn'
import type { ComponentProps } from 'react'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-border bg-card text-foreground shadow-xs',
        className,
      )}
      {...props}
    />
  )
}
