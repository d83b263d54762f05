import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { keysetCondition, keysetPlaceholders } from './pagination'

const dialect = new PgDialect()
const render = (condition: ReturnType<typeof keysetCondition>) =>
  condition ? dialect.sqlToQuery(condition) : undefined
const at = sql`t.created_at`
const id = sql`t.id`

describe('keysetCondition', () => {
  it('drops out on the first page', () => {
    expect(keysetCondition(at, id, null)).toBeUndefined()
  })

  it('binds a cursor as values, newest first unless told otherwise', () => {
    const cursor = { at: '2024-01-02T03:04:05.123456Z', id: 'a1' }
    expect(render(keysetCondition(at, id, cursor))).toMatchObject({
      sql: '(t.created_at, t.id) < ($1::timestamptz, $2::uuid)',
      params: [cursor.at, cursor.id],
    })
    expect(
      render(keysetCondition(at, id, cursor, { direction: 'after', idType: 'text' })),
    ).toMatchObject({
      sql: '(t.created_at, t.id) > ($1::timestamptz, $2)',
      params: [cursor.at, cursor.id],
    })
  })

  it('leaves the cursor to execution time in a prepared statement', () => {
    const query = render(keysetCondition(at, id, keysetPlaceholders))!
    expect(query.sql).toBe('(t.created_at, t.id) < ($1::timestamptz, $2::uuid)')
    expect(query.params.map((param) => (param as { name: string }).name)).toEqual([
      'afterAt',
      'afterId',
    ])
  })
})
