import { randomBytes } from 'node:crypto'
import type { Project } from '@common/projects'
import { seriousViolations } from './axe'
import { expect, signUp, test, toast } from './fixtures'
import { apiAs, memberInNewContext } from './moderation-fixtures'

const shotsDir = process.env.SHOTS_DIR ?? 'test-results/project-makers'

test('the owner invites a co-maker who accepts from the notification; both are listed and the project is on the maker’s profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await signUp(page)
  const project = await apiAs<Project>(page, 'POST', '/api/projects', {
    name: `Loom${randomBytes(3).toString('hex')}`,
    tagline: 'Release notes that write themselves',
    description:
      'Loom reads your merged pull requests and drafts the changelog your users actually read.',
    websiteUrl: 'https://example.com',
    userCount: 1200,
    mrr: 840,
    techStack: ['React', 'Postgres'],
  })
  const { page: makerPage, user: maker } = await memberInNewContext(browser)

  await test.step('the owner picks the member from the suggestions and invites them', async () => {
    await page.goto(`/project/${project.id}`)
    const makers = page.getByRole('region', { name: 'Makers' })
    const field = makers.getByLabel('Invite a maker')
    await field.fill(`@${maker.username.slice(0, 8)}`)
    await makers.getByRole('option', { name: new RegExp(`@${maker.username}`) }).click()
    await expect(field).toHaveValue(`@${maker.username}`)
    await makers.getByRole('button', { name: 'Invite', exact: true }).click()
    await expect(toast(page, `Invitation sent to @${maker.username}`)).toBeVisible()
    await expect(makers.getByText('Pending invitations')).toBeVisible()
    await expect(
      makers.getByRole('button', { name: `Revoke the invitation of @${maker.username}` }),
    ).toBeVisible()
    expect(await seriousViolations(page), 'the owner with a pending invitation').toEqual([])
  })

  await test.step('the invitee sees the invitation on the project page too', async () => {
    await makerPage.goto(`/project/${project.id}`)
    const makers = makerPage.getByRole('region', { name: 'Makers' })
    await expect(makers.getByText('invited you to make this project with them')).toBeVisible()
    await expect(makers.getByRole('button', { name: 'Accept' })).toBeVisible()
    expect(await seriousViolations(makerPage), 'the invitee on the project page').toEqual([])
  })

  await test.step('the invitee accepts from the notification', async () => {
    await makerPage.goto('/notifications')
    const item = makerPage
      .getByRole('listitem')
      .filter({ hasText: 'invited you to be a maker of their project' })
    await expect(item.getByRole('link', { name: project.name })).toBeVisible()
    expect(await seriousViolations(makerPage), 'the invitation notification').toEqual([])
    await item.getByRole('button', { name: 'Accept' }).click()
    await expect(toast(makerPage, `You are now a maker of ${project.name}`)).toBeVisible()
    await expect(item).toHaveCount(0)
  })

  await test.step('the makers list shows both, owner first', async () => {
    await page.reload()
    const makers = page.getByRole('region', { name: 'Makers' })
    const links = makers.getByRole('link')
    await expect(links).toHaveCount(2)
    await expect(links.nth(0)).toHaveAttribute('href', /\/u_/)
    await expect(links.nth(1)).toHaveAttribute('href', `/${maker.username}`)
    await expect(makers.getByText('Pending invitations')).toHaveCount(0)
    for (const width of [390, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 })
        await page.emulateMedia({ colorScheme })
        await expect(makers.getByRole('link')).toHaveCount(2)
        await page.screenshot({
          path: `${shotsDir}/project-makers-${width}-${colorScheme}.png`,
          fullPage: true,
        })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
  })

  await test.step('the project is on the maker’s profile, and the maker may edit it', async () => {
    await makerPage.goto(`/${maker.username}`)
    await expect(makerPage.getByRole('link', { name: new RegExp(project.name) })).toBeVisible()
    await makerPage.goto(`/project/${project.id}`)
    await expect(makerPage.getByRole('button', { name: 'Leave project' })).toBeVisible()
    await makerPage.getByRole('button', { name: 'Project options' }).click()
    await expect(makerPage.getByRole('menuitem', { name: 'Edit' })).toBeVisible()
    await expect(makerPage.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0)
    await makerPage.setViewportSize({ width: 390, height: 900 })
    await makerPage.keyboard.press('Escape')
    await makerPage.screenshot({ path: `${shotsDir}/project-maker-view-390.png`, fullPage: true })
  })
  await makerPage.context().close()
})
