import { RouteError } from '@web/components/route-error'
import { Spinner } from '@web/components/ui/spinner'
import {
  requireMember,
  requireMemberElseHome,
  requireModerator,
  requireVisitor,
} from '@web/lib/guards'
import { loadMe } from '@web/lib/session'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppLayout } from './routes/layouts/app-layout'
import { RootLayout } from './routes/layouts/root-layout'

// Every screen is its own chunk (`lazy`); guards are plain loaders so they run while the
// chunk downloads. Pathless groups give each area its own error boundary.

/** Screens with the desktop right rail (web/routes/layouts/app-layout.tsx). */
const rail = { rail: true }

const bareScreens: RouteObject[] = [
  { index: true, lazy: () => import('./routes/landing') },
  { path: 'login', loader: requireVisitor, lazy: () => import('./routes/login') },
  { path: 'signup', loader: requireVisitor, lazy: () => import('./routes/signup') },
  // A provider's first sign-in confirms the proposed username here (issue 18 §4).
  {
    path: 'signup/username',
    loader: requireMember,
    lazy: () => import('./routes/signup-username'),
  },
  { path: 'terms', lazy: () => import('./routes/terms') },
  { path: 'privacy', lazy: () => import('./routes/privacy') },
]

const publicScreens: RouteObject[] = [
  { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: 'reset-password', lazy: () => import('./routes/reset-password') },
  { path: 'banned', lazy: () => import('./routes/banned') },
  { path: '404', lazy: () => import('./routes/not-found') },
  { path: 'post/:postId', handle: rail, lazy: () => import('./routes/post') },
  { path: 'tag/:tag', handle: rail, lazy: () => import('./routes/tag') },
  { path: 'explore', lazy: () => import('./routes/explore') },
  { path: 'project/:projectId', lazy: () => import('./routes/project') },
  { path: 'launches', handle: rail, lazy: () => import('./routes/launches') },
  { path: 'launch/:launchId', lazy: () => import('./routes/launch') },
  { path: ':username', handle: rail, lazy: () => import('./routes/profile') },
  { path: ':username/followers', lazy: () => import('./routes/profile-followers') },
  { path: ':username/following', lazy: () => import('./routes/profile-following') },
  { path: '*', lazy: () => import('./routes/not-found') },
]

const memberScreens: RouteObject[] = [
  { path: 'feed', loader: requireMember, handle: rail, lazy: () => import('./routes/feed') },
  { path: 'create-post', loader: requireMember, lazy: () => import('./routes/create-post') },
  { path: 'create-post/drafts', loader: requireMember, lazy: () => import('./routes/drafts') },
  { path: 'search', loader: requireMember, lazy: () => import('./routes/search') },
  {
    path: 'search/:section',
    loader: requireMember,
    lazy: () => import('./routes/search-section'),
  },
  { path: 'notifications', loader: requireMember, lazy: () => import('./routes/notifications') },
  {
    path: 'project/create',
    loader: requireMemberElseHome,
    lazy: () => import('./routes/project-create'),
  },
  {
    path: 'project/:projectId/edit',
    loader: requireMemberElseHome,
    lazy: () => import('./routes/project-edit'),
  },
  {
    path: 'project/:projectId/launch',
    loader: requireMemberElseHome,
    lazy: () => import('./routes/launch-schedule'),
  },
  {
    path: 'launch/:launchId/edit',
    loader: requireMemberElseHome,
    lazy: () => import('./routes/launch-edit'),
  },
  { path: 'moderation', loader: requireModerator, lazy: () => import('./routes/moderation') },
]

// Guards sit on each screen: a parent's loader does not re-run between its children.
const settingsScreens: RouteObject[] = [
  { index: true, loader: requireMember, lazy: () => import('./routes/settings') },
  {
    path: 'edit-profile',
    loader: requireMember,
    lazy: () => import('./routes/settings-edit-profile'),
  },
  { path: 'account', loader: requireMember, lazy: () => import('./routes/settings-account') },
  { path: 'feedback', loader: requireMember, lazy: () => import('./routes/settings-feedback') },
  { path: 'privacy', loader: requireMember, lazy: () => import('./routes/settings-privacy') },
  {
    path: 'delete-account',
    loader: requireMember,
    lazy: () => import('./routes/settings-delete-account'),
  },
]

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // The session decides what nearly every screen shows, so it is known before any renders.
    loader: async () => {
      await loadMe()
      return null
    },
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      { ErrorBoundary: RouteError, children: bareScreens },
      {
        Component: AppLayout,
        children: [
          { ErrorBoundary: RouteError, children: memberScreens },
          { path: 'settings', ErrorBoundary: RouteError, children: settingsScreens },
          { ErrorBoundary: RouteError, children: publicScreens },
        ],
      },
    ],
  },
]

function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <Spinner className="size-6" label="Loading" />
    </div>
  )
}

export const router = createBrowserRouter(routes)
