import { z } from 'zod'
import { authorSchema } from './posts'
import { searchTexts } from './search-texts'
import { text } from './strings'
import { limits } from './texts'

export const SEARCH_TERM_MAX = limits.searchTermMax

export { searchTexts } from './search-texts'

/** Whether the box holds enough to search (the client waits for it; the server enforces it). */
export function isSearchable(term: string): boolean {
  return term.trim().length >= limits.searchMin
}

/** GET /api/search?q= */
export const searchQuerySchema = z.object({
  q: text()
    .trim()
    .min(limits.searchMin, searchTexts.tooShort)
    .max(SEARCH_TERM_MAX, searchTexts.tooLong),
})

/** A person row links to `/<username>`. */
export const searchPersonSchema = authorSchema
export type SearchPerson = z.infer<typeof searchPersonSchema>

/** A project row links to `/project/<id>`. */
export const searchProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  logoUrl: z.string().nullable(),
  category: z.string().nullable(),
})
export type SearchProject = z.infer<typeof searchProjectSchema>

/** At most 5 of each, matches at the start of a name or username first. */
export const searchResultsSchema = z.object({
  people: z.array(searchPersonSchema),
  projects: z.array(searchProjectSchema),
})
export type SearchResults = z.infer<typeof searchResultsSchema>
