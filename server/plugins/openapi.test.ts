import { randomUUID } from 'node:crypto'
import { request, useTestApp } from '@tests/support/app'
import type { OpenAPIV3 } from 'openapi-types'
import { beforeAll, describe, expect, it } from 'vitest'

const t = useTestApp()
let spec: OpenAPIV3.Document

type Operation = { key: string; path: string; method: string; operation: OpenAPIV3.OperationObject }
let operations: Operation[] = []

beforeAll(async () => {
  const response = await request(t.app, { url: '/api/openapi.json' })
  expect(response.statusCode).toBe(200)
  spec = response.json()
  operations = Object.entries(spec.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        path,
        method,
        operation: item![method]!,
      })),
  )
})

function resolve(schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject | undefined) {
  if (schema && '$ref' in schema) {
    const name = schema.$ref.replace('#/components/schemas/', '')
    return spec.components?.schemas?.[name] as OpenAPIV3.SchemaObject | undefined
  }
  return schema
}

const responsesOf = (operation: OpenAPIV3.OperationObject) =>
  Object.entries(operation.responses) as [string, OpenAPIV3.ResponseObject][]

/** Every operation listed with what it lacks; an empty list means the docs are complete. */
function lacking(check: (entry: Operation) => string | null) {
  return operations.flatMap((entry) => {
    const problem = check(entry)
    return problem ? [`${entry.key}: ${problem}`] : []
  })
}

describe('/api/docs documents every endpoint', () => {
  it('covers the API, including the sign-up and sign-in endpoints of better-auth', () => {
    const keys = operations.map((entry) => entry.key)
    expect(keys.length).toBeGreaterThan(50)
    for (const key of [
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'GET /api/me',
      'POST /api/posts',
      'PUT /api/posts/{id}/like',
    ]) {
      expect(keys).toContain(key)
    }
  })

  it('gives every operation a summary and a described success response with a schema', () => {
    const problems = lacking(({ operation }) => {
      if (!operation.summary?.trim()) return 'no summary'
      const successes = responsesOf(operation).filter(([status]) => status.startsWith('2'))
      if (!successes.length) return 'no success response'
      for (const [status, response] of successes) {
        if (!response.description || response.description === 'Default Response')
          return `${status} has no description`
        const media = Object.values(response.content ?? {})
        if (status !== '204' && !media.some((item) => item.schema)) return `${status} has no schema`
      }
      return null
    })
    expect(problems).toEqual([])
  })

  it('documents errors with the { error: { code, message } } shape and an example each', () => {
    const problems = lacking(({ path, operation }) => {
      const errors = responsesOf(operation).filter(([status]) => Number(status) >= 400)
      if (!errors.length) return 'no error responses'
      for (const [status, response] of errors) {
        if (path === '/api/health' && status === '503') continue
        const media = response.content?.['application/json']
        const error = resolve(resolve(media?.schema)?.properties?.error as OpenAPIV3.SchemaObject)
        if (!error?.required?.includes('code') || !error.required.includes('message'))
          return `${status} lacks the error shape`
        const examples = Object.values(media?.examples ?? {}) as OpenAPIV3.ExampleObject[]
        if (!examples.length) return `${status} has no example`
        for (const example of examples) {
          const body = example.value as { error?: { code?: string; message?: string } }
          if (!body.error?.code || !body.error.message) return `${status} example is not an error`
        }
        if (!response.description) return `${status} has no description`
      }
      return null
    })
    expect(problems).toEqual([])
  })

  it('documents the statuses the plugins add: 429 on the API, 403 for an untrusted Origin', () => {
    const problems = lacking(({ path, method, operation }) => {
      if (!path.startsWith('/api/') || path === '/api/health') return null
      if (!operation.responses[429]) return 'no 429'
      if (method !== 'get' && !operation.responses[403]) return 'no 403'
      return null
    })
    expect(problems).toEqual([])
  })

  it('gives every request body an example for each content type', () => {
    const problems = lacking(({ operation }) => {
      const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined
      for (const [type, media] of Object.entries(body?.content ?? {})) {
        if (!media.schema) return `${type} body has no schema`
        if (media.example === undefined && !Object.keys(media.examples ?? {}).length)
          return `${type} body has no example`
      }
      return null
    })
    expect(problems).toEqual([])
  })

  it('has JSON body examples the routes accept (no validation error)', async () => {
    const withJsonExamples = operations.filter(
      ({ operation }) =>
        (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.[
          'application/json'
        ]?.example !== undefined,
    )
    expect(withJsonExamples.length).toBeGreaterThan(15)
    const rejected: string[] = []
    for (const { key, path, method, operation } of withJsonExamples) {
      const body = operation.requestBody as OpenAPIV3.RequestBodyObject
      const url = path
        .replace('{id}', randomUUID())
        .replace('{imageId}', randomUUID())
        .replace('{username}', 'nobody_here')
        .replace('{tag}', 'launch')
      // No session: the example passes validation, then stops at sign-in (or a missing target).
      const response = await request(t.app, {
        method: method.toUpperCase() as 'POST',
        url,
        payload: body.content['application/json']!.example as object,
      })
      const error = response.statusCode >= 400 ? response.json().error : null
      const isExpiredLinkExample = error?.message === 'This reset link is invalid or has expired'
      if (response.statusCode === 400 && !isExpiredLinkExample)
        rejected.push(`${key}: ${error?.message}`)
      expect(response.statusCode, key).toBeLessThan(500)
    }
    expect(rejected).toEqual([])
  })

  it('marks the operations that need a session with the session cookie scheme', () => {
    const me = operations.find((entry) => entry.key === 'GET /api/me')!
    expect(me.operation.security).toEqual([{ session: [] }])
    expect(spec.components?.securitySchemes).toHaveProperty('session')
  })
})
