import { describe, expect, it } from 'vitest'
import { normaliseName, stripInvisible } from './names'
import { normaliseUsername } from './username'

describe('normaliseName', () => {
  it.each([
    ['Alice\u200bApp', 'AliceApp'],
    ['Alice\u2060App\ufeff', 'AliceApp'],
    ['Alice\u00adApp', 'AliceApp'],
    ['Alice\u200dApp', 'AliceApp'],
    ['Alice\u034fApp\u180e', 'AliceApp'],
    ['\uff21\uff4c\uff49\uff43\uff45\u3000App', 'Alice App'],
    ['  My \u00a0\u2003 App  ', 'My App'],
    ['\ufb01nder', 'finder'],
  ])('%j -> %j', (raw, clean) => {
    expect(normaliseName(raw)).toBe(clean)
  })

  it('keeps the joiners and variation selectors that build emoji', () => {
    expect(normaliseName('Ada 👩‍💻')).toBe('Ada 👩‍💻')
    expect(normaliseName('Love ❤️')).toBe('Love ❤️')
    expect(normaliseName('Team 👩🏽‍🚀')).toBe('Team 👩🏽‍🚀')
    expect(stripInvisible('a\ufe0fb\u200d👩')).toBe('ab👩')
  })

  it('is stable: normalising twice changes nothing', () => {
    for (const raw of ['Alice\u200bApp', '\uff21pp', 'Ada 👩‍💻', ' x  y ']) {
      expect(normaliseName(normaliseName(raw))).toBe(normaliseName(raw))
    }
  })
})

describe('normaliseUsername drops what cannot be seen', () => {
  it.each([
    ['Alice\u200bApp', 'aliceapp'],
    ['\uff41\uff4c\uff49\uff43\uff45', 'alice'],
    ['ali\u2060ce \u00ad', 'alice'],
  ])('%j -> %j', (raw, clean) => {
    expect(normaliseUsername(raw)).toBe(clean)
  })
})
