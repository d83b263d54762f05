import { customType } from 'drizzle-orm/pg-core'

/** PostgreSQL's tsvector, for the full-text search columns (decision 033); never read as a value. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})
