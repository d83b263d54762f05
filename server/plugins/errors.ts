import { textTexts } from '@common/strings'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, errorBody, isDatabaseUnavailable, statusByCode } from '../lib/errors'
import { isMalformedMultipart, malformedMultipartMessage } from '../lib/malformed-multipart'

/** Fastify's own error codes that reach users, mapped onto our error codes. */
const fastifyCodes: Record<string, { code: keyof typeof statusByCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Invalid content length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'bad_request',
    message: 'The request body is not valid JSON',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'unsupported_media',
    message: 'Expected a multipart form',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'too_large', message: 'File too large' },
  FST_FILES_LIMIT: { code: 'too_large', message: 'Too many files' },
  FST_PARTS_LIMIT: { code: 'too_large', message: 'Too many parts' },
  FST_FIELDS_LIMIT: { code: 'too_large', message: 'Too many fields' },
}

/** PostgreSQL's answer to U+0000 in text (22021) or in a jsonb string (22P05), however wrapped. */
function isNulRefusedByDatabase(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code } = current as { code?: unknown }
    if (code === '22021' || code === '22P05') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** How long a client waits before retrying a 503 (database restarting or pool busy). */
export const RETRY_AFTER_SECONDS = '5'

/** One error handler: the `{ error: { code, message } }` shape, and no 5xx detail leaks out. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS)
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        fields[field] ??= issue.message ?? 'Invalid value'
      }
      const first = Object.values(fields)[0] ?? 'Some fields are not valid'
      return reply.status(400).send(errorBody('validation', first, fields))
    }
    const fastifyError = error as FastifyError
    const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined
    if (known) {
      return reply.status(statusByCode[known.code]).send(errorBody(known.code, known.message))
    }
    if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
      return reply.status(400).send(errorBody('bad_request', 'The request body is not valid JSON'))
    }
    const status = fastifyError.statusCode ?? 500
    if (status === 429) {
      return reply.status(429).send(errorBody('rate_limited', error.message))
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'too_large' : status === 415 ? 'unsupported_media' : 'bad_request'
      return reply.status(status).send(errorBody(code, error.message))
    }
    if (isMalformedMultipart(error)) {
      return reply.status(400).send(errorBody('bad_request', malformedMultipartMessage))
    }
    if (isNulRefusedByDatabase(error)) {
      // Contracts refuse NUL with the field named (common/strings.ts); this only catches a
      // string that reached SQL some other way, so it stays a 400 and never a 500.
      return reply.status(400).send(errorBody('bad_request', textTexts.noNul))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      reply.header('retry-after', RETRY_AFTER_SECONDS)
      return reply.status(503).send(errorBody('unavailable', new AppError('unavailable').message))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(errorBody('internal', 'Something went wrong'))
  })
}

export default fp(errorsPlugin, { name: 'errors' })
