let last = 0

/**
 * `Date.now()`, but strictly increasing within this process. Storage keys follow the spec's
 * `{timestamp}` paths; two uploads by one member in the same millisecond (two tabs) must not
 * share a key, or the second would overwrite the first on S3 (local disk refuses with EEXIST).
 */
export function uniqueTimestamp(): number {
  last = Math.max(Date.now(), last + 1)
  return last
}
