import type { ErrorBody } from '@common/errors'
import { texts } from '@common/texts'
import { uiTexts } from './ui-texts'

/** An API failure as the server described it: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string>

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}

/** The message to show for any thrown value, or the fallback when there is none worth showing. */
export function errorMessage(error: unknown, fallback: string = texts.somethingWentWrong) {
  if (error instanceof ApiError && error.message) return error.message
  return fallback
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

// Checked by hand rather than with errorBodySchema: zod stays out of the first download.
function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as Partial<ErrorBody> | null)?.error
  return typeof error?.code === 'string' && typeof error.message === 'string'
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  if (isErrorBody(body)) {
    const { code, message, fields } = body.error
    return new ApiError(response.status, code, message, fields ?? {})
  }
  // Some auth responses carry `{ code, message }` at the top level.
  const loose = body as { code?: unknown; message?: unknown } | null
  const message = typeof loose?.message === 'string' ? loose.message : response.statusText
  const code = typeof loose?.code === 'string' ? loose.code : `http_${response.status}`
  return new ApiError(response.status, code, message)
}

/**
 * Calls the JSON API on this origin with the session cookie; throws ApiError on failure. A body
 * goes as JSON, a FormData body as multipart (uploads); without one the request has no body.
 */
async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const isForm = body instanceof FormData
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      // The browser writes a multipart body's content type itself (with its boundary).
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, 'network', uiTexts.unreachable)
  }
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** The one way the web calls the API: `api.get(path, signal)`, `api.post(path, body)`... */
export const api = {
  get: <T = unknown>(path: string, signal?: AbortSignal) =>
    request<T>('GET', path, undefined, signal),
  post: <T = unknown>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T = unknown>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T = unknown>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T = unknown>(path: string, body?: unknown) => request<T>('DELETE', path, body),
}

/** A list's path for the page after `cursor` (the first page has none). */
export function withCursor(path: string, cursor: string | null | undefined) {
  if (!cursor) return path
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`
}
