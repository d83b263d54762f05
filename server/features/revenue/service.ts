import type { RevenueConnectInput, RevenueProviderId, RevenueState } from '@common/revenue'
import { manualSyncMinutes } from '@common/revenue'
import { revenueTexts } from '@common/revenue-texts'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { StoredRevenueNumbers } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Mailer } from '../../lib/mail'
import { SecretBox, SecretUnreadable } from '../../lib/secret-box'
import type { Viewer } from '../../plugins/session'
import { type NeutralSubscription, revenueByCurrency, subscriptionMrr } from './mrr'
import { presentConnection } from './present'
import { type RevenueProvider, RevenueReadError } from './providers/revenue-provider'
import { stripeProvider } from './providers/stripe'
import {
  type ConnectionRow,
  deleteConnectionRow,
  findConnectionRow,
  findOwnerContact,
  findProjectOwner,
  listSealedKeys,
  recordSync,
  recordSyncFailure,
  replaceSealedKey,
  reserveManualSync,
  secondsUntilManualSync,
  upsertConnectionRow,
} from './queries'

/**
 * Verified revenue (issue 33, decision 047): the owner connects a payment provider with a
 * restricted key, kept sealed; syncs read the numbers with it. The key is opened only to call the
 * provider, and never leaves this module in an answer, a log line or an error message.
 */
export type RevenueDeps = {
  db: Db
  box: SecretBox
  providers: Record<RevenueProviderId, RevenueProvider>
  /** For the needs-attention email. */
  mailer: Mailer
  publicUrl: string
  /** Why a sync failed, for the operators (our messages only, never the key). */
  log?: FastifyBaseLogger
}

/** The feature's dependencies from the config: the sealing box and each provider's client. */
export function revenueDepsFrom(options: {
  config: Pick<Config, 'secretsKey' | 'previousSecretsKeys' | 'stripeApi' | 'publicUrl'>
  db: Db
  mailer: Mailer
  log?: FastifyBaseLogger
}): RevenueDeps {
  const { config } = options
  return {
    db: options.db,
    box: new SecretBox(config.secretsKey, config.previousSecretsKeys),
    providers: { stripe: stripeProvider(config.stripeApi ?? undefined) },
    mailer: options.mailer,
    publicUrl: config.publicUrl,
    ...(options.log ? { log: options.log } : {}),
  }
}

/** Where a key lives: its associated data, so a sealed key copied to another row does not open. */
export const sealedKeyPlace = (projectId: string, provider: string) =>
  `revenue_connections:${projectId}:${provider}`

async function assertOwner(db: Db, projectId: string, viewer: Viewer) {
  const project = await findProjectOwner(db, projectId)
  if (!project) throw new AppError('not_found', revenueTexts.notConnected)
  if (project.ownerId !== viewer.id) throw new AppError('forbidden', revenueTexts.ownerOnly)
}

function providerOf(deps: RevenueDeps, id: string): RevenueProvider {
  const provider = deps.providers[id as RevenueProviderId]
  if (!provider) throw new Error(`no revenue provider ${id}`)
  return provider
}

async function stateOf(deps: RevenueDeps, projectId: string): Promise<RevenueState> {
  const row = await findConnectionRow(deps.db, projectId)
  return {
    connection: row ? presentConnection(row, manualSyncMinutes) : null,
    providers: Object.values(deps.providers).map((provider) => ({
      id: provider.id,
      permissions: provider.permissions.map((permission) => permission.label),
    })),
  }
}

/** GET: the owner's view of the connection (never the key) and what the form asks to grant. */
export async function getRevenueState(deps: RevenueDeps, viewer: Viewer, projectId: string) {
  await assertOwner(deps.db, projectId, viewer)
  return stateOf(deps, projectId)
}

/**
 * PUT: checks the key with the provider (its shape, then one read per permission), seals and
 * stores it, then runs the first sync. A refused key answers 400 with the provider's reason
 * (which permissions are missing, or why a secret key is not taken).
 */
export async function connectRevenue(
  deps: RevenueDeps,
  viewer: Viewer,
  projectId: string,
  input: RevenueConnectInput,
): Promise<RevenueState> {
  await assertOwner(deps.db, projectId, viewer)
  const provider = providerOf(deps, input.provider)
  const check = await provider.checkKey(input.key)
  if (!check.ok) {
    const code = check.reason === 'unreachable' ? 'unavailable' : 'validation'
    throw new AppError(code, check.message, { key: check.message })
  }
  await upsertConnectionRow(deps.db, {
    projectId,
    provider: input.provider,
    sealedKey: deps.box.seal(input.key, sealedKeyPlace(projectId, input.provider)),
    keyLast4: input.key.slice(-4),
    createdBy: viewer.id,
  })
  await syncProject(deps, projectId)
  return stateOf(deps, projectId)
}

/** DELETE: the connection goes, and its sealed key with it. Idempotent. */
export async function disconnectRevenue(deps: RevenueDeps, viewer: Viewer, projectId: string) {
  await assertOwner(deps.db, projectId, viewer)
  await deleteConnectionRow(deps.db, projectId)
}

/**
 * POST …/sync: "Sync now", at most once per `manualSyncMinutes` per project. The slot is taken
 * in the database before the provider is called, so concurrent clicks cannot both pass.
 */
export async function syncRevenueNow(deps: RevenueDeps, viewer: Viewer, projectId: string) {
  await assertOwner(deps.db, projectId, viewer)
  if (!(await reserveManualSync(deps.db, projectId, manualSyncMinutes))) {
    if (!(await findConnectionRow(deps.db, projectId))) {
      throw new AppError('not_found', revenueTexts.notConnected)
    }
    const seconds = await secondsUntilManualSync(deps.db, projectId, manualSyncMinutes)
    throw new AppError('rate_limited', revenueTexts.syncTooSoon(seconds))
  }
  await syncProject(deps, projectId)
  return stateOf(deps, projectId)
}

export type SyncOutcome = 'synced' | 'not_connected' | 'key_refused' | 'unavailable'

/**
 * One sync: reads with the stored key, stores the numbers and adds verified points to the
 * metric history. A key the provider refuses marks the connection needs_attention and emails
 * the owner (once, when it changes); an unreachable provider leaves a message to retry.
 */
export async function syncProject(
  deps: RevenueDeps,
  projectId: string,
  now = new Date(),
): Promise<SyncOutcome> {
  const row = await findConnectionRow(deps.db, projectId)
  if (!row) return 'not_connected'
  const key = deps.box.open(row.sealedKey, sealedKeyPlace(projectId, row.provider))
  let data: Awaited<ReturnType<RevenueProvider['readRevenue']>>
  try {
    data = await providerOf(deps, row.provider).readRevenue(key, now)
  } catch (error) {
    if (!(error instanceof RevenueReadError)) throw error
    deps.log?.warn({ projectId, reason: error.message }, 'revenue sync failed')
    const refused = error.kind === 'key_refused'
    const message = refused ? revenueTexts.needsAttention : revenueTexts.syncFailed
    const turned = await deps.db.transaction((tx) =>
      recordSyncFailure(tx, row, { message, needsAttention: refused }),
    )
    if (turned) await emailOwner(deps, row)
    return error.kind
  }
  const numbers = numbersOf(
    data.subscriptions,
    revenueByCurrency(data.subscriptions, data.payments, now),
    now,
  )
  await deps.db.transaction((tx) => recordSync(tx, row, numbers, metricPoints(numbers)))
  return 'synced'
}

function numbersOf(
  subscriptions: NeutralSubscription[],
  currencies: StoredRevenueNumbers['currencies'],
  now: Date,
): StoredRevenueNumbers {
  const paying = new Set(
    subscriptions
      .filter(
        (s) => (s.status === 'active' || s.status === 'past_due') && subscriptionMrr(s, now) > 0,
      )
      .map((s) => s.customerId),
  )
  return { currencies, customers: paying.size }
}

/**
 * Stripe's zero-decimal currencies: their minor unit is the unit itself. Every other currency's
 * amounts are in hundredths (the history keeps major units, like self-reported MRR).
 */
const ZERO_DECIMAL = new Set(
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '),
)
export const majorUnits = (minor: number, currency: string) =>
  ZERO_DECIMAL.has(currency) ? minor.toFixed(2) : (minor / 100).toFixed(2)

function metricPoints(numbers: StoredRevenueNumbers) {
  return [
    ...numbers.currencies.map((revenue) => ({
      metric: 'mrr' as const,
      value: majorUnits(revenue.mrr, revenue.currency),
      currency: revenue.currency,
    })),
    { metric: 'customers' as const, value: String(numbers.customers), currency: null },
  ]
}

async function emailOwner(deps: RevenueDeps, row: ConnectionRow) {
  const owner = await findOwnerContact(deps.db, row.projectId)
  if (!owner) return
  const provider = revenueTexts.providerNames[row.provider] ?? row.provider
  await deps.mailer.send({
    to: owner.email,
    subject: revenueTexts.needsAttentionEmail.subject(owner.projectName),
    text: revenueTexts.needsAttentionEmail.body(
      owner.projectName,
      provider,
      `${deps.publicUrl}/project/${row.projectId}`,
    ),
  })
}

/**
 * The rotation (`npm run admin -- rotate-secrets`): every stored key not sealed under the
 * current key-encryption key is opened (with a previous one, SECRETS_PREVIOUS_KEYS) and sealed
 * again under the current one. A row changed meanwhile (reconnected, disconnected) is left as
 * its writer made it; a key no configured key opens is counted, never printed.
 */
export async function resealStoredKeys(db: Db, box: SecretBox) {
  const counts = { total: 0, resealed: 0, current: 0, unreadable: 0 }
  for (const row of await listSealedKeys(db)) {
    counts.total += 1
    if (!box.isStale(row.sealedKey)) {
      counts.current += 1
      continue
    }
    let sealed: string
    try {
      sealed = box.reseal(row.sealedKey, sealedKeyPlace(row.projectId, row.provider))
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error
      counts.unreadable += 1
      continue
    }
    if (await replaceSealedKey(db, row.id, row.sealedKey, sealed)) counts.resealed += 1
  }
  return counts
}
