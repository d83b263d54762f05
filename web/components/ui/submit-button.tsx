import { Button, type ButtonProps } from './button'
import { Spinner } from './spinner'

/** A form's submit button: disabled, with a spinner before its label, while `pending`. */
export function SubmitButton({
  pending,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'asChild'> & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? <Spinner /> : null}
      {children}
    </Button>
  )
}
