import sharp from 'sharp'
import { createUserViaApi, expect, signUp, test, toast } from './fixtures'

async function pngFile() {
  const buffer = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#3b82f6' },
  })
    .png()
    .toBuffer()
  return { name: 'me.png', mimeType: 'image/png', buffer }
}

test('edit profile: crop and upload an avatar, change name, bio and location', async ({ page }) => {
  const user = await signUp(page)
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await expect(page).toHaveURL(/\/settings\/edit-profile$/)
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '')
  await expect(page.getByText('Email cannot be changed at this time')).toBeVisible()

  await page.getByLabel('Change photo').setInputFiles(await pngFile())
  const crop = page.getByRole('dialog', { name: 'Crop your photo' })
  await expect(crop).toBeVisible()
  const zoom = crop.getByLabel('Zoom')
  await expect(zoom).toHaveAttribute('min', '1')
  await expect(zoom).toHaveAttribute('max', '3')
  await expect(zoom).toHaveAttribute('step', '0.1')
  await zoom.fill('1.5')
  await crop.getByRole('button', { name: 'Save photo' }).click()
  await expect(toast(page, 'Avatar uploaded')).toBeVisible()
  await expect(crop).toBeHidden()

  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
  await page.getByLabel('Bio').fill('Analytical engines')
  await page.getByLabel('Location').fill('London')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Profile updated')).toBeVisible()
  await expect(page).toHaveURL(/\/settings$/)

  await page.goto(`/${user.username}`)
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible()
  await expect(page.getByText('Analytical engines')).toBeVisible()
  await expect(page.getByText('London')).toBeVisible()
  const avatar = page.locator('main').getByRole('img', { name: 'Ada Lovelace' }).first()
  await expect(avatar).toHaveAttribute('src', /avatars\//)
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})

test('the bio stops at 160 characters and counts as you type', async ({ page }) => {
  await signUp(page)
  await page.goto('/settings/edit-profile')
  const bio = page.getByLabel('Bio')
  await bio.fill('Hello')
  await expect(page.getByText('5/160')).toBeVisible()
  await bio.fill('x'.repeat(200))
  await expect(bio).toHaveValue('x'.repeat(160))
  await expect(page.getByText('160/160')).toBeVisible()
})

test('a taken username is refused on its field', async ({ page, request, baseURL }) => {
  const other = await createUserViaApi(request, baseURL!)
  await signUp(page)
  await page.goto('/settings/edit-profile')
  await page.getByLabel('Username').fill(other.username)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    'This username already exists',
  )
  await expect(page).toHaveURL(/\/settings\/edit-profile$/)
})
