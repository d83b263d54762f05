/** A positive integer setting from the environment (e.g. LIVE_CLIENTS), or its default. */
export function positiveIntFromEnv(name: string, fallback: number, env = process.env): number {
  const value = Number(env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}
