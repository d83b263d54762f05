import { Logo } from '@web/components/logo'
import { Button } from '@web/components/ui/button'
import { landingTexts } from '@web/features/landing/texts'
import { SiteFooter } from '@web/features/legal/components/site-footer'
import { navigationTexts } from '@web/features/navigation/texts'
import { paths } from '@web/lib/paths'
import { useMe } from '@web/lib/session'
import { uiTexts } from '@web/lib/ui-texts'
import { ChartNoAxesColumnIncreasing, MessagesSquare, Rocket } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'

// Visitors only, below the fold: its cards load after the hero (the '/' budget stays).
const LandingShowcase = lazy(() =>
  import('@web/features/explore/components/landing-showcase').then((module) => ({
    default: module.LandingShowcase,
  })),
)

const highlights = [
  {
    icon: Rocket,
    title: landingTexts.projectsTitle,
    text: landingTexts.projectsText,
  },
  {
    icon: MessagesSquare,
    title: landingTexts.journeyTitle,
    text: landingTexts.journeyText,
  },
  {
    icon: ChartNoAxesColumnIncreasing,
    title: landingTexts.growTitle,
    text: landingTexts.growText,
  },
]

export function Component() {
  const me = useMe()

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{landingTexts.documentTitle}</title>
      {/* A container: with large text the wordmark gives way before Log in and Sign up overflow. */}
      <header className="@container mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo wordmarkClassName="hidden @min-[20rem]:inline" />
        {me ? null : (
          <nav aria-label={navigationTexts.visitor} className="flex items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.login()}>{uiTexts.logIn}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={paths.signup()}>{uiTexts.signUp}</Link>
            </Button>
          </nav>
        )}
      </header>
      <main id="main" className="flex-1">
        <section className="mx-auto max-w-3xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-24">
          <p className="mx-auto mb-5 w-fit rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            {landingTexts.audience}
          </p>
          <h1 className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-6xl">
            {landingTexts.headline} <span className="text-link">{landingTexts.headlineAccent}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            {landingTexts.pitch}
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            {me ? (
              <Button asChild size="lg">
                <Link to={paths.profile(me.username)}>{landingTexts.myProfile}</Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to={paths.signup()}>{uiTexts.signUp}</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={paths.login()}>{uiTexts.logIn}</Link>
                </Button>
              </>
            )}
          </div>
        </section>
        <section
          aria-label={landingTexts.highlightsLabel}
          className="mx-auto max-w-5xl px-4 pb-20 sm:px-6"
        >
          <ul className="grid gap-4 sm:grid-cols-3">
            {highlights.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-xs">
                <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-link">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h2 className="mt-4 font-semibold">{title}</h2>
                <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        {me ? null : (
          <Suspense fallback={null}>
            <LandingShowcase />
          </Suspense>
        )}
      </main>
      <SiteFooter />
    </div>
  )
}
