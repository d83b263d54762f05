import { type Ctx, type Parsed, refuse, urlVariable, variable } from './variable'

/** Where the payment providers are reached (issue 33): their own hosts, except in tests. */
export type RevenueSettings = {
  /**
   * STRIPE_API_BASE: another Stripe API address (the loopback Stripe of the tests). Honoured only
   * with NODE_ENV=test, like every loopback address the server would otherwise refuse to call.
   */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | null
}

export const revenueVariables = {
  STRIPE_API_BASE: variable((value, ctx) =>
    value ? urlVariable('STRIPE_API_BASE', value, ctx) : undefined,
  ),
}

export function revenueSettings(
  vars: Parsed<typeof revenueVariables> & { NODE_ENV: string },
  ctx: Ctx,
): RevenueSettings {
  if (!vars.STRIPE_API_BASE) return { stripeApi: null }
  if (vars.NODE_ENV !== 'test') {
    return refuse(
      ctx,
      'STRIPE_API_BASE is for tests only (NODE_ENV=test): the server talks to api.stripe.com',
    )
  }
  const url = new URL(vars.STRIPE_API_BASE)
  const protocol = url.protocol === 'https:' ? 'https' : 'http'
  return {
    stripeApi: {
      host: url.hostname,
      port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
      protocol,
    },
  }
}
