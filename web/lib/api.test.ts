import { texts } from '@common/texts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, errorMessage, isApiError, withCursor } from './api'

/** The next fetch answers with `response` (or fails as a lost connection does). */
function answer(response: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response
    return response
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('api', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetch = answer(json(200, { ok: true }))
    await expect(api.post('/api/posts', { content: 'hi' })).resolves.toEqual({ ok: true })
    expect(fetch).toHaveBeenCalledWith(
      '/api/posts',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"content":"hi"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    )
  })

  it('sends no body (and no content type) when the call gives none', async () => {
    const fetch = answer(json(200, { liked: true }))
    await api.put('/api/posts/1/like')
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.method).toBe('PUT')
    expect(init?.body).toBeUndefined()
    expect(init?.headers).not.toHaveProperty('content-type')
  })

  it('leaves the content type of a form to the browser (multipart with its boundary)', async () => {
    const fetch = answer(json(201, {}))
    const form = new FormData()
    await api.post('/api/posts', form)
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.body).toBe(form)
    expect(init?.headers).not.toHaveProperty('content-type')
  })

  it('returns nothing for 204 and for an empty body', async () => {
    answer(new Response(null, { status: 204 }))
    await expect(api.delete('/api/posts/1')).resolves.toBeUndefined()
    answer(new Response('', { status: 200 }))
    await expect(api.get('/api/x')).resolves.toBeUndefined()
  })

  it("throws the server's error shape as an ApiError with its fields", async () => {
    answer(
      json(400, {
        error: { code: 'validation', message: 'Check the form', fields: { name: 'Too long' } },
      }),
    )
    const error = await api.get('/api/projects').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Check the form',
      fields: { name: 'Too long' },
    })
  })

  it("reads better-auth's top-level { code, message }, and falls back to the status", async () => {
    answer(json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }))
    await expect(api.get('/api/auth/sign-in/email')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    })
    answer(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(api.get('/api/posts')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Bad Gateway',
    })
  })

  it('turns a lost connection into a network ApiError, but rethrows an abort', async () => {
    answer(new TypeError('fetch failed'))
    await expect(api.get('/api/posts')).rejects.toMatchObject({ status: 0, code: 'network' })

    const controller = new AbortController()
    controller.abort()
    const abort = new DOMException('aborted', 'AbortError')
    answer(abort)
    await expect(api.get('/api/posts', controller.signal)).rejects.toBe(abort)
  })
})

describe('error helpers', () => {
  it('match an ApiError, optionally by status', () => {
    const error = new ApiError(404, 'not_found', 'Post not found')
    expect(isApiError(error)).toBe(true)
    expect(isApiError(error, 404)).toBe(true)
    expect(isApiError(error, 401)).toBe(false)
    expect(isApiError(new Error('x'))).toBe(false)
  })

  it("show the server's message, else the fallback", () => {
    expect(errorMessage(new ApiError(409, 'conflict', 'Name taken'))).toBe('Name taken')
    expect(errorMessage(new Error('internal detail'))).toBe(texts.somethingWentWrong)
    expect(errorMessage(new ApiError(500, 'x', ''), 'Could not save')).toBe('Could not save')
  })
})

describe('withCursor', () => {
  it('adds the cursor as the first or a further query parameter, and nothing on page one', () => {
    expect(withCursor('/api/posts', null)).toBe('/api/posts')
    expect(withCursor('/api/posts', 'a+b/c=')).toBe('/api/posts?cursor=a%2Bb%2Fc%3D')
    expect(withCursor('/api/posts?feed=following', 'x')).toBe('/api/posts?feed=following&cursor=x')
  })
})
