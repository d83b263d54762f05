import { Button } from '@web/components/ui/button'
import { DialogFooter } from '@web/components/ui/dialog'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Spinner } from '@web/components/ui/spinner'
import { isApiError } from '@web/lib/api'
import { cn } from '@web/lib/cn'
import { toast } from '@web/lib/toast'
import { MentionTextarea } from './mention-textarea'

type EditTextFieldProps = {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  max: number
  error?: string
  disabled: boolean
  rows: number
  className?: string
}

/** The text of an edit (a post's or a comment's), with mention suggestions and a count. */
export function EditTextField({ id, label, max, error, className, ...field }: EditTextFieldProps) {
  return (
    <>
      <FormField id={id} label={label} error={error}>
        <MentionTextarea id={id} className={className} {...field} {...fieldAria(id, error)} />
      </FormField>
      <p
        className={cn(
          '-mt-3 text-right text-xs text-muted-foreground tabular-nums',
          field.value.length > max && 'text-danger',
        )}
      >
        {field.value.length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
      </p>
    </>
  )
}

type EditFooterProps = {
  texts: { cancel: string; save: string; saving: string }
  isPending: boolean
  canSave: boolean
  onCancel: () => void
}

export function EditDialogFooter({ texts, isPending, canSave, onCancel }: EditFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
        {texts.cancel}
      </Button>
      <Button type="submit" disabled={isPending || !canSave}>
        {isPending ? <Spinner /> : null}
        {isPending ? texts.saving : texts.save}
      </Button>
    </DialogFooter>
  )
}

/** A refused edit: the server's rule (empty, too long) is worth naming; anything else is not. */
export function showEditFailure(
  failure: unknown,
  setError: (message: string) => void,
  fallback: string,
) {
  if (isApiError(failure) && failure.status < 500) setError(failure.message)
  else toast.error(fallback)
}
