import { cn } from '@web/lib/cn'
import type { ReactNode } from 'react'
import { Label } from './label'

type FormFieldProps = {
  /** The id of the control; the error gets `${id}-error` for aria-describedby. */
  id: string
  label: string
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}

/** A visible label, the control, and the field's message below it. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={fieldHintId(id)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export const fieldErrorId = (id: string) => `${id}-error`
export const fieldHintId = (id: string) => `${id}-hint`

/** The aria attributes a control needs to announce its field's error. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  if (error) return { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) }
  return { 'aria-invalid': undefined, 'aria-describedby': hasHint ? fieldHintId(id) : undefined }
}
