import { randomBytes } from 'node:crypto'
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import { type Ctx, type Parsed, refuse, variable } from './variable'

/**
 * The key-encryption keys of secrets kept at rest (makers' payment-provider keys, issue 33):
 * `server/lib/secret-box.ts` seals with the current key and opens with it or a previous one, so
 * a rotation can run while the server serves.
 */
export type SecretsSettings = {
  /** 32 bytes: SECRETS_KEY, or generated once into `$DATA_DIR/secrets.key`. */
  secretsKey: Buffer
  /** SECRETS_PREVIOUS_KEYS: keys still accepted for opening until a rotation re-seals all. */
  previousSecretsKeys: Buffer[]
}

const KEY_BYTES = 32
const KEY_FILE = 'secrets.key'

function decodeKey(name: string, text: string, ctx: Ctx): Buffer {
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text.trim())) {
    return refuse(
      ctx,
      `${name} must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 ${KEY_BYTES})`,
    )
  }
  return key
}

export const secretsVariables = {
  SECRETS_KEY: variable((value, ctx) =>
    value?.trim() ? decodeKey('SECRETS_KEY', value, ctx) : undefined,
  ),
  SECRETS_PREVIOUS_KEYS: variable((value, ctx) =>
    (value ?? '')
      .split(',')
      .filter((part) => part.trim())
      .map((part) => decodeKey('SECRETS_PREVIOUS_KEYS', part, ctx)),
  ),
}

/** SECRETS_KEY stays unset here when not given: `loadConfig` reads or makes one in DATA_DIR. */
export function secretsSettings(vars: Parsed<typeof secretsVariables>) {
  return { secretsKey: vars.SECRETS_KEY, previousSecretsKeys: vars.SECRETS_PREVIOUS_KEYS }
}

/**
 * The key kept in `$DATA_DIR/secrets.key` (base64, mode 0600), made on first start. The file is
 * written whole under a name of its own, then hard-linked into place: the link fails if another
 * node got there first, and that node's complete file is read instead, so nodes starting at once
 * on one DATA_DIR agree on one key and nobody reads a half-written file.
 */
export function readOrCreateSecretsKey(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE)
  const existing = readKeyFile(file)
  if (existing) return existing
  mkdirSync(dataDir, { recursive: true })
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`
  const fd = openSync(draft, 'wx', 0o600)
  try {
    writeSync(fd, `${randomBytes(KEY_BYTES).toString('base64')}\n`)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(draft)
  }
  const key = readKeyFile(file)
  if (!key) throw new Error(`${file} vanished while it was being created`)
  return key
}

/** The key in `file`, or undefined when there is none; refuses a file others may read. */
function readKeyFile(file: string): Buffer | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  if ((statSync(file).mode & 0o077) !== 0) {
    throw new Error(`${file} must be readable by its owner only: chmod 600 ${file}`)
  }
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length !== KEY_BYTES) {
    throw new Error(`${file} must hold ${KEY_BYTES} bytes in base64`)
  }
  return key
}
