import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeImage } from '@tests/factories/images'
import { endLaunchDirectly, projectWithLaunch } from '@tests/factories/launch-badges'
import { banDirectly, createPost } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, TEST_ORIGIN, useTestApp } from '@tests/support/app'
import { sql } from 'drizzle-orm'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'

const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Makerfolio" /><title>Makerfolio</title></head><body></body></html>',
)
const t = useTestApp({ webDistDir })

/** The meta tags a link-preview bot reads: property/name -> content. */
async function metaOf(url: string) {
  const html = (await request(t.app, { url, headers: { 'user-agent': 'Twitterbot/1.0' } })).body
  const tags: Record<string, string> = {}
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    tags[match[1]!] = match[2]!
  }
  return { html, tags, title: html.match(/<title>([^<]*)<\/title>/)?.[1] }
}

describe('link previews', () => {
  it('describes a post with its text and first image', async () => {
    const ada = await signUp(t.app)
    const post = await createPost(t.app, ada, {
      content: 'Shipped <b>v2</b> today!',
      images: [await makeImage()],
    })
    const { tags, title, html } = await metaOf(`/post/${post.id}`)
    expect(title).toBe(`${ada.username} (@${ada.username}) on Makerfolio`)
    expect(tags['og:description']).toBe('Shipped &#60;b&#62;v2&#60;/b&#62; today!')
    expect(tags['og:image']).toBe(`${TEST_ORIGIN}${post.images[0]!.url}`)
    expect(tags['twitter:card']).toBe('summary_large_image')
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/post/${post.id}" />`)
    expect(html).not.toContain('<b>v2</b>')
  })

  it("keeps $` $' $& and $$ in user text literal (no replacement patterns expand)", async () => {
    const ada = await signUp(t.app)
    const content = "Price: $` then $' and $& or $$5"
    const post = await createPost(t.app, ada, { content })
    const { html, tags } = await metaOf(`/post/${post.id}`)
    expect(html.match(/<head/g)).toHaveLength(1)
    expect(html.match(/<\/head>/g)).toHaveLength(1)
    const escaped = 'Price: $` then $&#39; and $&#38; or $$5'
    expect(tags['og:description']).toBe(escaped)
    expect(tags.description).toBe(escaped)
    const project = await createProject(t.app, ada, { name: "Cash $' $`", tagline: "Pay $' now" })
    const page = await metaOf(`/project/${project.id}`)
    expect(page.html.match(/<head/g)).toHaveLength(1)
    expect(page.title).toBe('Cash $&#39; $` — Pay $&#39; now')
  })

  it('describes a profile, and nothing for a banned one', async () => {
    const ada = await signUp(t.app)
    expect((await metaOf(`/${ada.username}`)).tags['og:type']).toBe('profile')
    await banDirectly(t.database.db, ada.id)
    expect((await metaOf(`/${ada.username}`)).tags['og:title']).toBeUndefined()
  })

  it('describes a launch with its day, upvotes and badges; nothing once cancelled', async () => {
    const ada = await signUp(t.app)
    const { launch } = await projectWithLaunch(t.app, ada, { name: 'Rocket Forms' })
    const upcoming = await metaOf(`/launch/${launch.id}`)
    expect(upcoming.title).toBe('Rocket Forms — Ship it today · Launch on Makerfolio')
    expect(upcoming.tags['og:description']).toMatch(/^Launching on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await endLaunchDirectly(t.database.db, launch.id, {
      day: '2026-03-02',
      dayRank: 1,
      weekRank: 2,
      votes: 1,
    })
    const { tags } = await metaOf(`/launch/${launch.id}`)
    expect(tags['og:description']).toBe(
      'Launched Mar 2, 2026 · 1 upvote · #1 Launch of the Day · #2 Launch of the Week',
    )
    expect(tags['og:image']).toMatch(
      new RegExp(`^${TEST_ORIGIN}/og/launch/${launch.id}/[0-9a-f]{16}\\.png$`),
    )
    expect(tags['og:type']).toBe('article')
    await t.database.db.execute(
      sql`update launches set state = 'cancelled' where id = ${launch.id}`,
    )
    expect((await metaOf(`/launch/${launch.id}`)).tags['og:title']).toBeUndefined()
    expect((await metaOf(`/launch/${launch.id}/edit`)).tags.robots).toBe('noindex')
    expect((await metaOf(`/project/${launch.project.id}/launch`)).tags.robots).toBe('noindex')
  })

  it('marks private screens noindex and serves robots.txt', async () => {
    expect((await metaOf('/settings/account')).tags.robots).toBe('noindex')
    const robots = await request(t.app, { url: '/robots.txt' })
    expect(robots.body).toContain('Disallow: /api/')
  })
})

describe('Atom feed per profile', () => {
  it('serves the latest public posts as valid Atom, linked from the profile page', async () => {
    const ada = await signUp(t.app)
    await createPost(t.app, ada, { content: 'First <post> & "quotes"' })
    await createPost(t.app, ada, { content: 'Second post' })
    const response = await request(t.app, { url: `/${ada.username}/feed.xml` })
    expect(response.headers['content-type']).toMatch(/application\/atom\+xml/)
    const feed = await new Parser().parseString(response.body)
    expect(feed.title).toBe(`${ada.username} (@${ada.username}) on Makerfolio`)
    expect(feed.items.map((item) => item.content)).toEqual([
      'Second post',
      'First <post> & "quotes"',
    ])
    expect(feed.items[0]?.link).toMatch(new RegExp(`^${TEST_ORIGIN}/post/`))
    const { html } = await metaOf(`/${ada.username}`)
    expect(html).toContain(`type="application/atom+xml"`)
    expect(html).toContain(`href="${TEST_ORIGIN}/${ada.username}/feed.xml"`)
  })

  it('answers 404 for unknown and banned members', async () => {
    const banned = await signUp(t.app)
    await banDirectly(t.database.db, banned.id)
    expect((await request(t.app, { url: '/nobody_here_x/feed.xml' })).statusCode).toBe(404)
    expect((await request(t.app, { url: `/${banned.username}/feed.xml` })).statusCode).toBe(404)
  })
})
