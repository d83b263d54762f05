import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeImage } from '@tests/factories/images'
import { createPost } from '@tests/factories/posts'
import { uploadAvatar } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { request, signUp, TEST_ORIGIN, type TestUser, useTestApp } from '@tests/support/app'
import ogs from 'open-graph-scraper'
import { describe, expect, it } from 'vitest'

const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Makerfolio" /><title>Makerfolio</title></head><body><div id="root"></div></body></html>',
)
const t = useTestApp({ webDistDir })

const BOTS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  twitter: 'Twitterbot/1.0',
}

/**
 * Fetches a page as a link-preview bot does (no cookie, bot User-Agent) and reads its tags with
 * open-graph-scraper, the parser many unfurl services use, so the test sees what they see.
 * Its fallbacks (og:url from the canonical link, og:image from <img>) are off: every tag must exist.
 */
async function unfurl(url: string, userAgent: string) {
  const response = await request(t.app, { url, headers: { 'user-agent': userAgent } })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/html/)
  const { error, result } = await ogs({ html: response.body, onlyGetOpenGraphInfo: true })
  expect(error).toBe(false)
  const canonical = response.body.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
  return { result, canonical, html: response.body }
}

/** The preview image must load for the bot too: same origin, real image bytes. */
async function expectImageServed(absoluteUrl: string) {
  expect(absoluteUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/(media|og)/`))
  const image = await request(t.app, { url: absoluteUrl.slice(TEST_ORIGIN.length) })
  expect(image.statusCode).toBe(200)
  expect(image.headers['content-type']).toMatch(/^image\//)
}

async function memberWithAvatar(): Promise<TestUser & { avatarUrl: string }> {
  const member = await signUp(t.app)
  const uploaded = await uploadAvatar(t.app, member)
  expect(uploaded.statusCode).toBe(201)
  const { avatarUrl } = uploaded.json() as { avatarUrl: string }
  const saved = await request(t.app, {
    method: 'PATCH',
    url: '/api/me/profile',
    as: member,
    payload: { name: 'Ada Lovelace', bio: 'Building analytical engines in public', avatarUrl },
  })
  expect(saved.statusCode).toBe(200)
  return { ...member, avatarUrl }
}

describe('link previews as bots parse them', () => {
  it.each(Object.entries(BOTS))('unfurls a post with its first image (%s)', async (_, agent) => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada, {
      content: 'Shipped v2 of the engine today, with a #launch discount',
      images: [await makeImage({ width: 800, height: 600 }), await makeImage()],
    })
    const { result, canonical } = await unfurl(`/post/${post.id}`, agent)
    const url = `${TEST_ORIGIN}/post/${post.id}`
    expect(result.ogTitle).toBe(`${ada.username} (@${ada.username}) on Makerfolio`)
    expect(result.ogDescription).toBe('Shipped v2 of the engine today, with a #launch discount')
    expect(result.ogType).toBe('article')
    expect(result.ogUrl).toBe(url)
    expect(canonical).toBe(url)
    expect(result.ogImage?.[0]?.url).toBe(`${TEST_ORIGIN}${post.images[0]!.url}`)
    expect(result.twitterCard).toBe('summary_large_image')
    expect(result.twitterTitle).toBe(result.ogTitle)
    expect(result.twitterImage?.[0]?.url).toBe(result.ogImage?.[0]?.url)
    await expectImageServed(result.ogImage![0]!.url)
  })

  it.each(Object.entries(BOTS))('unfurls a project with its logo (%s)', async (_, agent) => {
    const ada = await signUp(t.app)
    const logoUrl = 'https://cdn.example.com/launchkit/logo.png'
    const project = await createProject(t.app, ada, {
      tagline: 'Ship your SaaS in a weekend',
      logoUrl,
    })
    const { result, canonical } = await unfurl(`/project/${project.id}`, agent)
    const url = `${TEST_ORIGIN}/project/${project.id}`
    expect(result.ogTitle).toBe(`${project.name} — Ship your SaaS in a weekend`)
    expect(result.ogDescription).toBe('Ship your SaaS in a weekend')
    expect(result.ogUrl).toBe(url)
    expect(canonical).toBe(url)
    // The generated card (decision 035), not the bare logo: name, tagline, numbers and maker.
    expect(result.ogImage?.[0]?.url).toMatch(
      new RegExp(`^${TEST_ORIGIN}/og/project/${project.id}/[0-9a-f]{16}\\.png$`),
    )
    expect(result.ogImage?.[0]?.url).not.toBe(logoUrl)
    expect(result.twitterCard).toBe('summary_large_image')
    await expectImageServed(result.ogImage![0]!.url)
  })

  it.each(Object.entries(BOTS))(
    'unfurls a profile with its card and links its Atom feed (%s)',
    async (_, agent) => {
      const ada = await memberWithAvatar()
      const { result, canonical, html } = await unfurl(`/${ada.username}`, agent)
      const url = `${TEST_ORIGIN}/${ada.username}`
      expect(result.ogTitle).toBe(`Ada Lovelace (@${ada.username}) · Makerfolio`)
      expect(result.ogDescription).toBe('Building analytical engines in public')
      expect(result.ogType).toBe('profile')
      expect(result.ogUrl).toBe(url)
      expect(canonical).toBe(url)
      expect(result.ogImage?.[0]?.url).toMatch(
        new RegExp(`^${TEST_ORIGIN}/og/profile/${ada.username}/[0-9a-f]{16}\\.png$`),
      )
      expect(result.twitterCard).toBe('summary_large_image')
      await expectImageServed(result.ogImage![0]!.url)
      const alternate = html.match(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/)
      expect(alternate?.[0]).toContain(`href="${TEST_ORIGIN}/${ada.username}/feed.xml"`)
    },
  )

  it('unfurls a text post with its generated card', async () => {
    const bob = await signUp(t.app)
    const post = await createPost(t.app, bob, { content: 'Text only' })
    const { result } = await unfurl(`/post/${post.id}`, BOTS.twitter)
    expect(result.ogImage?.[0]?.url).toMatch(
      new RegExp(`^${TEST_ORIGIN}/og/post/${post.id}/[0-9a-f]{16}\\.png$`),
    )
    expect(result.twitterCard).toBe('summary_large_image')
    await expectImageServed(result.ogImage![0]!.url)
  })
})
