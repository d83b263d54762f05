import { describe, expect, it } from 'vitest'
import {
  extractEntities,
  hashtagQueryAt,
  mentionQueryAt,
  projectMentionKey,
  splitTextEntities,
} from './text-entities'

describe('splitTextEntities', () => {
  it('splits text into plain text, @mentions and #hashtags', () => {
    expect(splitTextEntities('Shipped @Ada #launch!')).toEqual([
      { kind: 'text', text: 'Shipped ' },
      { kind: 'mention', text: '@Ada', value: 'ada' },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#launch', value: 'launch' },
      { kind: 'text', text: '!' },
    ])
  })

  it('ignores email addresses and doubled sigils', () => {
    expect(
      splitTextEntities('mail me@example.com or @@x ##y').filter((s) => s.kind !== 'text'),
    ).toEqual([])
  })

  it('keeps inert HTML as plain text', () => {
    expect(splitTextEntities('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ])
  })
})

describe('extractEntities', () => {
  it('returns distinct lowercased words in order', () => {
    expect(extractEntities('@Bob and @bob love #Rust, #rust and #go; (@ada)')).toEqual({
      mentions: ['bob', 'ada'],
      hashtags: ['rust', 'go'],
    })
  })
})

describe('projectMentionKey', () => {
  it('removes whitespace and lowercases', () => {
    expect(projectMentionKey(' My Cool\tApp ')).toBe('mycoolapp')
  })
})

describe('mentionQueryAt', () => {
  it('finds the word after @ right before the cursor', () => {
    expect(mentionQueryAt('hello @ad', 9)).toEqual({ query: 'ad', start: 6 })
  })
  it('is null when the cursor is not in a mention', () => {
    expect(mentionQueryAt('hello @ad there', 15)).toBeNull()
    expect(mentionQueryAt('me@example', 10)).toBeNull()
  })
})

describe('hashtagQueryAt', () => {
  it('finds the word after # right before the cursor', () => {
    expect(hashtagQueryAt('ship it #lau', 12)).toEqual({ query: 'lau', start: 8 })
    expect(hashtagQueryAt('#build', 6)).toEqual({ query: 'build', start: 0 })
  })
  it('is null inside a word, after @, or when the cursor left the tag', () => {
    expect(hashtagQueryAt('issue#12', 8)).toBeNull()
    expect(hashtagQueryAt('@ann', 4)).toBeNull()
    expect(hashtagQueryAt('#launch day', 11)).toBeNull()
  })
})
