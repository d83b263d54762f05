/**
 * The multipart parser (busboy) reports a body it cannot read with plain Errors and no code:
 * a missing, empty or over-long boundary, or data that ends before the closing boundary.
 * These are the client's mistake (400), told apart from our own failures by their wording.
 */
const PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /unexpected end of multipart data$/i,
  /^The needle cannot (be an empty|have a length bigger)/,
]

export const malformedMultipartMessage =
  'The form data is malformed or incomplete. Please try again.'

export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || 'code' in error) return false
  return PARSER_MESSAGES.some((pattern) => pattern.test(error.message))
}
