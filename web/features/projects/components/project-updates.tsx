import { type Milestone, milestoneTitle } from '@common/milestones'
import { projectUpdateTexts } from '@common/project-update-texts'
import type { Project } from '@common/projects'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Composer } from '@web/features/posts/components/composer'
import { PostList } from '@web/features/posts/components/post-list'
import { toast } from '@web/lib/toast'
import { Megaphone } from 'lucide-react'
import { useState } from 'react'
import { fetchProjectUpdatesPage, projectKeys, projectUpdatesUrl } from '../api'
import {
  type MilestoneDraft,
  MilestoneFields,
  milestoneFormFields,
  noMilestone,
} from './milestone-fields'

/** The Updates tab: the makers' composer (closed until asked for), then the updates, newest first. */
export function ProjectUpdates({
  project,
  preset = null,
}: {
  project: Project
  /** A milestone offered after the numbers crossed a threshold: the composer opens with it. */
  preset?: Milestone | null
}) {
  return (
    <div className="grid gap-4">
      {project.isMaker ? (
        <UpdateComposer key={preset ? 'preset' : 'plain'} projectId={project.id} preset={preset} />
      ) : null}
      <PostList
        queryKey={projectKeys.updates(project.id)}
        fetchPage={(cursor) => fetchProjectUpdatesPage(project.id, cursor)}
        emptyText={projectUpdateTexts.noUpdates}
      />
    </div>
  )
}

function UpdateComposer({ projectId, preset }: { projectId: string; preset: Milestone | null }) {
  const queryClient = useQueryClient()
  const [isOpen, setIsOpen] = useState(preset !== null)
  const [milestone, setMilestone] = useState<MilestoneDraft>(() =>
    preset ? { kind: preset.kind, value: String(preset.value ?? ''), text: '' } : noMilestone,
  )
  // A new key gives the next update an empty form.
  const [round, setRound] = useState(0)

  if (!isOpen) {
    return (
      <div>
        <Button onClick={() => setIsOpen(true)}>
          <Megaphone aria-hidden />
          {projectUpdateTexts.postUpdate}
        </Button>
      </div>
    )
  }
  const posted = () => {
    toast.success(projectUpdateTexts.posted)
    setMilestone(noMilestone)
    setRound((value) => value + 1)
    setIsOpen(false)
    void queryClient.invalidateQueries({ queryKey: projectKeys.updates(projectId) })
    void queryClient.invalidateQueries({ queryKey: projectKeys.milestones(projectId) })
  }
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{projectUpdateTexts.postUpdate}</h2>
        <Button variant="ghost" onClick={() => setIsOpen(false)}>
          {projectUpdateTexts.cancel}
        </Button>
      </div>
      <Composer
        key={round}
        label={projectUpdateTexts.updateComposerLabel}
        // Post works at once on an accepted offer; the next update starts empty.
        initialContent={
          preset && round === 0 ? projectUpdateTexts.offerContent(milestoneTitle(preset)) : ''
        }
        target={{ url: projectUpdatesUrl(projectId), fields: milestoneFormFields(milestone) }}
        extraFields={<MilestoneFields draft={milestone} onChange={setMilestone} />}
        onPosted={posted}
      />
    </Card>
  )
}
