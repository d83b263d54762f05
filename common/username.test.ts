import { describe, expect, it } from 'vitest'
import { signUpFormSchema } from './auth'
import { normaliseUsername, usernameProblem } from './username'

describe('normaliseUsername', () => {
  it('trims, lowercases and removes all whitespace', () => {
    expect(normaliseUsername('  Ada Love\tLace \n')).toBe('adalovelace')
  })
})

describe('usernameProblem', () => {
  it('accepts letters, digits and underscores within 3 to 30 characters', () => {
    expect(usernameProblem('ada_99')).toBeNull()
  })
  it.each([
    ['', 'Invalid username'],
    ['ab', 'Username must be 3 to 30 characters'],
    ['a'.repeat(31), 'Username must be 3 to 30 characters'],
    ['ada-lovelace', 'Username may only contain letters, numbers and underscores'],
    ['adé', 'Username may only contain letters, numbers and underscores'],
    ['settings', 'This username is not available'],
    ['feed', 'This username is not available'],
  ])('rejects %j', (value, message) => {
    expect(usernameProblem(value)).toBe(message)
  })
})

describe('signUpFormSchema', () => {
  const valid = {
    username: ' New Maker ',
    email: 'a@b.co',
    password: 'secret1',
    repeatPassword: 'secret1',
  }

  it('normalises the username on the way through', () => {
    expect(signUpFormSchema.parse(valid).username).toBe('newmaker')
  })
  it("says 'Passwords do not match' on the repeat field", () => {
    const result = signUpFormSchema.safeParse({ ...valid, repeatPassword: 'other' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['repeatPassword'],
    })
  })
  it("says 'This field is required' for empty fields", () => {
    const result = signUpFormSchema.safeParse({
      username: '',
      email: '',
      password: '',
      repeatPassword: '',
    })
    const messages = result.error?.issues.map((issue) => issue.message)
    expect(messages).toContain('This field is required')
    expect(result.error?.issues.find((i) => i.path[0] === 'email')?.message).toBe(
      'This field is required',
    )
  })
  it('rejects a malformed email and a short password', () => {
    const result = signUpFormSchema.safeParse({
      ...valid,
      email: 'nope',
      password: '123',
      repeatPassword: '123',
    })
    const byField = Object.fromEntries(
      result.error?.issues.map((i) => [i.path[0], i.message]) ?? [],
    )
    expect(byField).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
  })
})
