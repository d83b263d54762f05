import { cn } from '@web/lib/cn'
import type { ComponentProps } from 'react'
import { inputClassName } from './input'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClassName, 'h-auto min-h-24 resize-y py-2.5', className)}
      {...props}
    />
  )
}
