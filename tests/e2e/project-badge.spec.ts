import { expect, signUp, test, toast } from './fixtures'

test('a maker copies the badge embed code; a visitor sees no embed box', async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(page)
  const response = await page.request.post('/api/projects', {
    data: { name: `Badge <b>${Date.now()}</b>`, tagline: 'Embeddable' },
    headers: { origin: baseURL! },
  })
  expect(response.status(), await response.text()).toBe(201)
  const project = (await response.json()) as { id: string }
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/project/${project.id}`)
  await page.getByRole('button', { name: 'Copy embed code' }).click()
  await expect(toast(page, 'Embed code copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain(`/project/${project.id}/badge.svg`)
  expect(copied).toContain('&#60;b&#62;')
  expect(copied).not.toContain('<b>')
  const badge = await page.request.get(`/project/${project.id}/badge.svg`)
  expect(badge.headers()['content-type']).toBe('image/svg+xml; charset=utf-8')
  await page.screenshot({ path: 'test-results/badge-embed-1280.png', fullPage: true })

  await context.clearCookies()
  await page.goto(`/project/${project.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy embed code' })).toHaveCount(0)
})
