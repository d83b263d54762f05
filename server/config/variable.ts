import { z } from 'zod'

/** The environment as the loader reads it. */
export type Env = Record<string, string | undefined>

/** Where a section records why a value is refused. */
export type Ctx = z.RefinementCtx

/** Records why a variable is refused; the message names it. */
export function refuse(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

/** An environment variable, read by `read` (which refuses a bad value through `ctx`). */
export const variable = <T>(read: (value: string | undefined, ctx: Ctx) => T) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => read(value, ctx))

/** Unset and empty alike: the value, or undefined. */
export const optionalText = variable((value) => value || undefined)

/** What a section's variables parse to, for its settings function. */
export type Parsed<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>

/** An http(s) address without its trailing slash. */
export function urlVariable(name: string, value: string, ctx: Ctx): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    return refuse(ctx, `${name} must be an http(s) address, got ${value}`)
  }
  return value.replace(/\/+$/, '')
}
