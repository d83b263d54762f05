import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeImage } from '@tests/factories/images'
import { banDirectly, createPost } from '@tests/factories/posts'
import { request, signUp, TEST_ORIGIN, useTestApp } from '@tests/support/app'
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

  it('describes a profile, and nothing for a banned one', async () => {
    const ada = await signUp(t.app)
    expect((await metaOf(`/${ada.username}`)).tags['og:type']).toBe('profile')
    await banDirectly(t.database.db, ada.id)
    expect((await metaOf(`/${ada.username}`)).tags['og:title']).toBeUndefined()
  })

  it('marks private screens noindex and serves robots.txt', async () => {
    expect((await metaOf('/settings/account')).tags.robots).toBe('noindex')
    const robots = await request(t.app, { url: '/robots.txt' })
    expect(robots.body).toContain('Disallow: /api/')
  })
})
