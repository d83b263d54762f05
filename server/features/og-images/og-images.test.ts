import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projects } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import { endLaunchDirectly, projectWithLaunch } from '@tests/factories/launch-badges'
import { launchDay, openLaunchDirectly } from '@tests/factories/launches'
import { banDirectly, createPost } from '@tests/factories/posts'
import { uploadAvatar } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { request, signUp, TEST_ORIGIN, useTestApp } from '@tests/support/app'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Makerfolio" /><title>Makerfolio</title></head><body></body></html>',
)
const t = useTestApp({ webDistDir })

/** The og:image and twitter:image a bot reads on a page, as a path on this server. */
async function cardOf(pagePath: string) {
  const html = (
    await request(t.app, { url: pagePath, headers: { 'user-agent': 'Twitterbot/1.0' } })
  ).body
  const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]
  const twitter = html.match(/<meta name="twitter:image" content="([^"]+)"/)?.[1]
  const card = html.match(/<meta name="twitter:card" content="([^"]+)"/)?.[1]
  expect(twitter).toBe(og)
  return { url: og?.replace(TEST_ORIGIN, ''), card }
}

async function expectPng(url: string) {
  const response = await request(t.app, { url })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('image/png')
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers.etag).toMatch(/^"[0-9a-f]{16}"$/)
  const meta = await sharp(response.rawPayload).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
  return response
}

describe('OpenGraph cards', () => {
  it('renders a project card used by the page tags, once per version', async () => {
    const ada = await signUp(t.app)
    const avatar = await uploadAvatar(t.app, ada)
    expect(avatar.statusCode).toBe(201)
    await request(t.app, {
      method: 'PATCH',
      url: '/api/me/profile',
      as: ada,
      payload: {
        name: 'Ada Lovelace',
        avatarUrl: (avatar.json() as { avatarUrl: string }).avatarUrl,
      },
    })
    const project = await createProject(t.app, ada, { tagline: 'Ship your SaaS in a weekend' })
    await t.database.db
      .update(projects)
      .set({ userCount: 1200, mrr: '4200' })
      .where(eq(projects.id, project.id))
    const { url, card } = await cardOf(`/project/${project.id}`)
    expect(card).toBe('summary_large_image')
    expect(url).toMatch(new RegExp(`^/og/project/${project.id}/[0-9a-f]{16}\\.png$`))
    const first = await expectPng(url!)
    // The second request is the file on disk: same bytes, no render.
    const again = await expectPng(url!)
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0)

    const changed = await request(t.app, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      as: ada,
      payload: { tagline: 'Ship it in a day' },
    })
    expect(changed.statusCode).toBe(200)
    const next = await cardOf(`/project/${project.id}`)
    expect(next.url).not.toBe(url)
    await expectPng(next.url!)
    // The old address leads to the current card, without an immutable cache.
    const stale = await request(t.app, { url: url! })
    expect(stale.statusCode).toBe(302)
    expect(stale.headers.location).toBe(next.url)
    expect(stale.headers['cache-control']).toBe('public, max-age=300')
  })

  it('renders cards for text posts and profiles; posts with images share the image', async () => {
    const bob = await signUp(t.app)
    const text = await createPost(t.app, bob, { content: 'Pricing page is live. '.repeat(40) })
    await expectPng((await cardOf(`/post/${text.id}`)).url!)
    await expectPng((await cardOf(`/${bob.username}`)).url!)
    const withImage = await createPost(t.app, bob, { content: 'Look', images: [await makeImage()] })
    expect((await cardOf(`/post/${withImage.id}`)).url).toBe(withImage.images[0]!.url)
    const card = `/og/post/${withImage.id}/${'0'.repeat(16)}.png`
    expect((await request(t.app, { url: card })).statusCode).toBe(404)
  })

  it('answers 404, never an image, for hidden content and bad addresses', async () => {
    const eve = await signUp(t.app)
    const project = await createProject(t.app, eve)
    const post = await createPost(t.app, eve, { content: 'Soon hidden' })
    const urls = [
      (await cardOf(`/project/${project.id}`)).url!,
      (await cardOf(`/post/${post.id}`)).url!,
      (await cardOf(`/${eve.username}`)).url!,
    ]
    await banDirectly(t.database.db, eve.id)
    for (const url of urls) {
      const response = await request(t.app, { url })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
    }
    expect((await request(t.app, { url: `/project/${project.id}/badge.svg` })).statusCode).toBe(404)
    expect((await request(t.app, { url: '/og/project/not-a-uuid/x.png' })).statusCode).toBe(400)
    const badFile = `/og/project/${project.id}/card.svg`
    expect((await request(t.app, { url: badFile })).statusCode).toBe(400)
  })
})

describe('project badge', () => {
  it('shows the live user count, or followers, and escapes the name', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, { name: '<script>alert(1)</script> & Co' })
    const url = `/project/${project.id}/badge.svg`
    const followers = await request(t.app, { url })
    expect(followers.statusCode).toBe(200)
    expect(followers.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(followers.headers['cache-control']).toBe('public, max-age=300')
    expect(followers.body).toContain('0 followers')
    expect(followers.body).not.toContain('<script>')
    expect(followers.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co')
    await sharp(followers.rawPayload).metadata()

    await t.database.db.update(projects).set({ userCount: 1 }).where(eq(projects.id, project.id))
    expect((await request(t.app, { url })).body).toContain('1 user<')
    await t.database.db
      .update(projects)
      .set({ userCount: 12345 })
      .where(eq(projects.id, project.id))
    expect((await request(t.app, { url })).body).toContain('12,345 users')
  })
})

describe('launch cards', () => {
  it("renders a launch's card, a new version when its votes or badges change; none once cancelled", async () => {
    const ada = await signUp(t.app)
    const { launch } = await projectWithLaunch(t.app, ada, { name: 'Rocket Forms' })
    const scheduled = await cardOf(`/launch/${launch.id}`)
    expect(scheduled.url).toMatch(new RegExp(`^/og/launch/${launch.id}/[0-9a-f]{16}\\.png$`))
    await expectPng(scheduled.url!)
    await openLaunchDirectly(t.database.db, launch.id)
    const live = await cardOf(`/launch/${launch.id}`)
    expect(live.url).not.toBe(scheduled.url)
    await endLaunchDirectly(t.database.db, launch.id, { dayRank: 1, votes: 12 })
    const ended = await cardOf(`/launch/${launch.id}`)
    expect(ended.url).not.toBe(live.url)
    await expectPng(ended.url!)
    // The old address leads to the current card.
    const stale = await request(t.app, { url: live.url! })
    expect([stale.statusCode, stale.headers.location]).toEqual([302, ended.url])

    const other = await projectWithLaunch(t.app, ada)
    const card = await cardOf(`/launch/${other.launch.id}`)
    await t.database.db.execute(
      sql`update launches set state = 'cancelled' where id = ${other.launch.id}`,
    )
    expect((await request(t.app, { url: card.url! })).statusCode).toBe(404)
    expect((await cardOf(`/launch/${other.launch.id}`)).url).toBeUndefined()
    // A hidden project's launch (its maker banned) has no card either.
    await banDirectly(t.database.db, ada.id)
    expect((await request(t.app, { url: ended.url! })).statusCode).toBe(404)
  })
})

describe('project badge with a launch badge', () => {
  it("adds the project's best launch badge as a third part, still 20 px high", async () => {
    const ada = await signUp(t.app)
    const { project, launch } = await projectWithLaunch(t.app, ada)
    const url = `/project/${project.id}/badge.svg`
    expect((await request(t.app, { url })).body).not.toContain('Launch of the')
    await endLaunchDirectly(t.database.db, launch.id, {
      day: launchDay(-9),
      dayRank: 2,
      weekRank: 3,
    })
    const svg = (await request(t.app, { url })).body
    expect(svg).toContain('>#2 Launch of the Day<')
    expect(svg).not.toContain('#3 Launch of the Week<')
    expect(svg).toContain('height="20"')
    expect(svg).toContain('on Makerfolio: 0 followers, #2 Launch of the Day')
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect(meta.height).toBe(20)
  })
})
