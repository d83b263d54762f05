import { Toaster } from '@web/components/ui/toaster'
import { useLiveEvents } from '@web/lib/live-events'
import { Outlet, ScrollRestoration } from 'react-router'

/** Wraps every screen: live updates, toasts, scroll restoration. */
export function RootLayout() {
  useLiveEvents()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  )
}
