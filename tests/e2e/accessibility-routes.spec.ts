import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  request as playwrightRequest,
} from '@playwright/test'
import { seriousViolations } from './axe'
import { createUserViaApi, expect, type TestUser, test } from './fixtures'
import { grantModerator } from './moderation-fixtures'

/**
 * The spec's route table (section 2), signed out and signed in, in both themes: axe must find
 * no serious or critical violation on any screen. One page load per route: axe reads it in the
 * light theme, then in the dark one (the page follows the system theme as it changes, as
 * /theme.js does for a visitor). The people and content the screens show are made once per
 * worker through the API, and the member's session is reused as a storage state.
 */

type Community = {
  member: TestUser
  memberState: BrowserContextOptions['storageState']
  postId: string
  projectId: string
}

type Route = { path: string; name: string }

async function send(
  client: APIRequestContext,
  baseURL: string,
  method: string,
  url: string,
  data?: unknown,
) {
  const response = await client.fetch(url, { method, data, headers: { origin: baseURL } })
  const body = await response.text()
  expect(response.ok(), `${method} ${url}: ${body}`).toBe(true)
  return (body ? JSON.parse(body) : {}) as { id: string }
}

async function signedInClient(baseURL: string) {
  const client = await playwrightRequest.newContext({ baseURL })
  const user = await createUserViaApi(client, baseURL)
  return { client, user }
}

/** A member (also a moderator) with a project, posts, links, an about text, a follower, a like, a comment and a saved post. */
async function buildCommunity(baseURL: string): Promise<Community> {
  const { client: member, user } = await signedInClient(baseURL)
  const { client: other, user: otherUser } = await signedInClient(baseURL)
  const project = await send(member, baseURL, 'POST', '/api/projects', {
    name: `Axe${Date.now().toString(36)}`,
    tagline: 'Checks every screen',
  })
  const post = await send(member, baseURL, 'POST', '/api/posts', {
    content: `Shipped a release of my project #axecheck, thanks @${otherUser.username}`,
  })
  const otherPost = await send(other, baseURL, 'POST', '/api/posts', {
    content: 'A post to save #axecheck',
  })
  await send(member, baseURL, 'PUT', '/api/me/about', { description: 'I build small tools.' })
  await send(member, baseURL, 'PUT', '/api/me/links', { twitter: 'makerfolio' })
  await send(member, baseURL, 'PUT', `/api/posts/${otherPost.id}/save`)
  await send(member, baseURL, 'PUT', `/api/users/${otherUser.username}/follow`)
  await send(other, baseURL, 'PUT', `/api/users/${user.username}/follow`)
  await send(other, baseURL, 'PUT', `/api/posts/${post.id}/like`)
  await send(other, baseURL, 'POST', `/api/posts/${post.id}/comments`, { content: 'Congrats!' })
  await grantModerator(user.username)
  const memberState = await member.storageState()
  await Promise.all([member.dispose(), other.dispose()])
  return { member: user, memberState, postId: post.id, projectId: project.id }
}

let community: Promise<Community> | undefined

function publicRoutes({ member, postId, projectId }: Community): Route[] {
  const profile = `/${member.username}`
  return [
    { path: '/', name: 'landing' },
    { path: '/login', name: 'log in' },
    { path: '/signup', name: 'sign up' },
    { path: '/forgot-password', name: 'forgot password' },
    { path: '/reset-password', name: 'reset password' },
    { path: '/terms', name: 'terms' },
    { path: '/privacy', name: 'privacy' },
    { path: '/banned', name: 'banned' },
    { path: profile, name: 'profile, projects tab' },
    { path: `${profile}?tab=posts`, name: 'profile, posts tab' },
    { path: `${profile}?tab=links`, name: 'profile, links tab' },
    { path: `${profile}?tab=about`, name: 'profile, about tab' },
    { path: `${profile}/followers`, name: 'followers' },
    { path: `${profile}/following`, name: 'following' },
    { path: `/post/${postId}`, name: 'post' },
    { path: `/project/${projectId}`, name: 'project' },
    { path: `/project/${projectId}?tab=mentions`, name: 'project mentions' },
    { path: '/tag/axecheck', name: 'tag' },
    { path: '/404', name: '404' },
    { path: '/no/such/page', name: 'unknown path' },
  ]
}

function memberRoutes(data: Community): Route[] {
  const profile = `/${data.member.username}`
  const shared = publicRoutes(data).filter(
    ({ path }) => !['/login', '/signup'].includes(path), // members are sent on to /feed
  )
  return [
    ...shared,
    { path: `${profile}?tab=saved`, name: 'profile, saved tab' },
    { path: '/feed', name: 'feed' },
    { path: '/feed?tab=following', name: 'following feed' },
    { path: '/create-post', name: 'new post' },
    { path: '/search', name: 'search' },
    { path: `/search?q=${data.member.username.slice(0, 6)}`, name: 'search results' },
    { path: '/notifications', name: 'notifications' },
    { path: '/project/create', name: 'new project' },
    { path: `/project/${data.projectId}/edit`, name: 'edit project' },
    { path: '/settings', name: 'settings' },
    { path: '/settings/edit-profile', name: 'edit profile' },
    { path: '/settings/account', name: 'email and password' },
    { path: '/settings/feedback', name: 'feedback' },
    { path: '/settings/delete-account', name: 'delete account' },
    { path: '/moderation', name: 'moderation' },
  ]
}

/** The screen has its title and nothing is still loading. */
async function expectSettled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0)
}

/**
 * The axe rules a theme can change. Turning the page dark changes its colours and nothing else
 * (the same DOM, the same load, /theme.js only sets data-theme), so every other rule already
 * gave its answer in the light pass.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Axe's serious findings on the open screen, keyed by screen and theme: every rule in the light
 * theme, then the colour rules once the page has turned dark.
 */
async function checkBothThemes(page: Page, label: string, found: Record<string, unknown[]>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const violations = await seriousViolations(page, {
      rules: theme === 'dark' ? COLOUR_RULES : undefined,
    })
    if (violations.length > 0) found[`${label}, ${theme} theme`] = violations
  }
}

/** Stands in for the community where only the route table's shape and names are needed. */
const placeholder: Community = {
  member: { username: 'member', email: '', password: '' },
  memberState: undefined,
  postId: 'post',
  projectId: 'project',
}

/**
 * Screens per test: each test has its own timeout and names the screens it covers, and with
 * more than one worker the tests spread over them. The community is still built once per worker.
 */
const ROUTES_PER_TEST = 6

/** A member's browser (the community's storage state) or a visitor's, in the light theme. */
async function openContext(browser: Browser, baseURL: string, data: Community, signedIn: boolean) {
  return browser.newContext({
    baseURL,
    colorScheme: 'light',
    storageState: signedIn ? data.memberState : undefined,
    serviceWorkers: 'block',
  })
}

for (const signedIn of [false, true]) {
  const routesOf = signedIn ? memberRoutes : publicRoutes
  const table = routesOf(placeholder)
  for (let start = 0; start < table.length; start += ROUTES_PER_TEST) {
    const names = table.slice(start, start + ROUTES_PER_TEST).map(({ name }) => name)
    test(`${signedIn ? 'signed in' : 'signed out'}, light and dark: no serious axe violation on ${names.join('; ')}`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000)
      community ??= buildCommunity(baseURL!)
      const data = await community
      const context = await openContext(browser, baseURL!, data, signedIn)
      const page = await context.newPage()
      const found: Record<string, unknown[]> = {}
      for (const { path, name } of routesOf(data).slice(start, start + ROUTES_PER_TEST)) {
        // Each screen loads in the light theme; checkBothThemes turns it dark after.
        await page.emulateMedia({ colorScheme: 'light' })
        await page.goto(path)
        await expectSettled(page)
        await checkBothThemes(page, `${name} (${path})`, found)
      }
      await context.close()
      expect(found).toEqual({})
    })
  }
}

test('signed in, light and dark: no serious axe violation on the keyboard shortcut sheet', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  community ??= buildCommunity(baseURL!)
  const data = await community
  const context = await openContext(browser, baseURL!, data, true)
  const page = await context.newPage()
  const found: Record<string, unknown[]> = {}
  // A screen loaded on a dark system is dark from the start (the sweep's screens turn dark after
  // loading). Then the sheet, over it.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/feed')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectSettled(page)
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await checkBothThemes(page, 'shortcut sheet', found)
  await context.close()
  expect(found).toEqual({})
})
