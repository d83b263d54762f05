import { NavigationProgress } from '@web/components/navigation-progress'
import { createLiveCache } from '@web/features/live/live-cache'
import { useLiveEvents } from '@web/lib/live-events'
import { useMe } from '@web/lib/session'
import { uiTexts } from '@web/lib/ui-texts'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useRevalidator } from 'react-router'

// Toasts only follow an action, so the toaster (sonner) loads after the first screen.
const Toaster = lazy(() =>
  import('@web/components/ui/toaster').then((module) => ({ default: module.Toaster })),
)

/** When the session ends elsewhere (expiry, another tab), re-run the guards of this screen. */
function useGuardsFollowSession() {
  const me = useMe()
  const { revalidate } = useRevalidator()
  const previousMemberId = useRef(me?.id)
  useEffect(() => {
    if (previousMemberId.current && !me) void revalidate()
    previousMemberId.current = me?.id
  }, [me, revalidate])
}

/** Wraps every screen: live updates, toasts, scroll restoration. */
export function RootLayout() {
  useLiveEvents(createLiveCache)
  useGuardsFollowSession()
  return (
    <>
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {uiTexts.skipToContent}
      </a>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration />
    </>
  )
}
