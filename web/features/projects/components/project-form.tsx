import { crossedMilestone } from '@common/metric-growth'
import { emptyProjectForm, projectToFormValues } from '@common/project-format'
import {
  projectFieldLabels,
  projectLimits,
  projectScreenTexts,
  projectTexts,
} from '@common/project-texts'
import {
  type Project,
  type ProjectFormValues,
  type ProjectInput,
  projectInputSchema,
} from '@common/projects'
import { addTechStackItems } from '@common/tech-stack'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@web/components/ui/button'
import { Spinner } from '@web/components/ui/spinner'
import { isApiError } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { type FormEvent, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useSaveProject } from '../api'
import { CategoryField } from './category-field'
import { ProjectTextField } from './project-text-field'
import { TechStackField, techStackProblem } from './tech-stack-field'

const isFormField = (field: string): field is keyof ProjectFormValues => field in emptyProjectForm

/** One form for both modes: `project` null creates, a project is edited (PUT, every field). */
export function ProjectForm({ project }: { project: Project | null }) {
  const navigate = useNavigate()
  const save = useSaveProject(project?.id ?? null)
  const isSavingRef = useRef(false)
  const [techText, setTechText] = useState('')
  const { register, control, handleSubmit, formState, setError, getValues, setValue } = useForm<
    ProjectFormValues,
    unknown,
    ProjectInput
  >({
    resolver: zodResolver(projectInputSchema),
    defaultValues: project ? projectToFormValues(project) : emptyProjectForm,
  })
  const { errors, isSubmitting } = formState
  const [name, tagline] = useWatch({ control, name: ['name', 'tagline'] })
  const isSaving = isSubmitting || save.isPending
  const canSave = String(name ?? '').trim() !== '' && String(tagline ?? '').trim() !== ''

  const showServerErrors = (error: unknown) => {
    const isFieldRefusal = isApiError(error, 400) || isApiError(error, 409)
    if (isApiError(error)) {
      for (const [field, message] of Object.entries(error.fields)) {
        if (isFormField(field)) setError(field, { message }, { shouldFocus: true })
      }
    }
    toast.error(projectTexts.saveFailed, {
      description: isFieldRefusal && isApiError(error) ? error.message : undefined,
    })
  }

  const saveProject = async (input: ProjectInput) => {
    if (isSavingRef.current) return
    isSavingRef.current = true
    try {
      const saved = await save.mutateAsync(input)
      toast.success(project ? projectTexts.updated : projectTexts.created)
      // A number that crossed a threshold is offered as a milestone there, never posted.
      const milestoneOffer =
        crossedMilestone('users', project?.userCount ?? null, saved.userCount) ??
        crossedMilestone('mrr', project?.mrr ?? null, saved.mrr)
      navigate(paths.project(saved.id), {
        replace: true,
        state: milestoneOffer ? { milestoneOffer } : undefined,
      })
    } catch (error) {
      showServerErrors(error)
    } finally {
      isSavingRef.current = false
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Text typed in the tech stack box but not yet added is part of what the member means.
    if (techText.trim() && !techStackProblem(getValues('techStack') ?? [], techText)) {
      setValue('techStack', addTechStackItems(getValues('techStack') ?? [], techText))
      setTechText('')
    }
    return handleSubmit(saveProject)(event)
  }

  const textField = (field: 'websiteUrl' | 'appStoreUrl' | 'googlePlayUrl' | 'logoUrl') => (
    <ProjectTextField
      id={`project-${field}`}
      label={projectFieldLabels[field]}
      error={errors[field]?.message}
      type="url"
      inputMode="url"
      placeholder="https://"
      autoComplete="url"
      {...register(field)}
    />
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={isSaving}>
      <ProjectTextField
        id="project-name"
        label={projectFieldLabels.name}
        error={errors.name?.message}
        maxLength={projectLimits.nameMax}
        autoComplete="off"
        required
        {...register('name')}
      />
      <ProjectTextField
        id="project-tagline"
        label={projectFieldLabels.tagline}
        error={errors.tagline?.message}
        maxLength={projectLimits.taglineMax}
        autoComplete="off"
        required
        {...register('tagline')}
      />
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <CategoryField
            value={String(field.value ?? '')}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <ProjectTextField
        id="project-description"
        label={projectFieldLabels.description}
        error={errors.description?.message}
        multiline
        maxLength={projectLimits.descriptionMax}
        {...register('description')}
      />
      {textField('websiteUrl')}
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('appStoreUrl')}
        {textField('googlePlayUrl')}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <ProjectTextField
          id="project-launchedDate"
          label={projectFieldLabels.launchedDate}
          error={errors.launchedDate?.message}
          type="month"
          {...register('launchedDate')}
        />
        <ProjectTextField
          id="project-mrr"
          label={projectFieldLabels.mrr}
          error={errors.mrr?.message}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder={projectScreenTexts.mrrHint}
          {...register('mrr')}
        />
        <ProjectTextField
          id="project-userCount"
          label={projectFieldLabels.userCount}
          error={errors.userCount?.message}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          {...register('userCount')}
        />
      </div>
      {textField('logoUrl')}
      <Controller
        control={control}
        name="techStack"
        render={({ field, fieldState }) => (
          <TechStackField
            items={field.value ?? []}
            onItemsChange={field.onChange}
            text={techText}
            onTextChange={setTechText}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button
        type="submit"
        size="lg"
        disabled={!canSave || isSaving}
        className="sm:justify-self-end"
      >
        {isSaving ? <Spinner /> : null}
        {project ? uiTexts.save : projectScreenTexts.create}
      </Button>
    </form>
  )
}
