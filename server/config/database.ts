import { type Ctx, optionalText, type Parsed, refuse, variable } from './variable'

/** PostgreSQL, and the job queue that lives in it. */
export type DatabaseSettings = {
  databaseUrl: string | undefined
  /** Multiplies the job queue's delays and timeouts (JOB_TIME_SCALE); below 1 for test suites only. */
  jobTimeScale: number
}

export const databaseVariables = {
  DATABASE_URL: optionalText,
  JOB_TIME_SCALE: variable(parseJobTimeScale),
}

export function databaseSettings(vars: Parsed<typeof databaseVariables>): DatabaseSettings {
  return { databaseUrl: vars.DATABASE_URL, jobTimeScale: vars.JOB_TIME_SCALE }
}

/** A factor from 0.001 to 1; default 1 (decision 027). */
function parseJobTimeScale(value: string | undefined, ctx: Ctx): number {
  if (value === undefined || value === '') return 1
  const scale = Number(value)
  if (!Number.isFinite(scale) || scale < 0.001 || scale > 1) {
    return refuse(ctx, 'JOB_TIME_SCALE must be a number from 0.001 to 1')
  }
  return scale
}
