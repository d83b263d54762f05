import { describe, expect, it } from 'vitest'
import { readSignUpIntent, safeNextPath, signUpPath } from './sign-up-intent'

describe('the sign-up intent', () => {
  it('follows only same-origin relative paths', () => {
    expect(safeNextPath('/post/1?x=1#c')).toBe('/post/1?x=1#c')
    expect(safeNextPath('/ada')).toBe('/ada')
    for (const unsafe of [
      null,
      '',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'post/1',
      '/signup?next=/x',
      '/login',
    ]) {
      expect(safeNextPath(unsafe), String(unsafe)).toBeNull()
    }
  })

  it('reads back what it wrote, and drops a malformed intent', () => {
    const postId = '0b5c3a2e-1f3d-4c5b-9a8e-7d6c5b4a3f2e'
    const link = signUpPath('/post/x', { action: 'like', postId })
    const search = new URLSearchParams(link.split('?')[1])
    expect(readSignUpIntent(search)).toEqual({
      next: '/post/x',
      intent: { action: 'like', postId },
    })
    expect(signUpPath('https://evil.example', { action: 'follow', username: 'ada' })).toBe(
      '/signup?intent=follow%3Aada',
    )
    for (const intent of ['delete:1', `like:${postId}:x`, 'follow:Not A Name', 'like:1']) {
      expect(readSignUpIntent(new URLSearchParams({ intent })).intent, intent).toBeNull()
    }
  })
})
