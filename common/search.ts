import { z } from 'zod'
import { pageQuerySchema, pageSchema } from './pagination'
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

/**
 * A post whose words match (full-text, English stemming: "pricing" finds "price"). `highlights`
 * are the matched words as [start, end) offsets into `content` (UTF-16, as JavaScript indexes
 * strings): the client wraps them in <mark> elements, never HTML from the server.
 */
export const searchPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  createdAt: z.string(),
  author: authorSchema,
  /**
   * The viewer's muted word the post holds when they chose to collapse such posts in search
   * rather than hide them: shown behind "Hidden: muted word", as in feeds (issue 31).
   */
  mutedWord: z.string().optional(),
})
export type SearchPost = z.infer<typeof searchPostSchema>

export const searchSections = ['people', 'projects', 'posts'] as const
export type SearchSection = (typeof searchSections)[number]

/**
 * At most 5 of each (people: name or username prefix first; projects: name prefix, then name,
 * then the most relevant tagline, category or description; posts: most relevant, then newest);
 * `more` says whether a section's "See all" list holds more.
 */
export const searchResultsSchema = z.object({
  people: z.array(searchPersonSchema),
  projects: z.array(searchProjectSchema),
  posts: z.array(searchPostSchema),
  more: z.object({ people: z.boolean(), projects: z.boolean(), posts: z.boolean() }),
})
export type SearchResults = z.infer<typeof searchResultsSchema>

/** GET /api/search/{people,projects,posts}?q=&cursor=&limit=: one section's "See all" list. */
export const searchPageQuerySchema = searchQuerySchema.extend(pageQuerySchema.shape)
export const searchPeoplePageSchema = pageSchema(searchPersonSchema)
export const searchProjectsPageSchema = pageSchema(searchProjectSchema)
export const searchPostsPageSchema = pageSchema(searchPostSchema)

/** The tag a term names when it is `#word` (offered first as the tag page), else null. */
export function tagOfTerm(term: string): string | null {
  const match = term.trim().match(/^#(\w{1,50})$/)
  return match?.[1] ? match[1].toLowerCase() : null
}
