import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Secrets at rest (issue 33: makers' payment-provider keys): AES-256-GCM under a key-encryption
 * key from the config (SECRETS_KEY, or `$DATA_DIR/secrets.key`).
 *
 * A sealed secret is one text, `v1.<key id>.<nonce>.<ciphertext>.<tag>` (base64url parts):
 * - a fresh random 12-byte nonce per seal (random nonces are safe far beyond the number of keys
 *   one instance will ever hold under one key);
 * - the key id is a fingerprint of the key that sealed it, so the server opens a secret with the
 *   current or a previous key (SECRETS_PREVIOUS_KEYS) and a rotation finds what to re-seal;
 * - the caller binds each secret to where it lives (`boundTo`, e.g. the table, the project and
 *   the provider): it is authenticated with the version and key id as associated data, so a
 *   secret copied onto another project's row, or a header rewritten, does not open.
 * Any failure to open (tampered, wrong place, unknown key) is one `SecretUnreadable`, whose
 * message never holds the secret or the key.
 */

const VERSION = 'v1'
const NONCE_BYTES = 12
const TAG_BYTES = 16

/** A short public name for a key: the first 12 base64url characters of a hash of it. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256')
    .update('makerfolio secret-box key id\0')
    .update(key)
    .digest('base64url')
    .slice(0, 12)
}

export class SecretUnreadable extends Error {
  constructor(reason: string) {
    super(`The stored secret cannot be opened: ${reason}`)
  }
}

const associatedData = (keyId: string, boundTo: string) =>
  Buffer.from(`makerfolio secret ${VERSION}\0${keyId}\0${boundTo}`, 'utf8')

export class SecretBox {
  private readonly currentId: string
  private readonly keys = new Map<string, Buffer>()

  constructor(current: Buffer, previous: Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== 32) throw new RangeError('a secret-box key is 32 bytes')
      this.keys.set(keyIdOf(key), key)
    }
    this.currentId = keyIdOf(current)
  }

  /** `plaintext` sealed under the current key, bound to `boundTo`. */
  seal(plaintext: string, boundTo: string): string {
    const key = this.keys.get(this.currentId)!
    const nonce = randomBytes(NONCE_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES })
    cipher.setAAD(associatedData(this.currentId, boundTo))
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return [VERSION, this.currentId, nonce, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.')
  }

  /** The secret `sealed` holds, if it was sealed for `boundTo` under a key this box has. */
  open(sealed: string, boundTo: string): string {
    const [version, keyId = '', nonce, ciphertext, tag, ...rest] = sealed.split('.')
    if (version !== VERSION || nonce === undefined || tag === undefined || rest.length > 0) {
      throw new SecretUnreadable('not a sealed secret')
    }
    const key = this.keys.get(keyId)
    if (!key) throw new SecretUnreadable(`sealed under a key this server lacks (${keyId})`)
    const tagBytes = Buffer.from(tag, 'base64url')
    const nonceBytes = Buffer.from(nonce, 'base64url')
    if (tagBytes.length !== TAG_BYTES || nonceBytes.length !== NONCE_BYTES) {
      throw new SecretUnreadable('not a sealed secret')
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, nonceBytes, {
        authTagLength: TAG_BYTES,
      })
      decipher.setAAD(associatedData(keyId, boundTo))
      decipher.setAuthTag(tagBytes)
      const text = Buffer.concat([
        decipher.update(Buffer.from(ciphertext ?? '', 'base64url')),
        decipher.final(),
      ])
      return text.toString('utf8')
    } catch {
      throw new SecretUnreadable('altered, or sealed for another place')
    }
  }

  /** Whether `sealed` was sealed under another key than the current one (a rotation's to-do). */
  isStale(sealed: string): boolean {
    return sealed.split('.')[1] !== this.currentId
  }

  /** `sealed` opened and sealed again under the current key (for the rotation command). */
  reseal(sealed: string, boundTo: string): string {
    return this.isStale(sealed) ? this.seal(this.open(sealed, boundTo), boundTo) : sealed
  }
}
