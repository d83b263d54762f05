/**
 * A Stripe on loopback for tests (issue 33): Stripe's own client (`stripe`, pointed at
 * `host: '127.0.0.1', port, protocol: 'http'`) talks to it as to Stripe. Each request is found in
 * Stripe's OpenAPI document (tests/support/stripe-openapi.ts) and checked the way stripe-mock
 * checks it: an unknown path or method answers 404, an unknown or invalid parameter 400, with
 * Stripe's error body. Keys are registered per test: an unknown key answers 401; a restricted key
 * holds per-resource permissions (`read` or `write`) and a request outside them answers 403.
 * Lists and retrieves answer from the objects a test sets, shaped like the document (every
 * answer is checked against the operation's response schema: an object the document would not
 * allow answers 500 and is recorded in `problems`), with Stripe's list envelope, pagination
 * (`limit`, `starting_after`, `ending_before`), `created` ranges, `status` and `expand`.
 * Writes are not served (501): the app only reads from a maker's Stripe.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  coerce,
  decodeForm,
  FormError,
  findOperation,
  resolve,
  type Schema,
} from './stripe-openapi'

/** A Stripe object as the API answers it: `id` (singletons such as `balance` have none). */
export type StripeObject = { object: string; id?: string; created?: number } & Record<
  string,
  unknown
>

/** Restricted-key permissions by resource, the first path segment (`subscriptions`, `balance`). */
export type Permissions = Record<string, 'read' | 'write'>

type StripeError = {
  status: number
  type: 'invalid_request_error' | 'api_error'
  message: string
  param?: string
  code?: string
}

export type StripeLoopback = {
  port: number
  /** A key the loopback accepts: full access, or only the given permissions (restricted). */
  addKey(key: string, permissions?: Permissions): void
  /** The key is forgotten, as when its owner deletes it in Stripe: 401 from then on. */
  removeKey(key: string): void
  /** Replaces every object the loopback answers from. */
  setObjects(objects: StripeObject[]): void
  /** Every request, in order: operation, key and the decoded parameters. */
  requests: { method: string; path: string; operationId?: string; params: unknown }[]
  /** Answers that did not match the document (a test should expect none). */
  problems: string[]
  close(): Promise<void>
}

const LIST_CONTROLS = new Set(['expand', 'limit', 'starting_after', 'ending_before'])

export async function startStripeLoopback(): Promise<StripeLoopback> {
  const keys = new Map<string, Permissions | 'all'>()
  let objects: StripeObject[] = []
  const state: StripeLoopback = {
    port: 0,
    addKey: (key, permissions) => void keys.set(key, permissions ?? 'all'),
    removeKey: (key) => void keys.delete(key),
    setObjects: (list) => {
      objects = structuredClone(list)
    },
    requests: [],
    problems: [],
    close: () => new Promise((done) => server.close(() => done())),
  }

  function answer(request: IncomingMessage, body: string): { status: number; body: unknown } {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const method = request.method ?? 'GET'
    const found = findOperation(method, url.pathname)
    const logged = { method, path: url.pathname, operationId: found?.operation.operationId }
    const params = method === 'GET' || method === 'DELETE' ? url.searchParams : body
    let decoded: ReturnType<typeof decodeForm>
    try {
      decoded = decodeForm(new URLSearchParams(params))
    } catch (error) {
      if (!(error instanceof FormError)) throw error
      return fail({
        status: 400,
        type: 'invalid_request_error',
        message: `Invalid ${error.message}`,
      })
    }
    state.requests.push({ ...logged, params: decoded })
    const denied = authorise(request, url.pathname, method)
    if (denied) return fail(denied)
    if (!found) {
      return fail({
        status: 404,
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}).`,
      })
    }
    const checked = checkParams(found, decoded, method)
    if ('status' in checked) return fail(checked)
    if (method !== 'GET') {
      return fail({ status: 501, type: 'api_error', message: 'The loopback Stripe only reads.' })
    }
    const schema = found.operation.responses['200']?.content?.['application/json']?.schema
    if (!schema) throw new Error(`${found.template} has no JSON answer in the document`)
    const result = read(found.template, found.pathParams, checked.params, resolve(schema))
    if ('status' in result) return fail(result)
    const valid = coerce(result.body, schema, found.operation.operationId)
    if ('error' in valid) {
      state.problems.push(valid.error)
      return fail({ status: 500, type: 'api_error', message: `Fixture: ${valid.error}` })
    }
    return { status: 200, body: result.body }
  }

  function authorise(request: IncomingMessage, path: string, method: string) {
    const header = request.headers.authorization ?? ''
    const [scheme, credentials = ''] = header.split(' ')
    const key =
      scheme === 'Bearer'
        ? credentials
        : scheme === 'Basic'
          ? Buffer.from(credentials, 'base64').toString().replace(/:$/, '')
          : ''
    if (!key) {
      return error401('You did not provide an API key.')
    }
    const permissions = keys.get(key)
    if (!permissions) return error401(`Invalid API Key provided: ${redact(key)}`)
    if (permissions === 'all') return undefined
    const resource = path.split('/')[2] ?? ''
    const needed = method === 'GET' ? 'read' : 'write'
    const held = permissions[resource]
    if (held === 'write' || held === needed) return undefined
    // As Stripe answers (stripe/stripe-node#2246): 403, type invalid_request_error, the
    // client's StripePermissionError.
    return {
      status: 403,
      type: 'invalid_request_error' as const,
      message: `The provided key '${redact(key)}' does not have the required permissions for this endpoint on account 'acct_loopback'. Having the 'rak_${resource}_${needed}' permission would allow this request to continue.`,
    }
  }

  function read(
    template: string,
    pathParams: Record<string, string>,
    params: Record<string, unknown>,
    schema: Schema,
  ): { body: unknown } | StripeError {
    const expand = (params.expand as string[] | undefined) ?? []
    const itemRef = schema.properties?.data?.items?.$ref
    if (schema.properties?.object?.enum?.includes('list') && itemRef) {
      const kind = itemRef.replace('#/components/schemas/', '')
      const listed = list(
        objects.filter((o) => o.object === kind),
        kind,
        params,
      )
      if ('status' in listed) return listed
      const data = listed.data.map((o) => expandPaths(o, expand, 'data.'))
      return {
        body: { object: 'list', data, has_more: listed.hasMore, url: template },
      }
    }
    const kind = (schema as { 'x-resourceId'?: string })['x-resourceId'] ?? ''
    const id = Object.values(pathParams)[0]
    const object = objects.find((o) => o.object === kind && (id === undefined || o.id === id))
    if (!object) {
      return {
        status: 404,
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: id === undefined ? undefined : 'id',
        message: `No such ${kind}: '${id ?? ''}'`,
      }
    }
    return { body: expandPaths(object, expand, '') }
  }

  function list(all: StripeObject[], kind: string, params: Record<string, unknown>) {
    const limit = (params.limit as number | undefined) ?? 10
    // The parameter's description sets the range; its schema says only "integer".
    if (limit < 1 || limit > 100) {
      return invalid('limit', `This value must be between 1 and 100 (it currently is ${limit}).`)
    }
    let rows = [...all].sort((a, b) => (b.created ?? 0) - (a.created ?? 0))
    for (const [name, value] of Object.entries(params)) {
      if (LIST_CONTROLS.has(name)) continue
      if (name === 'status' && kind === 'subscription') continue
      const matches = filterBy(name, value)
      if (!matches) {
        return { status: 501, type: 'api_error' as const, message: `No filter by ${name} here.` }
      }
      rows = rows.filter(matches)
    }
    if (kind === 'subscription') rows = rows.filter(subscriptionStatus(params.status))
    const after = params.starting_after as string | undefined
    const before = params.ending_before as string | undefined
    const cursor = after ?? before
    if (cursor !== undefined) {
      const at = rows.findIndex((o) => o.id === cursor)
      if (at < 0) {
        return invalid(after ? 'starting_after' : 'ending_before', `No such ${kind}: '${cursor}'`)
      }
      rows = after ? rows.slice(at + 1) : rows.slice(0, at)
    }
    const page = before ? rows.slice(-limit) : rows.slice(0, limit)
    return { data: page, hasMore: rows.length > limit }
  }

  function fail(error: StripeError) {
    const { status, ...rest } = error
    return { status, body: { error: rest } }
  }

  function expandPaths(object: StripeObject, paths: string[], prefix: string): StripeObject {
    let out = structuredClone(object)
    for (const path of paths) {
      if (!path.startsWith(prefix)) continue
      out = expandAt(out, path.slice(prefix.length).split('.')) as StripeObject
    }
    return out
  }

  function expandAt(value: unknown, segments: string[]): unknown {
    if (Array.isArray(value)) return value.map((item) => expandAt(item, segments))
    if (typeof value === 'string') {
      const found = objects.find((o) => o.id === value)
      return found ? expandAt(structuredClone(found), segments) : value
    }
    const [head, ...rest] = segments
    if (head === undefined || typeof value !== 'object' || value === null) return value
    const record = value as Record<string, unknown>
    if (!(head in record)) return value
    const child = record[head]
    const expanded =
      rest.length === 0 && Array.isArray(child)
        ? child.map((item) => expandAt(item, []))
        : expandAt(child, rest)
    return { ...record, [head]: expanded }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let result: { status: number; body: unknown }
      try {
        result = answer(request, Buffer.concat(chunks).toString())
      } catch (error) {
        state.problems.push(String(error))
        result = fail({ status: 500, type: 'api_error', message: String(error) })
      }
      response.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(7).toString('hex')}`,
      })
      response.end(JSON.stringify(result.body))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  state.port = (server.address() as AddressInfo).port
  return state
}

/** The query and path parameters (GET) or the form (others), checked against the document. */
function checkParams(
  found: NonNullable<ReturnType<typeof findOperation>>,
  decoded: Record<string, unknown>,
  method: string,
): { params: Record<string, unknown> } | StripeError {
  const declared = found.operation.parameters ?? []
  for (const parameter of declared.filter((p) => p.in === 'path')) {
    const result = coerce(found.pathParams[parameter.name], parameter.schema, parameter.name)
    if ('error' in result) return invalid(parameter.name, result.error)
  }
  if (method !== 'GET' && method !== 'DELETE') {
    const schema = found.operation.requestBody?.content['application/x-www-form-urlencoded']?.schema
    const result = coerce(decoded, schema ?? { type: 'object' }, '')
    if ('error' in result) return invalid(result.at, result.error)
    return { params: result.value as Record<string, unknown> }
  }
  const params: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(decoded)) {
    const parameter = declared.find((p) => p.in === 'query' && p.name === name)
    if (!parameter) return invalid(name, `Received unknown parameter: ${name}`)
    const result = coerce(value, parameter.schema, name)
    if ('error' in result) return invalid(name, result.error)
    params[name] = result.value
  }
  for (const parameter of declared.filter((p) => p.in === 'query' && p.required)) {
    if (!(parameter.name in params)) {
      return invalid(parameter.name, `Missing required param: ${parameter.name}.`)
    }
  }
  return { params }
}

function filterBy(name: string, value: unknown): ((o: StripeObject) => boolean) | undefined {
  const idOf = (field: unknown) =>
    typeof field === 'object' && field !== null ? (field as { id?: unknown }).id : field
  if (typeof value === 'number') return (o) => o[name] === value
  if (typeof value === 'string') return (o) => idOf(o[name]) === value
  if (typeof value !== 'object' || value === null) return undefined
  const { gt, gte, lt, lte } = value as Record<string, number | undefined>
  return (o) => {
    const at = o[name]
    if (typeof at !== 'number') return false
    return (
      (gt === undefined || at > gt) &&
      (gte === undefined || at >= gte) &&
      (lt === undefined || at < lt) &&
      (lte === undefined || at <= lte)
    )
  }
}

/** Stripe's rule: no status lists all but canceled ones; `ended` is canceled and expired. */
function subscriptionStatus(status: unknown) {
  return (o: StripeObject) => {
    if (status === 'all') return true
    if (status === 'ended') return o.status === 'canceled' || o.status === 'incomplete_expired'
    if (status === undefined) return o.status !== 'canceled' && o.status !== 'incomplete_expired'
    return o.status === status
  }
}

function invalid(param: string, message: string): StripeError {
  return { status: 400, type: 'invalid_request_error', param, message }
}

function error401(message: string): StripeError {
  return { status: 401, type: 'invalid_request_error', message }
}

/** Stripe shows a key's prefix and its last six characters only. */
const redact = (key: string) =>
  `${key.slice(0, key.indexOf('_', 3) + 1)}${'*'.repeat(Math.max(key.length - 14, 4))}${key.slice(-6)}`
