import { z } from 'zod'

/** Every API error body: `{ error: { code, message } }`. */
export const errorCodes = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'banned',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media',
  'rate_limited',
  'unavailable',
  'internal',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
