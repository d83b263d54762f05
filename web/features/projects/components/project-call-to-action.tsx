import { projectScreenTexts } from '@common/project-texts'
import type { Project } from '@common/projects'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { ExternalLink, Play, Share2, Smartphone } from 'lucide-react'
import { lazy, Suspense } from 'react'

// The crop dialog (react-easy-crop) loads for the project's makers only.
const ProjectLogoUpload = lazy(() =>
  import('./project-logo-upload').then((module) => ({ default: module.ProjectLogoUpload })),
)

const callToActionTexts = {
  visitSite: 'Visit site',
  share: 'Share',
  linkCopied: 'Link copied',
  linkCopiedDescription: 'Project link copied to clipboard',
  where: 'Where to find it',
} as const

/** Copies the project's address, as a post's Share does (spec: a failed copy is only logged). */
async function share(projectId: string) {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}${paths.project(projectId)}`)
    toast.success(callToActionTexts.linkCopied, {
      description: callToActionTexts.linkCopiedDescription,
    })
  } catch (error) {
    console.error(error)
  }
}

/**
 * The page's main actions (issue 17 §5): "Visit site" as the primary button, the app stores
 * beside it, and Share.
 */
export function ProjectCallToAction({ project }: { project: Project }) {
  const stores = [
    { label: projectScreenTexts.appStore, url: project.appStoreUrl, icon: Smartphone },
    { label: projectScreenTexts.googlePlay, url: project.googlePlayUrl, icon: Play },
  ].filter((store): store is typeof store & { url: string } => store.url !== null)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label={callToActionTexts.where} className="flex flex-wrap items-center gap-2">
        {project.websiteUrl ? (
          <Button asChild>
            <a href={project.websiteUrl} target="_blank" rel="noopener noreferrer">
              {callToActionTexts.visitSite}
              <ExternalLink aria-hidden />
              <span className="sr-only">{uiTexts.opensInNewTab}</span>
            </a>
          </Button>
        ) : null}
        {stores.map(({ label, url, icon: Icon }) => (
          <Button key={label} asChild variant="outline">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <Icon aria-hidden />
              {label}
              <span className="sr-only">{uiTexts.opensInNewTab}</span>
            </a>
          </Button>
        ))}
        <Button variant="outline" onClick={() => void share(project.id)}>
          <Share2 aria-hidden />
          {callToActionTexts.share}
        </Button>
      </nav>
      {project.isMaker ? (
        <Suspense fallback={null}>
          <ProjectLogoUpload project={project} />
        </Suspense>
      ) : null}
    </div>
  )
}
