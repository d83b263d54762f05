import { cn } from '@web/lib/cn'
import { Avatar as AvatarPrimitive } from 'radix-ui'

const sizes = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
}

type AvatarProps = {
  src?: string | null
  /** Who the picture shows; gives the alt text and the initials fallback. */
  name: string
  size?: keyof typeof sizes
  className?: string
}

export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters =
    words.length > 1 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-primary-soft align-middle',
        sizes[size],
        className,
      )}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center font-semibold text-link"
        aria-label={name}
        role="img"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
