import pino, { type DestinationStream, type Logger } from 'pino'

/** Never log secrets: cookies, tokens and passwords are replaced before a line is written. */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  // Payment-provider keys (issue 33): the connect form's field, and their sealed form.
  'body.key',
  'req.body.key',
  '*.sealedKey',
]

/**
 * The server's logger: secrets redacted by path, errors without the data of failed queries, and
 * request lines without query values.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: redactedPaths, serializers: { err: serializeError, req: serializeRequest } },
    destination,
  )
}

/**
 * Fastify's request line, with every query value replaced: links carry tokens (email
 * confirmation, password reset, unsubscribe) and searches carry what members typed. The
 * parameter names stay, enough to tell requests apart.
 */
export function serializeRequest(request: {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}): unknown {
  // The fields of Fastify's own request serializer, which this one replaces.
  return {
    method: request.method,
    url: request.url === undefined ? undefined : withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

function withoutQueryValues(url: string): string {
  const start = url.indexOf('?')
  if (start < 0) return url
  const names = url
    .slice(start + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`)
  return `${url.slice(0, start)}?${names.join('&')}`
}

const REDACTED = '[redacted]'
/** Fields that hold a query's values or PostgreSQL's echo of them ("Key (email)=(...)"). */
const DATA_FIELDS = new Set(['params', 'parameters', 'values', 'detail'])
/** Shorter values (ids, numbers, booleans) are not personal and would match stack text by chance. */
const MIN_SCRUBBED_LENGTH = 6

/**
 * pino's error serializer, minus what members typed: drizzle's DrizzleQueryError puts the query's
 * parameters (emails, post text, session tokens) in its message ("params: ...") and in `params`,
 * and PostgreSQL errors echo values in `detail`. The SQL text, codes and stack stay for debugging.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const values = queryValues(error)
  return scrub(pino.stdSerializers.err(error), values)
}

/** Every parameter of every query in the error's cause chain, as it could appear in text. */
function queryValues(error: Error): string[] {
  const values = new Set<string>()
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    for (const field of ['params', 'parameters']) {
      const params = (current as Record<string, unknown>)[field]
      if (!Array.isArray(params)) continue
      // DrizzleQueryError writes `params: ${params}`, i.e. the values joined by commas.
      if (params.length > 0) values.add(String(params))
      for (const value of params) {
        const text = typeof value === 'string' ? value : JSON.stringify(value)
        if (text && text.length >= MIN_SCRUBBED_LENGTH) values.add(text)
      }
    }
    current = (current as { cause?: unknown }).cause
  }
  // Longest first, so a joined list is replaced whole before its parts.
  return [...values].sort((a, b) => b.length - a.length)
}

function scrub(value: unknown, values: string[], depth = 0): unknown {
  if (typeof value === 'string') {
    let text = value
    for (const secret of values) text = text.replaceAll(secret, REDACTED)
    return text
  }
  if (!value || typeof value !== 'object' || depth > 4) return value
  if (Array.isArray(value)) return value.map((item) => scrub(item, values, depth + 1))
  const copy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    copy[key] = DATA_FIELDS.has(key) ? REDACTED : scrub(field, values, depth + 1)
  }
  return copy
}
