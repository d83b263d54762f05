import { expect, signUp, test, toast } from './fixtures'

test('feedback: Send waits for text, blanks are refused, a message is thanked', async ({
  page,
}) => {
  await signUp(page)
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Feedback' }).click()
  const box = page.getByLabel('Your feedback')
  const send = page.getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()

  await box.fill('   ')
  await send.click()
  await expect(page.getByText('Please enter your feedback')).toBeVisible()

  await box.fill('The profile tabs are lovely.')
  await send.click()
  await expect(toast(page, 'Thanks for your feedback!')).toBeVisible()
  await expect(box).toHaveValue('')
})

test('feedback that cannot be sent says so', async ({ page }) => {
  await signUp(page)
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, body: '' }))
  await page.goto('/settings/feedback')
  await page.getByLabel('Your feedback').fill('Hello team')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(toast(page, 'Could not send feedback. Please try again later.')).toBeVisible()
  await expect(page.getByLabel('Your feedback')).toHaveValue('Hello team')
})
