import { vi } from 'vitest'

/** What a stubbed endpoint answers: a JSON body, or a Response of its own (an error). */
type Reply = object | string | number | boolean | null
export type StubRequest = { method: string; url: URL; body: unknown }
type Route = Reply | ((request: StubRequest) => Reply | Promise<Reply>)

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const apiError = (status: number, message: string) =>
  json(status, { error: { code: `http_${status}`, message } })

/** `GET /api/posts/:id` as a pattern over the path (the query string is not matched). */
function pattern(key: string) {
  const [method, path = ''] = key.split(' ')
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')
  return { method, path: new RegExp(`^${source}$`) }
}

/**
 * Stands in for the server behind `fetch` (web/lib/api.ts), keyed `METHOD /path`: a value is
 * answered as JSON with 200, a function gets the request. Anything else answers 404, so a call
 * the test did not expect shows up as a failure rather than a hang. Returns the requests made.
 */
export function stubApi(routes: Record<string, Route>) {
  const table = Object.entries(routes).map(([key, route]) => ({ ...pattern(key), route }))
  const requests: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init.method ?? 'GET'
    requests.push(`${method} ${url.pathname}${url.search}`)
    const match = table.find((entry) => entry.method === method && entry.path.test(url.pathname))
    if (!match) return apiError(404, `No stub for ${method} ${url.pathname}`)
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    const reply =
      typeof match.route === 'function'
        ? await match.route({ method, url, body })
        : structuredClone(match.route)
    return reply instanceof Response ? reply : json(200, reply)
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, requests }
}

/** A promise the test settles itself, to hold an answer while it looks at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle
    reject = fail
  })
  return { promise, resolve, reject }
}
