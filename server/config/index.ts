import { existsSync } from 'node:fs'
import { z } from 'zod'
import { type AddressSettings, addressSettings, addressVariables } from './addresses'
import { type AuthSettings, authSettings, authVariables, readOrCreateSecret } from './auth'
import { type CacheSettings, cacheSettings, cacheVariables } from './caches'
import { type DatabaseSettings, databaseSettings, databaseVariables } from './database'
import { type EmailSettings, emailSettings, emailVariables } from './email'
import { type RateLimitSettings, rateLimitSettings, rateLimitVariables } from './rate-limits'
import { type RevenueSettings, revenueSettings, revenueVariables } from './revenue'
import {
  readOrCreateSecretsKey,
  type SecretsSettings,
  secretsSettings,
  secretsVariables,
} from './secrets'
import { type ServerSettings, serverSettings, serverVariables } from './server'
import { type SignInSettings, signInProviderVariables, signInSettings } from './sign-in-providers'
import { type StorageSettings, storageSettings, storageVariables } from './storage'
import type { Env } from './variable'

export { fastifyTrustProxy } from './server'
export type { SignInProviderSettings } from './sign-in-providers'
export type { S3Settings } from './storage'

/**
 * Everything the server reads from the environment, parsed once (README's Configuration table):
 * the only module that reads `process.env`. One file per section beside this one.
 */
export type Config = ServerSettings &
  AddressSettings &
  AuthSettings &
  DatabaseSettings &
  EmailSettings &
  StorageSettings &
  RateLimitSettings &
  CacheSettings &
  SignInSettings &
  SecretsSettings &
  RevenueSettings

/** A configuration the server refuses to start with; its message names the variable. */
export class ConfigError extends Error {}

/**
 * The whole environment in one schema, composed of the sections' variables: each variable parsed
 * on its own, then the settings that depend on several (public address, passkeys, S3, sign-in
 * providers). Other variables pass through for the OIDC_<NAME>_* families.
 */
const environmentSchema = z
  .looseObject({
    ...serverVariables,
    ...databaseVariables,
    ...addressVariables,
    ...authVariables,
    ...emailVariables,
    ...rateLimitVariables,
    ...cacheVariables,
    ...storageVariables,
    ...signInProviderVariables,
    ...secretsVariables,
    ...revenueVariables,
  })
  .transform((vars, ctx) => {
    const server = serverSettings(vars)
    const addresses = addressSettings(vars, server.port)
    return {
      ...server,
      ...databaseSettings(vars),
      ...addresses,
      ...authSettings(vars, addresses, ctx),
      ...emailSettings(vars),
      ...storageSettings(vars, ctx),
      ...rateLimitSettings(vars),
      ...cacheSettings(vars),
      ...signInSettings(vars, ctx),
      ...secretsSettings(vars),
      ...revenueSettings(vars, ctx),
    }
  })

/**
 * The configuration from `env` (the process's by default). A bad value fails here, at start, with
 * a message naming the variable; every problem found is listed, one a line.
 */
export function loadConfig(env: Env = process.env): Config {
  const parsed = environmentSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues
        .map((issue) => {
          const name = String(issue.path[0] ?? '')
          return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`
        })
        .join('\n'),
    )
  }
  const { authSecret, secretsKey, ...config } = parsed.data
  return {
    ...config,
    authSecret: authSecret || readOrCreateSecret(config.dataDir),
    secretsKey: secretsKey ?? readOrCreateSecretsKey(config.dataDir),
  }
}

/** Reads `.env` when present, without overriding variables already set. */
export function loadDotEnv(file = '.env') {
  if (existsSync(file)) process.loadEnvFile(file)
}
