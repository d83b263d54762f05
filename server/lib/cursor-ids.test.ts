import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './pagination'

const id = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'
const at = '2024-05-01T10:00:00.000000Z'

describe('cursor ids', () => {
  it('come back in the stored lower-case spelling, like every id that arrives', () => {
    expect(decodeCursor(encodeCursor({ at, id: id.toUpperCase() }))).toEqual({ at, id })
  })

  it('keep a non-uuid key as it is where the list is not keyed by uuid', () => {
    const key = 'profile:AbC123'
    expect(decodeCursor(encodeCursor({ at, id: key }), { idIsUuid: false })).toEqual({
      at,
      id: key,
    })
  })

  it('refuse an id that is not a uuid where one is expected', () => {
    expect(() => decodeCursor(encodeCursor({ at, id: 'AbC123' }))).toThrow('Invalid cursor')
  })
})
