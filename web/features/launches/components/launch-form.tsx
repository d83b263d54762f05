import {
  launchDayStart,
  launchFormTexts,
  schedulableDays,
  tagsFromText,
} from '@common/launch-form-texts'
import { formatLaunchTime } from '@common/launch-page-texts'
import {
  type Launch,
  launchLimits,
  launchTexts,
  type ScheduleLaunch,
  scheduleLaunchSchema,
} from '@common/launches'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { SubmitButton } from '@web/components/ui/submit-button'
import { Textarea } from '@web/components/ui/textarea'
import { CategoryBadge } from '@web/features/projects/components/project-card'
import { errorMessage, isApiError } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import type { ReactNode } from 'react'
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useScheduleLaunch, useUpdateLaunch } from '../api'
import { LaunchGalleryPicker } from './launch-gallery-picker'
import { LaunchMakersField } from './launch-makers-field'

type FormValues = {
  day: string
  tagline: string
  tagsText: string
  galleryImageIds: string[]
  firstComment: string
  makerIds: string[]
}
type Field = keyof FormValues

const fieldOf = (path: PropertyKey | undefined): Field | null => {
  if (path === 'tags') return 'tagsText'
  const fields: Field[] = ['day', 'tagline', 'galleryImageIds', 'firstComment', 'makerIds']
  return fields.find((field) => field === path) ?? null
}

/** The shared schema checks what the server will (its words too); the day's range as well. */
const resolver: Resolver<FormValues, unknown, ScheduleLaunch> = async (values) => {
  const { tagsText, ...rest } = values
  const parsed = scheduleLaunchSchema.safeParse({ ...rest, tags: tagsFromText(tagsText) })
  const errors: FieldErrors<FormValues> = {}
  const { first, last } = schedulableDays()
  if (values.day && values.day < first)
    errors.day = { type: 'range', message: launchTexts.dayInPast }
  if (values.day > last) errors.day = { type: 'range', message: launchTexts.dayTooFar }
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf(issue.path[0])
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} }
  return { values: {}, errors }
}

const valuesOf = (launch: Launch | null, meId: string): FormValues =>
  launch
    ? {
        day: launch.day,
        tagline: launch.tagline,
        tagsText: launch.topics.tags.join(', '),
        galleryImageIds: launch.gallery.map((image) => image.id),
        firstComment: launch.firstComment,
        makerIds: launch.makers.map((maker) => maker.id),
      }
    : {
        day: schedulableDays().first,
        tagline: '',
        tagsText: '',
        galleryImageIds: [],
        firstComment: '',
        makerIds: [meId],
      }

type LaunchFormProps = {
  project: { id: string; name: string; category: string | null }
  /** The launch being edited; null schedules a new one. */
  launch: Launch | null
  meId: string
  /** Shown beside the submit button (the edit form's Cancel launch). */
  extraAction?: ReactNode
}

/** Schedules a launch, or moves and edits one until it starts: the same fields either way. */
export function LaunchForm({ project, launch, meId, extraAction }: LaunchFormProps) {
  const navigate = useNavigate()
  const schedule = useScheduleLaunch(project.id)
  const update = useUpdateLaunch(launch?.id ?? '')
  const { register, control, handleSubmit, formState, setError } = useForm<
    FormValues,
    unknown,
    ScheduleLaunch
  >({ resolver, defaultValues: valuesOf(launch, meId) })
  const { errors, isSubmitting } = formState
  const [day, tagline, firstComment] = useWatch({
    control,
    name: ['day', 'tagline', 'firstComment'],
  })
  const { first, last } = schedulableDays()
  const isPending = isSubmitting || schedule.isPending || update.isPending

  const save = async (input: ScheduleLaunch) => {
    const makerIds = [...new Set([meId, ...input.makerIds])]
    try {
      const saved = launch
        ? await update.mutateAsync({ ...input, makerIds })
        : await schedule.mutateAsync({ ...input, makerIds })
      toast.success(launch ? launchFormTexts.saved : launchFormTexts.scheduled)
      navigate(paths.launch(saved.id), { replace: true })
    } catch (error) {
      if (isApiError(error)) {
        for (const [path, message] of Object.entries(error.fields)) {
          const field = fieldOf(path)
          if (field) setError(field, { message }, { shouldFocus: true })
        }
      }
      toast.error(launch ? launchFormTexts.saveFailed : launchFormTexts.scheduleFailed, {
        description: errorMessage(error),
      })
    }
  }

  const counter = (id: string, length: number, max: number) => (
    <span id={`${id}-count`} className="text-xs text-muted-foreground tabular-nums">
      {launchFormTexts.counter(length, max)}
    </span>
  )

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="grid gap-6" aria-busy={isPending}>
      <FormField
        id="launch-day"
        label={launchFormTexts.day}
        error={errors.day?.message}
        hint={
          day
            ? launchFormTexts.opensAt(formatLaunchTime(launchDayStart(day)))
            : launchFormTexts.dayHint
        }
      >
        <Input
          id="launch-day"
          type="date"
          min={first}
          max={last}
          required
          className="sm:max-w-56"
          {...register('day')}
          {...fieldAria('launch-day', errors.day?.message, true)}
        />
      </FormField>
      <FormField
        id="launch-tagline"
        label={launchFormTexts.tagline}
        error={errors.tagline?.message}
      >
        <Input
          id="launch-tagline"
          maxLength={launchLimits.taglineMax}
          placeholder={launchFormTexts.taglinePlaceholder}
          autoComplete="off"
          required
          {...register('tagline')}
          {...fieldAria('launch-tagline', errors.tagline?.message)}
        />
        {counter('launch-tagline', tagline?.length ?? 0, launchLimits.taglineMax)}
      </FormField>
      <Controller
        control={control}
        name="galleryImageIds"
        render={({ field, fieldState }) => (
          <LaunchGalleryPicker
            projectId={project.id}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{launchFormTexts.topics}</legend>
        <div className="grid gap-1 text-sm">
          <span className="text-muted-foreground">{launchFormTexts.category}</span>
          {project.category ? (
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={project.category} />
              <span className="text-xs text-muted-foreground">{launchFormTexts.categoryFixed}</span>
            </div>
          ) : (
            <span className="text-xs text-muted-foreground">{launchFormTexts.noCategory}</span>
          )}
        </div>
        <FormField
          id="launch-tags"
          label={launchFormTexts.tags}
          error={errors.tagsText?.message}
          hint={launchFormTexts.tagsHint}
        >
          <Input
            id="launch-tags"
            autoComplete="off"
            {...register('tagsText')}
            {...fieldAria('launch-tags', errors.tagsText?.message, true)}
          />
        </FormField>
      </fieldset>
      <FormField
        id="launch-first-comment"
        label={launchFormTexts.firstComment}
        error={errors.firstComment?.message}
        hint={launchFormTexts.firstCommentHint}
      >
        <Textarea
          id="launch-first-comment"
          rows={6}
          maxLength={launchLimits.firstCommentMax}
          required
          {...register('firstComment')}
          {...fieldAria('launch-first-comment', errors.firstComment?.message, true)}
        />
        {counter('launch-first-comment', firstComment?.length ?? 0, launchLimits.firstCommentMax)}
      </FormField>
      <Controller
        control={control}
        name="makerIds"
        render={({ field, fieldState }) => (
          <LaunchMakersField
            projectId={project.id}
            meId={meId}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>{extraAction}</div>
        <SubmitButton pending={isPending} size="lg">
          {launch ? launchFormTexts.save : launchFormTexts.schedule}
        </SubmitButton>
      </div>
    </form>
  )
}
