import { errorBodySchema } from '@common/errors'
import { texts } from '@common/texts'
import type { SwaggerTransformObject } from '@fastify/swagger'
import type { OpenAPIV3 } from 'openapi-types'
import { z } from 'zod'
import { errorBody } from '../lib/errors'
import { authPaths } from './openapi-auth-paths'
import {
  errorExampleOverrides,
  errorExamples,
  forbiddenExamples,
  mutationForbiddenExamples,
  requestBodyExamples,
  uploadBodies,
} from './openapi-examples'

// Routes declare their own schemas; what every route shares (the error shape, the statuses the
// plugins add, examples) is filled in here once, so /api/docs documents each endpoint fully.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
const MUTATIONS = new Set(['put', 'post', 'delete', 'patch'])
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' }

const statusDescriptions: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Invalid input: `error.fields` names each invalid field',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Rate limited: wait for the Retry-After seconds',
  500: 'Unexpected error',
  503: 'The database is unavailable; retry after a few seconds',
}

/** Answers that are not JSON, so a zod response schema cannot describe them. */
const textResponses: Record<string, OpenAPIV3.ResponseObject['content']> = {
  'GET /api/events': {
    'text/event-stream': {
      schema: {
        type: 'string',
        description:
          'Server-Sent Events; each `data:` line is one JSON live event (`LiveStreamMessage` in common/live-events.ts)',
      },
      example:
        'retry: 3000\nid: 41\ndata: {"type":"live.ready"}\n\nid: 42\ndata: {"type":"post.created","postId":"…","authorId":"…","createdAt":"2026-01-05T10:00:00.000000Z","followed":true,"at":1760000000000}\n\nid: 43\ndata: {"type":"notifications.unread","unreadCount":3,"at":1760000000400}\n\n',
    },
  },
  'GET /{username}/feed.xml': {
    'application/atom+xml': {
      schema: { type: 'string', description: 'An Atom 1.0 feed (RFC 4287)' },
      example:
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>Ada Lovelace (@ada) on Makerfolio</title>\n  …\n</feed>',
    },
  },
  // An email's unsubscribe link (decision 031): a small HTML page, for people and mail providers.
  'GET /email/unsubscribe': {
    'text/html': {
      schema: {
        type: 'string',
        description: 'A page asking to confirm, with an Unsubscribe button',
      },
      example: '<!doctype html>…<h1>Stop sending me the weekly digest?</h1><form method="post">…',
    },
  },
  'POST /email/unsubscribe': {
    'text/html': {
      schema: { type: 'string', description: 'A page saying what stopped (RFC 8058: any 2xx)' },
      example: '<!doctype html>…<h1>You will no longer receive the weekly digest.</h1>…',
    },
  },
  // Generated share cards and the project badge (decision 035).
  ...Object.fromEntries(
    [
      'GET /og/project/{id}/{file}',
      'GET /og/launch/{id}/{file}',
      'GET /og/post/{id}/{file}',
      'GET /og/profile/{username}/{file}',
    ].map((key) => [
      key,
      {
        'image/png': {
          schema: {
            type: 'string',
            format: 'binary',
            description: 'A 1200 x 630 PNG; an older {version}.png answers 302 to the current one',
          },
        },
      },
    ]),
  ),
  'GET /project/{id}/badge.svg': {
    'image/svg+xml': {
      schema: { type: 'string', description: 'An "on Makerfolio" badge with the live count' },
      example: '<svg xmlns="http://www.w3.org/2000/svg" width="190" height="28" role="img">…</svg>',
    },
  },
}

/** Statuses a route answers without declaring them in its schema. */
const undeclaredErrors: Record<string, number[]> = { 'GET /{username}/feed.xml': [404] }

type Operation = OpenAPIV3.OperationObject
type Parameter = OpenAPIV3.ParameterObject

/** A 400 example naming the first input of the operation, as the error handler does. */
function validationExample(operation: Operation) {
  const content = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content
  const body = content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined
  const field = body?.required?.[0]
  if (field) return errorBody('validation', texts.required, { [field]: texts.required })
  const parameter = operation.parameters?.[0] as Parameter | undefined
  const format = (parameter?.schema as OpenAPIV3.SchemaObject | undefined)?.format
  const message = format === 'uuid' ? 'Invalid UUID' : 'Invalid input'
  return errorBody('validation', message, { [parameter?.name ?? 'body']: message })
}

function examplesFor(
  key: string,
  status: number,
  operation: Operation,
  isDeclared: boolean,
  method: string,
) {
  const override = errorExampleOverrides[key]?.[status]
  if (override) return override
  if (status === 400)
    return { invalid: { summary: 'Invalid input', value: validationExample(operation) } }
  if (status === 403) {
    if (!isDeclared) return { untrustedOrigin: mutationForbiddenExamples.untrustedOrigin }
    if (!MUTATIONS.has(method)) return forbiddenExamples
    return { ...forbiddenExamples, ...mutationForbiddenExamples }
  }
  return errorExamples[status]
}

function completeOperation(path: string, method: string, operation: Operation) {
  const key = `${method.toUpperCase()} ${path}`
  const isApi = path.startsWith('/api/') && path !== '/api/health'
  const upload = uploadBodies[key]
  if (upload) operation.requestBody = { required: true, content: upload }
  const jsonBody = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.[
    'application/json'
  ]
  if (jsonBody && key in requestBodyExamples) jsonBody.example = requestBodyExamples[key]

  const responses = operation.responses
  const textContent = textResponses[key]
  const success = responses[200] as OpenAPIV3.ResponseObject | undefined
  if (textContent && success) success.content = textContent

  const declared = new Set(Object.keys(responses))
  const added = new Set<number>(undeclaredErrors[key] ?? [])
  if (isApi) added.add(429)
  if (isApi && MUTATIONS.has(method)) added.add(403)
  if (operation.parameters?.length || operation.requestBody) added.add(400)
  for (const status of added) responses[status] ??= { description: '' }

  for (const [status, response] of Object.entries(responses) as [
    string,
    OpenAPIV3.ResponseObject,
  ][]) {
    const code = Number(status)
    const isError = code >= 400 && !(path === '/api/health' && code === 503)
    if (isError) {
      const examples = examplesFor(key, code, operation, declared.has(status), method)
      const media = response.content?.['application/json'] ?? { schema: ERROR_REF }
      response.content = { 'application/json': { ...media, ...(examples ? { examples } : {}) } }
    }
    if (!response.description || response.description === 'Default Response') {
      response.description = statusDescriptions[status] ?? status
    }
  }
  // Swagger UI then offers the session cookie for the operations that need one.
  if (responses[401]) operation.security = [{ session: [] }]
}

/** `transformObject` of @fastify/swagger: runs once on the generated document. */
export const completeOpenapi: SwaggerTransformObject = (generated) => {
  if (!('openapiObject' in generated)) return generated.swaggerObject
  const document = generated.openapiObject as OpenAPIV3.Document
  document.paths = { ...structuredClone(authPaths), ...document.paths }
  document.components ??= {}
  document.components.schemas = {
    ...document.components.schemas,
    ErrorBody: z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject,
  }
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method]
      if (operation) completeOperation(path, method, operation)
    }
  }
  return document
}
