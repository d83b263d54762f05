import { profileLinks } from '@server/db/schema'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const putLinks = (as: TestUser, payload: object) =>
  request(t.app, { method: 'PUT', url: '/api/me/links', as, payload })
const storedUrls = async (userId: string) =>
  (
    await t.database.db
      .select({ url: profileLinks.url })
      .from(profileLinks)
      .where(eq(profileLinks.userId, userId))
      .orderBy(asc(profileLinks.position))
  ).map((row) => row.url)

describe('PUT /api/me/links', () => {
  it('stores base address + handle per kind, from handles or pasted addresses', async () => {
    const ada = await signUp(t.app)
    const response = await putLinks(ada, {
      twitter: ' https://twitter.com/ada_l?s=20 ',
      instagram: '@ada.lovelace',
      youtube: 'https://www.youtube.com/@AdaCodes',
      tiktok: 'ada.makes',
      discord: ' 123456789012345678 ',
      reddit: '/u/ada_l',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().links).toEqual([
      { kind: 'twitter', url: 'https://x.com/ada_l', handle: '@ada_l', label: null },
      {
        kind: 'instagram',
        url: 'https://instagram.com/ada.lovelace',
        handle: '@ada.lovelace',
        label: null,
      },
      { kind: 'youtube', url: 'https://youtube.com/@AdaCodes', handle: '@AdaCodes', label: null },
      { kind: 'tiktok', url: 'https://tiktok.com/@ada.makes', handle: '@ada.makes', label: null },
      {
        kind: 'discord',
        url: 'https://discord.com/users/123456789012345678',
        handle: '123456789012345678',
        label: null,
      },
      { kind: 'reddit', url: 'https://reddit.com/u/ada_l', handle: 'u/ada_l', label: null },
    ])
    const rows = await t.database.db
      .select()
      .from(profileLinks)
      .where(eq(profileLinks.userId, ada.id))
    expect(rows.map((row) => row.label).sort()).toEqual([
      'discord',
      'instagram',
      'reddit',
      'tiktok',
      'twitter',
      'youtube',
    ])
  })

  it('replaces all links: blank and missing fields are dropped', async () => {
    const ada = await signUp(t.app)
    await putLinks(ada, { twitter: 'ada', reddit: 'ada_l' })
    await putLinks(ada, { twitter: '  ', instagram: 'ada.l' })
    expect(await storedUrls(ada.id)).toEqual(['https://instagram.com/ada.l'])
    await putLinks(ada, {})
    expect(await storedUrls(ada.id)).toEqual([])
  })

  it('refuses a bad field with its message and keeps the saved links untouched', async () => {
    const ada = await signUp(t.app)
    await putLinks(ada, { twitter: 'ada' })
    const response = await putLinks(ada, {
      twitter: 'new_ada',
      instagram: 'ada lovelace',
      discord: 'ada#1234',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({
      instagram: 'Instagram handles cannot contain spaces',
      discord: 'A Discord user ID is a number of 17 to 20 digits',
    })
    expect(await storedUrls(ada.id)).toEqual(['https://x.com/ada'])
  })

  it.each([
    ['twitter', 'javascript:alert(1)'],
    ['youtube', 'https://evil.example/@ada'],
    ['reddit', 'ftp://reddit.com/u/ada'],
  ])('never stores a foreign or non-http address (%s %j)', async (kind, value) => {
    const ada = await signUp(t.app)
    const response = await putLinks(ada, { [kind]: value })
    expect(response.statusCode).toBe(400)
    expect(await storedUrls(ada.id)).toEqual([])
  })

  it('stores GitHub, LinkedIn, Bluesky, Mastodon, a website and labelled links (issue 17 §6)', async () => {
    const ada = await signUp(t.app)
    const response = await putLinks(ada, {
      github: 'https://github.com/ada-l',
      linkedin: 'linkedin.com/in/ada-lovelace',
      bluesky: '@ada.bsky.social',
      mastodon: '@ada@mastodon.social',
      website: 'ada.dev',
      others: [
        { label: 'Newsletter', url: 'https://ada.substack.example/' },
        { label: '', url: '' },
      ],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().links).toEqual([
      { kind: 'github', url: 'https://github.com/ada-l', handle: 'ada-l', label: null },
      {
        kind: 'linkedin',
        url: 'https://linkedin.com/in/ada-lovelace',
        handle: 'in/ada-lovelace',
        label: null,
      },
      {
        kind: 'bluesky',
        url: 'https://bsky.app/profile/ada.bsky.social',
        handle: '@ada.bsky.social',
        label: null,
      },
      {
        kind: 'mastodon',
        url: 'https://mastodon.social/@ada',
        handle: '@ada@mastodon.social',
        label: null,
      },
      { kind: 'website', url: 'https://ada.dev/', handle: 'ada.dev', label: null },
      {
        kind: 'other',
        url: 'https://ada.substack.example/',
        handle: 'Newsletter',
        label: 'Newsletter',
      },
    ])
    const profile = await request(t.app, { url: `/api/users/${ada.username}` })
    expect(profile.json().links).toEqual(response.json().links)
  })

  it("refuses another kind's address in a field, naming the right field", async () => {
    const ada = await signUp(t.app)
    const response = await putLinks(ada, {
      twitter: 'https://github.com/ada',
      website: 'https://x.com/ada',
      mastodon: 'https://bsky.app/profile/ada.bsky.social',
      others: [
        { label: 'Code', url: 'github.com/ada' },
        { label: '', url: 'https://ok.example' },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({
      twitter: 'That address belongs in the GitHub field',
      website: 'That address belongs in the X (Twitter) field',
      mastodon: 'That address belongs in the Bluesky field',
      'others.0.url': 'That address belongs in the GitHub field',
      'others.1.label': 'Give this link a label',
    })
    expect(await storedUrls(ada.id)).toEqual([])
  })

  it('refuses more than 5 labelled links and addresses that are not http(s)', async () => {
    const ada = await signUp(t.app)
    const six = Array.from({ length: 6 }, (_, i) => ({
      label: `L${i}`,
      url: `https://l${i}.example`,
    }))
    expect((await putLinks(ada, { others: six })).statusCode).toBe(400)
    const scheme = await putLinks(ada, { website: 'javascript:alert(1)' })
    expect(scheme.statusCode).toBe(400)
    expect(await storedUrls(ada.id)).toEqual([])
  })

  it('keeps one set of links when two saves race', async () => {
    const ada = await signUp(t.app)
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => putLinks(ada, { twitter: `ada${i}`, reddit: 'ada_l' })),
    )
    expect(responses.every((r) => r.statusCode === 200)).toBe(true)
    const urls = await storedUrls(ada.id)
    expect(urls).toHaveLength(2)
    expect(urls[1]).toBe('https://reddit.com/u/ada_l')
  })
})
