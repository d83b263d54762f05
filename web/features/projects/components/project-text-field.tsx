import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { Textarea } from '@web/components/ui/textarea'
import type { ComponentProps } from 'react'

type ProjectTextFieldProps = ComponentProps<'input'> & {
  id: string
  label: string
  error?: string
  /** A textarea instead of a one-line input. */
  multiline?: boolean
}

/** A labelled input (or textarea) that announces its error. */
export function ProjectTextField({
  id,
  label,
  error,
  multiline,
  ...inputProps
}: ProjectTextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {multiline ? (
        <Textarea
          id={id}
          rows={5}
          {...(inputProps as ComponentProps<'textarea'>)}
          {...fieldAria(id, error)}
        />
      ) : (
        <Input id={id} {...inputProps} {...fieldAria(id, error)} />
      )}
    </FormField>
  )
}
