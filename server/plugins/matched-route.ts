import type { FastifyRequest } from 'fastify'

/**
 * True when the router matched this request to an /api route. Guards decide on the matched
 * route, never on `request.url`: the router decodes percent-escapes (`/%61pi/posts` is
 * `/api/posts`), so a test of the raw string can be sidestepped. Unmatched requests (404) have
 * no route.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false
}
