/** A project lists at most this many technologies, each at most this long. */
export const TECH_STACK_MAX = 20
export const TECH_ITEM_MAX = 30

/** 'React, Node; Postgres' -> ['React', 'Node', 'Postgres']: split on , and ;, trimmed, no empties. */
export function splitTechStack(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}

/** Trimmed, without empties, the first spelling kept when items differ only in case. */
export function dedupeTechStack(items: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of items) {
    const item = raw.trim()
    const key = item.toLowerCase()
    if (!item || seen.has(key)) continue
    seen.add(key)
    result.push(item)
  }
  return result
}

/**
 * What the tech stack input does on Enter or 'Add': appends the typed items to the list,
 * ignoring duplicates (any case) and anything past the maximum count.
 */
export function addTechStackItems(list: readonly string[], text: string): string[] {
  return dedupeTechStack([...list, ...splitTechStack(text)]).slice(0, TECH_STACK_MAX)
}
