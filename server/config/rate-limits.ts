import { optionalText, type Parsed, variable } from './variable'

/** Rate limits, counted in Redis when several nodes share them. */
export type RateLimitSettings = {
  redisUrl: string | undefined
  rateLimits: boolean
}

export const rateLimitVariables = {
  REDIS_URL: optionalText,
  RATE_LIMITS: variable((value) => value !== 'off'),
}

export function rateLimitSettings(vars: Parsed<typeof rateLimitVariables>): RateLimitSettings {
  return { redisUrl: vars.REDIS_URL, rateLimits: vars.RATE_LIMITS }
}
