import type { ProfileLinkKind } from '@common/profiles'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { LinkKindIcon } from './link-kind-icon'

type LinkFieldProps = {
  kind: ProfileLinkKind
  label: string
  placeholder: string
  /** Shown before the value inside the input: '@', 'u/', 'in/'. */
  prefix?: string
  error?: string
  numeric?: boolean
  registration: UseFormRegisterReturn
}

/** One link input with its kind's icon (and handle prefix) inside it. */
export function LinkField({
  kind,
  label,
  placeholder,
  prefix,
  error,
  numeric,
  registration,
}: LinkFieldProps) {
  const id = `link-${registration.name.replaceAll('.', '-')}`
  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <LinkKindIcon
          kind={kind}
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {prefix ? (
          <span
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-10 -translate-y-1/2 text-sm text-muted-foreground"
          >
            {prefix}
          </span>
        ) : null}
        <Input
          id={id}
          placeholder={placeholder}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          inputMode={numeric ? 'numeric' : undefined}
          className={prefix && prefix.length > 1 ? 'pl-[3.75rem]' : prefix ? 'pl-14' : 'pl-10'}
          {...fieldAria(id, error)}
          {...registration}
        />
      </div>
    </FormField>
  )
}
