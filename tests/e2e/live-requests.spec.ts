import type { Page } from '@playwright/test'
import { expect, signUp, test } from './fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'
import { createPostViaApi, postCard, uniqueText } from './posts-helpers'

// Issue #15: a live event changes an open tab without a request (the event carries what the tab
// needs); only pressing the 'N new posts' pill reads, and then one page.

/** The API requests the page starts from now on (the open event stream itself aside). */
function recordApiRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') {
      requests.push(`${request.method()} ${url.pathname}${url.search}`)
    }
  })
  return requests
}

/**
 * Opens a screen (all of them here have the right rail at this width) and waits until its data,
 * its live stream and the rail's lists are in place: the rail loads after the screen.
 */
async function openSettled(page: Page, path: string, streamQuery = '') {
  const stream = page.waitForResponse(
    (response) => response.url().includes('/api/events') && response.url().includes(streamQuery),
  )
  const badge = page.waitForResponse('**/api/notifications/unread-count')
  const hasRail = (page.viewportSize()?.width ?? 0) >= 1024
  const rail = hasRail
    ? Promise.all(
        ['/api/explore/topics', '/api/explore/makers'].map((list) =>
          page.waitForResponse((response) => response.url().includes(list)),
        ),
      )
    : null
  await page.goto(path)
  await Promise.all([stream, badge, rail])
}

test('an open feed asks nothing when someone posts, and one page when the pill is pressed', async ({
  page,
  browser,
  baseURL,
}) => {
  // The Following tab, so posts of tests running alongside stay out of it.
  const { page: bobPage, user: bob } = await memberInNewContext(browser)
  await signUp(page)
  await apiAs(page, 'PUT', `/api/users/${bob.username}/follow`)
  const earlier = uniqueText('Already there')
  await createPostViaApi(bobPage.request, baseURL!, earlier)
  await openSettled(page, '/feed?tab=following')
  await expect(postCard(page, earlier)).toBeVisible()
  const requests = recordApiRequests(page)

  const fresh = uniqueText('Fresh from Bob')
  await createPostViaApi(bobPage.request, baseURL!, fresh)
  const pill = page.getByRole('button', { name: '1 new post' })
  await expect(pill).toBeVisible()
  await expect(postCard(page, fresh)).toHaveCount(0)
  expect(requests).toEqual([])

  await pill.click()
  await expect(page.getByRole('article').first()).toContainText(fresh)
  await expect(pill).toHaveCount(0)
  await expect(postCard(page, earlier)).toBeVisible()
  expect(requests).toEqual(['GET /api/posts?feed=following'])
})

test('a deleted post leaves an open feed without a request', async ({ page, browser, baseURL }) => {
  const { page: bobPage, user: bob } = await memberInNewContext(browser)
  await signUp(page)
  await apiAs(page, 'PUT', `/api/users/${bob.username}/follow`)
  const doomed = uniqueText('Soon deleted')
  const post = await createPostViaApi(bobPage.request, baseURL!, doomed)
  const kept = uniqueText('Staying')
  await createPostViaApi(bobPage.request, baseURL!, kept)
  await openSettled(page, '/feed?tab=following')
  await expect(postCard(page, doomed)).toBeVisible()
  const requests = recordApiRequests(page)

  const response = await bobPage.request.delete(`/api/posts/${post.id}`, {
    headers: { origin: baseURL! },
  })
  expect(response.status()).toBe(204)
  await expect(postCard(page, doomed)).toHaveCount(0)
  await expect(postCard(page, kept)).toBeVisible()
  expect(requests).toEqual([])
})

test('comments and their likes arrive in an open thread without a request', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page)
  const content = uniqueText('Live thread')
  const post = await createPostViaApi(page.request, baseURL!, content)
  await openSettled(page, `/post/${post.id}`, `post=${post.id}`)
  const thread = page.getByRole('region', { name: 'Comments' })
  await expect(thread.getByText('No comments yet. Start the conversation.')).toBeVisible()
  const requests = recordApiRequests(page)

  const { page: bobPage } = await memberInNewContext(browser)
  const comment = await apiAs<{ id: string }>(bobPage, 'POST', `/api/posts/${post.id}/comments`, {
    content: 'Hello from Bob',
  })
  await expect(thread.getByText('Hello from Bob')).toBeVisible()
  await expect(postCard(page, content).getByRole('button', { name: 'Comment' })).toHaveText('1')

  await apiAs(bobPage, 'PUT', `/api/comments/${comment.id}/like`)
  await expect(thread.getByRole('button', { name: 'Like comment' })).toHaveText('1')
  expect(requests).toEqual([])
})

test('the unread badge counts live without asking for the count', async ({ page, browser }) => {
  const ada = await signUp(page)
  await openSettled(page, '/feed')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
  const requests = recordApiRequests(page)

  const { page: bobPage } = await memberInNewContext(browser)
  await apiAs(bobPage, 'PUT', `/api/users/${ada.username}/follow`)
  await expect(nav.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible()
  expect(requests).toEqual([])
})
