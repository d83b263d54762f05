import { Logo } from '@web/components/logo'
import { Button } from '@web/components/ui/button'
import { paths } from '@web/lib/paths'
import { uiTexts } from '@web/lib/ui-texts'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { legalTexts } from '../texts'
import { SiteFooter } from './site-footer'

export type LegalSection = { title: string; paragraphs: string[]; items?: string[] }

type LegalPageProps = { title: string; intro: string; sections: LegalSection[] }

/** A static legal document; these screens have no shared navigation of their own. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{uiTexts.pageTitle(title)}</title>
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Link to={paths.home()} aria-label={uiTexts.productHome} className="rounded-lg">
            <Logo />
          </Link>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.home()}>
              <ArrowLeft aria-hidden />
              {uiTexts.home}
            </Link>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <article>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{legalTexts.lastUpdated}</p>
          <p className="mt-6 leading-7">{intro}</p>
          {sections.map((section, index) => (
            <section key={section.title} className="mt-9">
              <h2 className="text-lg font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-muted-foreground">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-7 text-muted-foreground">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </main>
      <SiteFooter />
    </div>
  )
}
