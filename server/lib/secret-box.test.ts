import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { keyIdOf, SecretBox, SecretUnreadable } from './secret-box'

const key = randomBytes(32)
const box = new SecretBox(key)
const place = 'revenue_connections:project-1:stripe'
const secret = 'rk_test_51Abcdefghijklmnopqrstuvwxyz'

/** `sealed` with the byte at `index` of part `part` flipped. */
function flipped(sealed: string, part: number, index = 0): string {
  const parts = sealed.split('.')
  const bytes = Buffer.from(parts[part]!, 'base64url')
  bytes[index]! ^= 0x01
  parts[part] = bytes.toString('base64url')
  return parts.join('.')
}

describe('SecretBox', () => {
  it('opens what it sealed; each seal has its own nonce and never shows the secret', () => {
    const sealed = box.seal(secret, place)
    expect(box.open(sealed, place)).toBe(secret)
    expect(sealed).toMatch(/^v1\.[\w-]{12}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/)
    expect(sealed.split('.')[1]).toBe(keyIdOf(key))
    expect(sealed).not.toContain('rk_test')
    expect(box.seal(secret, place)).not.toBe(sealed)
    expect(box.open(box.seal('', place), place)).toBe('')
  })

  it('detects any change to the nonce, the ciphertext or the tag', () => {
    const sealed = box.seal(secret, place)
    for (const [part, index] of [
      [2, 0],
      [3, 0],
      [3, 20],
      [4, 15],
    ] as const) {
      expect(() => box.open(flipped(sealed, part, index), place)).toThrow(SecretUnreadable)
    }
    const parts = sealed.split('.')
    expect(() => box.open(parts.slice(0, 4).join('.'), place)).toThrow(SecretUnreadable)
    expect(() => box.open(`v2.${parts.slice(1).join('.')}`, place)).toThrow(SecretUnreadable)
    expect(() => box.open(`${sealed}.x`, place)).toThrow(SecretUnreadable)
    expect(() => box.open('rk_test_plain', place)).toThrow(SecretUnreadable)
  })

  it('does not open a secret moved to another row or owner', () => {
    const sealed = box.seal(secret, place)
    expect(() => box.open(sealed, 'revenue_connections:project-2:stripe')).toThrow(
      /sealed for another place/,
    )
    expect(() => box.open(sealed, 'revenue_connections:project-1:polar')).toThrow(SecretUnreadable)
  })

  it('does not open with a wrong key, nor when the header names another key it has', () => {
    const sealed = box.seal(secret, place)
    const other = new SecretBox(randomBytes(32))
    expect(() => other.open(sealed, place)).toThrow(/lacks/)
    // A box holding both keys: pointing the header at the other key fails the tag.
    const otherKey = randomBytes(32)
    const both = new SecretBox(key, [otherKey])
    const parts = sealed.split('.')
    parts[1] = keyIdOf(otherKey)
    expect(() => both.open(parts.join('.'), place)).toThrow(SecretUnreadable)
  })

  it('opens with a previous key and re-seals under the current one (rotation)', () => {
    const old = randomBytes(32)
    const sealedOld = new SecretBox(old).seal(secret, place)
    const rotated = new SecretBox(key, [old])
    expect(rotated.open(sealedOld, place)).toBe(secret)
    expect(rotated.isStale(sealedOld)).toBe(true)
    const resealed = rotated.reseal(sealedOld, place)
    expect(rotated.isStale(resealed)).toBe(false)
    expect(rotated.reseal(resealed, place)).toBe(resealed)
    expect(box.open(resealed, place)).toBe(secret)
    expect(() => new SecretBox(old).open(resealed, place)).toThrow(SecretUnreadable)
  })

  it('never puts the secret or the key in its errors', () => {
    try {
      box.open(flipped(box.seal(secret, place), 3), place)
      expect.unreachable()
    } catch (error) {
      const text = `${(error as Error).message} ${(error as Error).stack}`
      expect(text).not.toContain(secret)
      expect(text).not.toContain(key.toString('base64'))
    }
  })

  it('refuses keys that are not 32 bytes', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(RangeError)
  })
})
