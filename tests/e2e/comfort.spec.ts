import type { Page } from '@playwright/test'
import { expect, signUp, test } from './fixtures'
import { createPostViaApi, postCard, uniqueText } from './posts-helpers'

const phone = { width: 390, height: 844 }

/**
 * Visible controls smaller than 44 × 44 px. Text links inside a line of text are left out:
 * WCAG 2.5.8 exempts them (their size is the line's), so are visually hidden elements.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const isTextLinkInLine = (element: Element) => {
      if (element.tagName !== 'A') return false
      if (getComputedStyle(element).display === 'inline') return true
      const onlyText = [...element.childNodes].every((node) => node.nodeType === Node.TEXT_NODE)
      const lineText = element.parentElement?.textContent?.trim() ?? ''
      return onlyText && lineText.length > (element.textContent?.trim().length ?? 0)
    }
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), textarea, select, [role="tab"], [tabindex="0"]',
    )
    return (
      [...controls]
        .filter((element) => element.checkVisibility())
        .filter((element) => getComputedStyle(element).clipPath === 'none')
        .filter((element) => !isTextLinkInLine(element))
        .map((element) => {
          const { width, height } = element.getBoundingClientRect()
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''
          return { name: `${element.tagName.toLowerCase()} "${name.slice(0, 30)}"`, width, height }
        })
        // Zero-sized elements (focus guards) cannot be touched at all.
        .filter(({ width, height }) => width * height > 0 && (width < 44 || height < 44))
        .map(({ name, width, height }) => `${name} ${Math.round(width)}×${Math.round(height)}`)
    )
  })
}

/** Every transition and animation duration of an element, in seconds. */
function motionDurations(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.transitionDuration, style.animationDuration]
        .flatMap((value) => value.split(','))
        .map((value) => Number.parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1))
    })
}

test('touch targets on the feed and a post are at least 44 px on a phone', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(phone)
  await signUp(page)
  const text = uniqueText('Touch #comfort with a link https://example.com')
  const post = await createPostViaApi(page.request, baseURL!, text)
  const comment = await page.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: 'A comment with its own buttons' },
    headers: { origin: baseURL! },
  })
  expect(comment.status(), await comment.text()).toBe(201)

  await page.goto('/feed')
  await expect(postCard(page, text)).toBeVisible()
  expect(await smallTargets(page), 'feed').toEqual([])

  await page.goto(`/post/${post.id}`)
  await expect(page.getByText('A comment with its own buttons')).toBeVisible()
  expect(await smallTargets(page), 'post page').toEqual([])

  // The controls of a dialog, too.
  await postCard(page, text).getByRole('button', { name: 'Post options' }).click()
  await page.getByRole('menuitem', { name: 'Delete post' }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  // Measured once its pop-in (a slight scale) has ended.
  await page.evaluate(() => Promise.all(document.getAnimations().map((each) => each.finished)))
  expect(await smallTargets(page), 'delete dialog').toEqual([])
})

test('with reduced motion, dialogs, toasts and scrolling do not animate', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(phone)
  const me = await signUp(page)
  for (let index = 0; index < 4; index++) {
    await createPostViaApi(page.request, baseURL!, uniqueText(`Calm post ${index}`))
  }
  await page.goto(`/${me.username}?tab=posts`)
  await expect(page.getByRole('article')).toHaveCount(4)

  // Without the preference the dialog does animate, so the check below can tell the difference.
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(Math.max(...(await motionDurations(page, '[role="dialog"]')))).toBeGreaterThan(0.05)
  await page.keyboard.press('Escape')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog')).toBeVisible()
  for (const selector of ['[role="dialog"]', '[data-state="open"].fixed.inset-0']) {
    for (const seconds of await motionDurations(page, selector)) {
      expect(seconds, selector).toBeLessThanOrEqual(0.001)
    }
  }
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  // j scrolls at once (no smooth scrolling): the page has moved before the next frame.
  const scrolledBy = await page.evaluate(() => {
    const before = window.scrollY
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }))
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }))
    return window.scrollY - before
  })
  expect(scrolledBy).toBeGreaterThan(0)

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('article').first().getByRole('button', { name: 'Share' }).click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Link copied' })
  await expect(toast).toBeVisible()
  for (const seconds of await motionDurations(page, '[data-sonner-toast]')) {
    expect(seconds, 'toast').toBeLessThanOrEqual(0.001)
  }
})

test('at 200% text a phone screen keeps everything on screen, names whole', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(phone)
  const me = await signUp(page)
  const text = uniqueText('Large text #comfort')
  const post = await createPostViaApi(page.request, baseURL!, text)
  // A reader's larger default text: rem-based sizes and spacing double.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    })
  })

  for (const path of ['/feed', `/post/${post.id}`, `/${me.username}?tab=posts`]) {
    await page.goto(path)
    const card = postCard(page, text)
    await expect(card).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('style', /font-size: 200%/)
    const layout = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
    }))
    expect(layout.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth)

    // The author's name is shown whole, not cut with an ellipsis.
    const name = card.getByRole('heading', { name: me.username })
    const clipped = await name.evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(clipped, `${path}: author name cut`).toBe(false)

    // Navigation items neither overlap nor leave the screen.
    const navBoxes = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()))
    for (const [index, box] of navBoxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(layout.innerWidth)
      const next = navBoxes[index + 1]
      if (next) expect(box.right, `${path}: nav links overlap`).toBeLessThanOrEqual(next.left)
    }
  }
})
