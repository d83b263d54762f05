import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '@web/components/ui/toaster'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

/** Where a navigation away from the screen under test landed. */
function Elsewhere() {
  const location = useLocation()
  return <h1>{`Now at ${location.pathname}${location.search}`}</h1>
}

/**
 * Renders `ui` as the app does (web/main.tsx, web/router.tsx): a QueryClientProvider and a data
 * router (blockers and search params work), here in memory at `at`, plus the app's toasts. Any
 * other path shows 'Now at <path>'. Queries do not retry, so a failure shows at once. With
 * `from`, the screen is reached by a link from there (a PUSH), not opened first (a POP).
 */
export function renderInApp(
  ui: ReactNode,
  { at = '/', from }: { at?: string; from?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const path = new URL(at, 'http://localhost').pathname
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [from ?? at] },
  )
  if (from) void router.navigate(at)
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { ...view, user, queryClient, router }
}
