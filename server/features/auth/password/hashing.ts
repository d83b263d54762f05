import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { Semaphore } from '../../../lib/semaphore'

/**
 * Password hashes in better-auth 1.7's format (`@better-auth/utils/password`), so stored hashes
 * keep verifying: scrypt N=16384, r=16, p=1, a 64-byte key, the password NFKC-normalised, a salt
 * of 16 random bytes written as 32 hex characters and used as that text (its bytes, not the
 * decoded ones), stored as `salt:key` in lower-case hex.
 */
const N = 16384
const r = 16
const KEY_BYTES = 64
const options = { N, r, p: 1, maxmem: 128 * N * r * 2 }

/**
 * node's scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise),
 * which also runs the database driver's SCRAM handshake (WebCrypto), DNS lookups and file reads.
 * With every thread hashing, opening a database connection queued behind a burst of sign-ins
 * until the pool's 5 s wait ran out; so hashing keeps one thread free, and never runs more at
 * once than there are cores (more would not be faster).
 */
const hashingSlots = (threadPoolSize: number) =>
  new Semaphore(Math.max(1, Math.min(availableParallelism(), threadPoolSize - 1)))

let slots = hashingSlots(4)

/**
 * Sizes the limit to the pool's threads (`config.threadPoolSize`, from UV_THREADPOOL_SIZE), once
 * at start: the pool is the process's, so the limit is too.
 */
export function limitPasswordHashing(threadPoolSize: number) {
  slots = hashingSlots(threadPoolSize)
}

async function deriveKey(password: string, salt: string): Promise<Buffer> {
  const release = await slots.acquire()
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    )
  } finally {
    release()
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex')
  const key = await deriveKey(password, salt)
  return `${salt}:${key.toString('hex')}`
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string
  password: string
}): Promise<boolean> {
  const [salt, key] = hash.split(':')
  if (!salt || !key) throw new Error('Invalid password hash')
  const expected = Buffer.from(key, 'hex')
  const actual = await deriveKey(password, salt)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
