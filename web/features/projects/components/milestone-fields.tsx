import {
  type MilestoneKind,
  milestoneKinds,
  milestoneTextMax,
  milestoneThresholds,
} from '@common/milestones'
import { milestoneKindLabels, projectUpdateTexts } from '@common/project-update-texts'
import { Input, inputClassName } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { cn } from '@web/lib/cn'

export type MilestoneDraft = { kind: MilestoneKind | ''; value: string; text: string }

export const noMilestone: MilestoneDraft = { kind: '', value: '', text: '' }

/** The form fields the server reads for a milestone (none for a plain update). */
export function milestoneFormFields(draft: MilestoneDraft): Record<string, string> {
  if (!draft.kind) return {}
  if (draft.kind === 'users' || draft.kind === 'mrr')
    return { milestoneKind: draft.kind, milestoneValue: draft.value }
  if (draft.kind === 'custom') return { milestoneKind: draft.kind, milestoneText: draft.text }
  return { milestoneKind: draft.kind }
}

const thresholdLabel = (kind: MilestoneKind, value: number) =>
  kind === 'mrr' ? `$${value.toLocaleString('en-US')}` : value.toLocaleString('en-US')

const selectClass = cn(inputClassName, 'cursor-pointer')

/** Kind, then the number reached (users, MRR) or the maker's words (custom). */
export function MilestoneFields({
  draft,
  onChange,
  disabled,
}: {
  draft: MilestoneDraft
  onChange: (draft: MilestoneDraft) => void
  disabled?: boolean
}) {
  const isCounted = draft.kind === 'users' || draft.kind === 'mrr'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="milestone-kind">{projectUpdateTexts.milestoneKind}</Label>
        <select
          id="milestone-kind"
          value={draft.kind}
          disabled={disabled}
          className={selectClass}
          onChange={(event) => {
            const kind = event.target.value as MilestoneDraft['kind']
            onChange({ kind, value: String(milestoneThresholds[0]), text: '' })
          }}
        >
          <option value="">{projectUpdateTexts.milestoneNone}</option>
          {milestoneKinds.map((kind) => (
            <option key={kind} value={kind}>
              {milestoneKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      {isCounted ? (
        <div className="grid gap-2">
          <Label htmlFor="milestone-value">{projectUpdateTexts.milestoneValue}</Label>
          <select
            id="milestone-value"
            value={draft.value}
            disabled={disabled}
            className={selectClass}
            onChange={(event) => onChange({ ...draft, value: event.target.value })}
          >
            {milestoneThresholds.map((value) => (
              <option key={value} value={value}>
                {thresholdLabel(draft.kind as MilestoneKind, value)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {draft.kind === 'custom' ? (
        <div className="grid gap-2">
          <Label htmlFor="milestone-text">{projectUpdateTexts.milestoneText}</Label>
          <Input
            id="milestone-text"
            value={draft.text}
            maxLength={milestoneTextMax}
            disabled={disabled}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
          />
        </div>
      ) : null}
    </div>
  )
}
