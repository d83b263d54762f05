import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LocalDiskStorage } from './storage'

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'storage-'))
  const storage = new LocalDiskStorage(root)

  it('writes a file under its key and gives its /media URL', async () => {
    const stored = await storage.put('user1/1700000000_0.webp', Buffer.from('x'), {
      contentType: 'image/webp',
    })
    expect(stored.url).toBe('/media/user1/1700000000_0.webp')
    expect(readFileSync(path.join(root, 'user1/1700000000_0.webp'), 'utf8')).toBe('x')
  })

  it('never overwrites an existing key', async () => {
    await storage.put('user1/same.webp', Buffer.from('first'), { contentType: 'image/webp' })
    await expect(
      storage.put('user1/same.webp', Buffer.from('second'), { contentType: 'image/webp' }),
    ).rejects.toThrow()
    expect(readFileSync(path.join(root, 'user1/same.webp'), 'utf8')).toBe('first')
  })

  it.each(['../escape.webp', 'a/../../b.webp', '/abs.webp', 'a//b', 'a/b c.webp'])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(
        storage.put(key, Buffer.from('x'), { contentType: 'image/webp' }),
      ).rejects.toThrow(/Unsafe/)
    },
  )

  it('deletes a file and tolerates a missing one', async () => {
    await storage.put('user2/gone.webp', Buffer.from('x'), { contentType: 'image/webp' })
    await storage.delete('user2/gone.webp')
    await storage.delete('user2/gone.webp')
    expect(() => readFileSync(path.join(root, 'user2/gone.webp'))).toThrow()
  })

  it('deletes a folder of files, and only that folder', async () => {
    await storage.put('avatars/u3/1.webp', Buffer.from('x'), { contentType: 'image/webp' })
    await storage.put('avatars/u3/2.webp', Buffer.from('x'), { contentType: 'image/webp' })
    await storage.put('avatars/u30/1.webp', Buffer.from('x'), { contentType: 'image/webp' })
    await storage.deletePrefix('avatars/u3/')
    await storage.deletePrefix('avatars/u3/')
    expect(existsSync(path.join(root, 'avatars/u3'))).toBe(false)
    expect(existsSync(path.join(root, 'avatars/u30/1.webp'))).toBe(true)
  })

  it.each(['avatars/u3', '../', 'avatars/../', '/'])('refuses the prefix %j', async (prefix) => {
    await expect(storage.deletePrefix(prefix)).rejects.toThrow()
  })
})
