import { launchFormTexts } from '@common/launch-form-texts'
import { fieldErrorId } from '@web/components/ui/form-field'
import { useProjectMakers } from '@web/features/projects'

type MakersFieldProps = {
  projectId: string
  /** The member scheduling: always launching, the box ticked and locked. */
  meId: string
  value: string[]
  onChange: (ids: string[]) => void
  error?: string
}

/** The project's makers as checkboxes: who launches it with the member. */
export function LaunchMakersField({ projectId, meId, value, onChange, error }: MakersFieldProps) {
  const { data, error: loadError } = useProjectMakers(projectId)
  const id = 'launch-makers'
  const toggle = (makerId: string) =>
    onChange(
      value.includes(makerId) ? value.filter((chosen) => chosen !== makerId) : [...value, makerId],
    )
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? fieldErrorId(id) : `${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">{launchFormTexts.makers}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {loadError ? launchFormTexts.makersLoadFailed : launchFormTexts.makersHint}
      </p>
      <ul className="grid gap-1">
        {(data?.makers ?? []).map((maker) => {
          const isMe = maker.id === meId
          return (
            <li key={maker.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-xl px-1 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={isMe || value.includes(maker.id)}
                  disabled={isMe}
                  onChange={() => toggle(maker.id)}
                />
                <span className="min-w-0 truncate">
                  <span className="font-medium">{maker.name}</span>{' '}
                  <span className="text-muted-foreground">
                    @{maker.username}
                    {isMe ? ` · ${launchFormTexts.you}` : ''}
                  </span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
