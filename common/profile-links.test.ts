import { describe, expect, it } from 'vitest'
import { parseMastodon, parseWebAddress } from './profile-link-urls'
import { handleOf, type LinkKind, linkKindOf, linkUrlFor, parseHandle } from './profile-links'
import { linksFormFrom, linksFormSchema, linksFromForm, presentLink } from './profiles'

const ok = (handle: string | null) => ({ ok: true, handle })

describe('parseHandle', () => {
  it('trims, and treats a blank field as no link', () => {
    expect(parseHandle('twitter', '  ada  ')).toEqual(ok('ada'))
    expect(parseHandle('instagram', '   ')).toEqual(ok(null))
    expect(parseHandle('discord', '')).toEqual(ok(null))
  })

  it.each<[LinkKind, string, string]>([
    ['twitter', '@ada_l', 'ada_l'],
    ['instagram', '@ada.lovelace', 'ada.lovelace'],
    ['youtube', '@AdaCodes', 'AdaCodes'],
    ['youtube', 'ada-codes', 'ada-codes'],
    ['tiktok', '@ada.makes', 'ada.makes'],
    ['discord', '123456789012345678', '123456789012345678'],
    ['reddit', 'u/ada_l', 'ada_l'],
    ['reddit', '/u/ada-l', 'ada-l'],
    ['reddit', 'ada_l', 'ada_l'],
  ])('reads a typed %s handle %j', (kind, typed, handle) => {
    expect(parseHandle(kind, typed)).toEqual(ok(handle))
  })

  it.each<[LinkKind, string, string]>([
    ['twitter', 'https://x.com/ada_l', 'ada_l'],
    ['twitter', 'https://twitter.com/ada_l/status/123?s=20', 'ada_l'],
    ['twitter', 'x.com/ada_l', 'ada_l'],
    ['instagram', 'https://www.instagram.com/ada.lovelace/', 'ada.lovelace'],
    ['youtube', 'https://m.youtube.com/@AdaCodes/videos', 'AdaCodes'],
    ['tiktok', 'https://www.tiktok.com/@ada.makes?lang=en', 'ada.makes'],
    ['discord', 'https://discord.com/users/123456789012345678', '123456789012345678'],
    ['reddit', 'https://old.reddit.com/user/ada_l/', 'ada_l'],
    ['reddit', 'reddit.com/u/ada_l', 'ada_l'],
  ])('reduces a pasted %s address %j to its handle', (kind, pasted, handle) => {
    expect(parseHandle(kind, pasted)).toEqual(ok(handle))
  })

  it.each<[LinkKind, string, string]>([
    ['twitter', 'ada lovelace', 'X (Twitter) handles cannot contain spaces'],
    ['twitter', 'ada-lovelace', 'X usernames have 1 to 15 letters, numbers or underscores'],
    ['twitter', 'a'.repeat(16), 'X usernames have 1 to 15 letters, numbers or underscores'],
    [
      'instagram',
      'ada!',
      'Instagram usernames have up to 30 letters, numbers, periods or underscores',
    ],
    [
      'youtube',
      'ab',
      'YouTube handles have 3 to 30 letters, numbers, periods, hyphens or underscores',
    ],
    [
      'tiktok',
      'ada<script>',
      'TikTok handles have 2 to 24 letters, numbers, periods or underscores',
    ],
    ['discord', 'ada#1234', 'A Discord user ID is a number of 17 to 20 digits'],
    ['reddit', 'ab', 'Reddit usernames have 3 to 20 letters, numbers, hyphens or underscores'],
  ])('refuses the %s handle %j', (kind, typed, message) => {
    expect(parseHandle(kind, typed)).toEqual({ ok: false, message })
  })

  it('refuses addresses of another site, other schemes and addresses without a handle', () => {
    expect(parseHandle('twitter', 'https://example.com/ada')).toEqual({
      ok: false,
      message: 'Expected an address on x.com or twitter.com',
    })
    expect(parseHandle('instagram', 'javascript://instagram.com/%0aalert(1)')).toEqual({
      ok: false,
      message: 'Only http and https addresses are allowed',
    })
    expect(parseHandle('youtube', 'https://youtube.com/channel/UC123')).toEqual({
      ok: false,
      message: 'Enter your YouTube @handle',
    })
    expect(parseHandle('reddit', 'https://reddit.com/r/startups')).toMatchObject({ ok: false })
  })
})

describe('stored addresses', () => {
  it.each<[LinkKind, string, string, string]>([
    ['twitter', 'ada_l', 'https://x.com/ada_l', '@ada_l'],
    ['instagram', 'ada.l', 'https://instagram.com/ada.l', '@ada.l'],
    ['youtube', 'AdaCodes', 'https://youtube.com/@AdaCodes', '@AdaCodes'],
    ['tiktok', 'ada.makes', 'https://tiktok.com/@ada.makes', '@ada.makes'],
    [
      'discord',
      '123456789012345678',
      'https://discord.com/users/123456789012345678',
      '123456789012345678',
    ],
    ['reddit', 'ada_l', 'https://reddit.com/u/ada_l', 'u/ada_l'],
  ])('%s: base address plus handle, recognised by its prefix', (kind, handle, url, shown) => {
    expect(linkUrlFor(kind, handle)).toBe(url)
    expect(linkKindOf(url)).toBe(kind)
    expect(handleOf(url)).toBe(shown)
  })

  it('knows no kind for other addresses', () => {
    expect(linkKindOf('https://example.com/ada')).toBeNull()
    expect(linkKindOf('ada')).toBeNull()
    expect(handleOf('https://gitlab.com/ada')).toBeNull()
  })
})

describe('the links form', () => {
  it('keeps the non-blank fields as addresses, in the kinds order', () => {
    const form = { reddit: ' u/ada_l ', twitter: '@ada', instagram: '', youtube: '  ' }
    expect(linksFormSchema.safeParse(form).success).toBe(true)
    expect(linksFromForm(form)).toEqual([
      { label: 'twitter', url: 'https://x.com/ada' },
      { label: 'reddit', url: 'https://reddit.com/u/ada_l' },
    ])
  })

  it('puts each refusal on its own field', () => {
    const result = linksFormSchema.safeParse({ twitter: 'a b', discord: 'nope' })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(Object.keys(byField).sort()).toEqual(['discord', 'twitter'])
  })

  it('restores edit values from the saved links', () => {
    const saved = [
      { label: 'youtube', url: 'https://youtube.com/@AdaCodes' },
      { label: 'reddit', url: 'https://reddit.com/u/ada_l' },
      { label: 'mastodon', url: 'https://mastodon.social/@ada' },
      { label: 'website', url: 'https://ada.dev/' },
      { label: 'other:Blog', url: 'https://blog.example/' },
    ].flatMap((row) => presentLink(row) ?? [])
    expect(linksFormFrom(saved)).toEqual({
      twitter: '',
      instagram: '',
      youtube: 'AdaCodes',
      tiktok: '',
      discord: '',
      reddit: 'ada_l',
      github: '',
      linkedin: '',
      bluesky: '',
      mastodon: '@ada@mastodon.social',
      website: 'https://ada.dev/',
      others: [{ label: 'Blog', url: 'https://blog.example/' }],
    })
  })
})

describe('kinds makers use (issue 17 §6)', () => {
  it.each<[LinkKind, string, string]>([
    ['github', 'https://github.com/ada-l/repo', 'ada-l'],
    ['linkedin', 'https://www.linkedin.com/in/ada-lovelace/', 'ada-lovelace'],
    ['linkedin', 'in/ada-lovelace', 'ada-lovelace'],
    ['bluesky', 'https://bsky.app/profile/ada.dev', 'ada.dev'],
    ['bluesky', '@ada.bsky.social', 'ada.bsky.social'],
  ])('reads %s %j', (kind, typed, handle) => {
    expect(parseHandle(kind, typed)).toEqual(ok(handle))
  })

  it("refuses another kind's address, naming its field", () => {
    expect(parseHandle('twitter', 'https://github.com/ada')).toEqual({
      ok: false,
      message: 'That address belongs in the GitHub field',
    })
    expect(parseHandle('github', 'x.com/ada')).toEqual({
      ok: false,
      message: 'That address belongs in the X (Twitter) field',
    })
    expect(parseWebAddress('https://www.linkedin.com/in/ada')).toEqual({
      ok: false,
      message: 'That address belongs in the LinkedIn field',
    })
    expect(parseMastodon('https://bsky.app/profile/ada.dev')).toMatchObject({ ok: false })
  })

  it('reads Mastodon handles and addresses, and websites', () => {
    expect(parseMastodon('@ada@Mastodon.Social')).toEqual({
      ok: true,
      url: 'https://mastodon.social/@ada',
    })
    expect(parseMastodon('https://hachyderm.io/@ada')).toEqual({
      ok: true,
      url: 'https://hachyderm.io/@ada',
    })
    expect(parseMastodon('ada')).toMatchObject({ ok: false })
    expect(parseWebAddress(' ada.dev ')).toEqual({ ok: true, url: 'https://ada.dev/' })
    expect(parseWebAddress('javascript:alert(1)')).toMatchObject({ ok: false })
    expect(parseWebAddress('not a site')).toMatchObject({ ok: false })
  })

  it('never shows a stored row it cannot read', () => {
    expect(presentLink({ label: 'website', url: 'javascript:alert(1)' })).toBeNull()
    expect(presentLink({ label: 'mastodon', url: 'https://mastodon.social/ada' })).toBeNull()
    expect(presentLink({ label: 'something', url: 'https://example.com' })).toBeNull()
  })
})
