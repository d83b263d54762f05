import { emailTexts } from '@common/email-texts'

/** The weekly digest is on for new members; they may say no when they join (decision 031). */
export function DigestChoice({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      {emailTexts.signUpDigest}
    </label>
  )
}
