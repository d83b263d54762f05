import { describe, expect, it } from 'vitest'
import { paths } from './paths'
import { supportMailto } from './support'

describe('link builders', () => {
  it('encode what a member typed, so a tag or name cannot leave its path segment', () => {
    expect(paths.tag('c#')).toBe('/tag/c%23')
    expect(paths.tag('a/b?x')).toBe('/tag/a%2Fb%3Fx')
    expect(paths.profile('ada')).toBe('/ada')
    expect(paths.followers('ada')).toBe('/ada/followers')
    expect(paths.projectEdit('p 1')).toBe('/project/p%201/edit')
  })

  it('fill the support mail subject, encoded', () => {
    expect(supportMailto('Banned & confused?')).toBe(
      'mailto:support@makerfolio.app?subject=Banned%20%26%20confused%3F',
    )
  })
})
