import fastJson from 'fast-json-stringify'
import type { FastifyRouteSchemaDef } from 'fastify/types/schema'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type JsonSchema = Record<string, unknown>

/**
 * `anyOf: [X, { type: 'null' }]` (how zod writes `.nullable()` of an object or of a union) as X
 * with `nullable: true`: fast-json-stringify compiles that to a null check, where an `anyOf`
 * would validate every value against each branch with ajv at run time.
 */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable)
  if (schema === null || typeof schema !== 'object') return schema
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) out[key] = simplifyNullable(value)
  const branches = out.anyOf
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => (b as JsonSchema).type === 'null')
    const other = branches[1 - nullAt] as JsonSchema | undefined
    if (nullAt !== -1 && other && other.anyOf === undefined) {
      const { anyOf: _, ...rest } = out
      const type = other.type
      // Scalars take the type list fast-json-stringify also compiles; objects `nullable`.
      return typeof type === 'string' && type !== 'object' && type !== 'array'
        ? { ...rest, ...other, type: [type, 'null'] }
        : { ...rest, ...other, nullable: true }
    }
  }
  return out
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema (exported for tests). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema
  delete json.$schema
  return simplifyNullable(json) as JsonSchema
}

/**
 * Route option `serializerCompiler` for hot read routes: the 200 answer is written by a function
 * fast-json-stringify compiles once from the route's zod schema (only the schema's keys, in its
 * order: the same bytes as zod's encode + JSON.stringify, without building a parsed copy of every
 * item first). Other statuses keep zod's serializer. Decision record 021.
 */
export function compiledSerializerCompiler<T>(route: FastifyRouteSchemaDef<T>) {
  if (String(route.httpStatus) !== '200') {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0])
  }
  const json = responseJsonSchema(route.schema as z.ZodType)
  const stringify = fastJson(json as unknown as Parameters<typeof fastJson>[0])
  return (data: unknown) => stringify(data)
}
