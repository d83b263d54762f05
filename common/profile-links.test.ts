import { describe, expect, it } from 'vitest'
import { handleOf, type LinkKind, linkKindOf, linkUrlFor, parseHandle } from './profile-links'
import { linksFormFrom, linksFormSchema, linksFromForm } from './profiles'

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
    expect(parseHandle('twitter', 'https://instagram.com/ada')).toEqual({
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
    expect(handleOf('https://github.com/ada')).toBeNull()
  })
})

describe('the links form', () => {
  it('keeps the non-blank fields as addresses, in the kinds order', () => {
    const form = { reddit: ' u/ada_l ', twitter: '@ada', instagram: '', youtube: '  ' }
    expect(linksFormSchema.safeParse(form).success).toBe(true)
    expect(linksFromForm(form)).toEqual([
      { kind: 'twitter', url: 'https://x.com/ada' },
      { kind: 'reddit', url: 'https://reddit.com/u/ada_l' },
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
    expect(
      linksFormFrom([
        { url: 'https://youtube.com/@AdaCodes' },
        { url: 'https://reddit.com/u/ada_l' },
      ]),
    ).toEqual({
      twitter: '',
      instagram: '',
      youtube: 'AdaCodes',
      tiktok: '',
      discord: '',
      reddit: 'ada_l',
    })
  })
})
