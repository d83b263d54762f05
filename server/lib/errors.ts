import type { ErrorCode } from '@common/errors'

/** The one table from error code to HTTP status. */
export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  banned: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
}

const defaultMessages: Record<ErrorCode, string> = {
  bad_request: 'The request could not be understood',
  validation: 'Some fields are not valid',
  unauthorized: 'Not authenticated',
  forbidden: 'You are not allowed to do that',
  banned: 'This profile was removed for violating community guidelines',
  not_found: 'Not found',
  conflict: 'That conflicts with something that already exists',
  too_large: 'The request is too large',
  unsupported_media: 'Unsupported content type',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'Something went wrong',
}

/** The error services throw; only the error handler turns it into a status. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: Record<string, string> | undefined

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? defaultMessages[code])
    this.name = 'AppError'
    this.code = code
    this.fields = fields
  }

  get status(): number {
    return statusByCode[this.code]
  }
}

export function errorBody(
  code: ErrorCode | string,
  message: string,
  fields?: Record<string, string>,
) {
  return { error: fields ? { code, message, fields } : { code, message } }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
])

/** True when the database (not the request) is the problem: the answer is 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
        message,
      )
    )
      return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
