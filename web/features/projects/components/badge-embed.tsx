import type { Project } from '@common/projects'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { paths } from '@web/lib/paths'
import { toast } from '@web/lib/toast'
import { Copy } from 'lucide-react'

const badgeTexts = {
  title: 'Badge for your site',
  hint: 'Shows your live user count (or followers) and links here.',
  copy: 'Copy embed code',
  copied: 'Embed code copied',
  copyFailed: 'Could not copy: select the code and copy it',
  alt: (name: string) => `${name} on Makerfolio`,
} as const

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The HTML a maker pastes on their site: the badge image linking to the project page. */
function embedSnippet(project: Pick<Project, 'id' | 'name'>, origin: string): string {
  const page = `${origin}${paths.project(project.id)}`
  const alt = escapeAttribute(badgeTexts.alt(project.name))
  return `<a href="${page}"><img src="${page}/badge.svg" alt="${alt}" height="20"></a>`
}

/** The embeddable badge and its copy button, for the project's makers (issue 20 §7). */
export function BadgeEmbed({ project }: { project: Project }) {
  if (!project.isMaker) return null
  const snippet = embedSnippet(project, window.location.origin)
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet)
      toast.success(badgeTexts.copied)
    } catch (error) {
      console.error(error)
      toast.error(badgeTexts.copyFailed)
    }
  }
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="font-semibold text-sm">{badgeTexts.title}</h2>
      <img
        src={`${paths.project(project.id)}/badge.svg`}
        alt={badgeTexts.alt(project.name)}
        height={20}
        className="h-5 w-auto self-start"
      />
      <p className="text-muted-foreground text-sm">{badgeTexts.hint}</p>
      <code className="block break-all rounded-md bg-muted p-2 text-xs">{snippet}</code>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={copy}>
        <Copy aria-hidden />
        {badgeTexts.copy}
      </Button>
    </Card>
  )
}
