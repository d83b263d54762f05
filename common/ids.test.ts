import { describe, expect, it } from 'vitest'
import { normaliseUuid, userIdSchema, uuidSchema } from './ids'

const id = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'

describe('uuidSchema', () => {
  it('accepts any case and gives the lower-case spelling', () => {
    expect(uuidSchema.parse(id.toUpperCase())).toBe(id)
    expect(uuidSchema.parse(id)).toBe(id)
  })

  it('refuses what is not a uuid with a readable message', () => {
    for (const bad of ['', 'not-a-uuid', `${id}0`, `${id}\u0000`, ` ${id}`]) {
      const result = uuidSchema.safeParse(bad)
      expect(result.success, bad).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Invalid id')
    }
  })
})

describe('userIdSchema', () => {
  it('keeps the case of better-auth ids, which matters', () => {
    expect(userIdSchema.parse('AbC123xyz')).toBe('AbC123xyz')
    expect(userIdSchema.parse('seed_000001')).toBe('seed_000001')
  })

  it('refuses spaces, slashes, NUL and overlong ids', () => {
    for (const bad of ['', 'a b', 'a/b', 'a\u0000', 'x'.repeat(65)]) {
      expect(userIdSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})

describe('normaliseUuid', () => {
  it('lower-cases a uuid and rejects anything else', () => {
    expect(normaliseUuid(id.toUpperCase())).toBe(id)
    expect(normaliseUuid('seed_000001')).toBeNull()
  })
})
