import { errorBodySchema } from '@common/errors'

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503

/**
 * The `response` entries of a route's schema for the error statuses it can answer: every error
 * has the one body shape (`common/errors.ts`), so routes list statuses, not schemas.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >
}
