import type pg from 'pg'

let counter = 0

/** A bound value written into SQL: the statements under test bind text, numbers and nulls. */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number') return String(value)
  return client.escapeLiteral(String(value))
}

/**
 * The plan PostgreSQL makes for a statement with these values, in a transaction rolled back after,
 * with `settings` set locally first (e.g. `enable_seqscan = off`: small test tables are cheaper to
 * scan). `generic`: the plan it keeps for any values, as the app's generic-plan connections run it
 * (decision 041), prepared and explained under `plan_cache_mode = force_generic_plan`. `EXPLAIN
 * (GENERIC_PLAN)` would be shorter but needs PostgreSQL 16, and the suite also runs against 15.
 */
export async function explainPlan(
  pool: pg.Pool,
  text: string,
  values: readonly unknown[],
  { generic = false, settings = [] }: { generic?: boolean; settings?: readonly string[] } = {},
): Promise<string> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    for (const setting of settings) await client.query(`set local ${setting}`)
    const result = generic
      ? await explainGeneric(client, text, values)
      : await client.query(`explain ${text}`, [...values])
    return result.rows.map((row) => row['QUERY PLAN']).join('\n')
  } finally {
    await client.query('rollback')
    client.release()
  }
}

async function explainGeneric(client: pg.PoolClient, text: string, values: readonly unknown[]) {
  counter += 1
  const name = `generic_plan_check_${counter}`
  await client.query('set local plan_cache_mode = force_generic_plan')
  await client.query(`prepare ${name} as ${text}`)
  const args = values.map((value) => literal(client, value)).join(', ')
  const result = await client.query(
    `explain execute ${name}${values.length > 0 ? `(${args})` : ''}`,
  )
  // A prepared statement outlives the transaction.
  await client.query(`deallocate ${name}`)
  return result
}
