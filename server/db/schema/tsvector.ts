import { customType } from 'drizzle-orm/pg-core'

/** PostgreSQL's tsvector, for the full-text search columns (decision 033); never read as a value. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

/** PostgreSQL's tsquery: a muted word's lexemes, kept beside it (issue 31); never read as a value. */
export const tsquery = customType<{ data: string }>({
  dataType: () => 'tsquery',
})
