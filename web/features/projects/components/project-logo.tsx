import { initialsOf } from '@web/components/ui/avatar'
import { cn } from '@web/lib/cn'
import { Avatar as AvatarPrimitive } from 'radix-ui'

const sizes = {
  md: 'size-12 rounded-xl text-base',
  lg: 'size-20 rounded-2xl text-2xl',
}

type ProjectLogoProps = { name: string; logoUrl: string | null; size?: keyof typeof sizes }

/**
 * The project's logo, or its initials when there is none or the address fails to load.
 * Decorative: the project's name is always shown beside it.
 */
export function ProjectLogo({ name, logoUrl, size = 'md' }: ProjectLogoProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden border border-border bg-primary-soft',
        sizes[size],
      )}
    >
      {logoUrl ? (
        <AvatarPrimitive.Image
          src={logoUrl}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full bg-card object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={logoUrl ? 400 : 0}
        aria-hidden
        className="flex size-full items-center justify-center font-bold text-link"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
