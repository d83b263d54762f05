import { cn } from '@web/lib/cn'
import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-muted text-foreground hover:bg-hover border border-border',
        outline: 'border border-input bg-card text-foreground hover:bg-hover',
        ghost: 'text-foreground hover:bg-hover',
        destructive: 'bg-danger-solid text-white shadow-sm hover:bg-danger-solid-hover',
        link: 'rounded-md text-link underline-offset-4 hover:underline',
      },
      // Touch targets reach 44 px on phones and tablets; desktops keep the compact sizes.
      size: {
        sm: 'h-8 px-3 text-sm max-lg:h-11 [&_svg]:size-4',
        md: 'h-10 px-4 max-lg:h-11 [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
        icon: 'size-10 max-lg:size-11 [&_svg]:size-5',
        'icon-sm': 'size-8 max-lg:size-11 [&_svg]:size-4',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (e.g. a router Link) with the button's look. */
    asChild?: boolean
  }

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: 'button' })}
      {...props}
    />
  )
}
