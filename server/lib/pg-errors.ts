/**
 * Integrity violations PostgreSQL settles for the app, which answers them as the user's error
 * (a name taken a moment ago, a parent deleted a moment ago) instead of a 500. Drizzle wraps the
 * driver's error, so the SQLSTATE may sit on the error or on its `cause`.
 */
const SQLSTATE = { unique: '23505', foreignKey: '23503' } as const

type PgError = { code?: string; constraint?: string }

/** The violated constraint's name when `error` is a violation of that kind, else null. */
export function violatedConstraint(error: unknown, kind: keyof typeof SQLSTATE): string | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pgError = candidate as PgError | null | undefined
    if (pgError?.code === SQLSTATE[kind]) return pgError.constraint ?? ''
  }
  return null
}
