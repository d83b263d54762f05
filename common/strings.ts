import { z } from 'zod'

export const textTexts = {
  noNul: 'This text contains a NUL character, which is not allowed',
} as const

/** PostgreSQL text cannot hold U+0000: a string carrying one fails in SQL, never here. */
export const hasNoNul = (value: string) => !value.includes('\u0000')

/**
 * The string every contract uses for what a client sends (bodies, path and query params):
 * `z.string()` that refuses NUL with a message, so the field is named instead of a 500.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoNul, textTexts.noNul)
}
