import { limits } from '@common/limits'
import type { Page } from '@common/pagination'
import type { SearchPerson, SearchPost, SearchProject, SearchResults } from '@common/search'
import type { Db } from '../../db/client'
import {
  decodeSearchCursor,
  encodeSearchCursor,
  personCursorSchema,
  postCursorSchema,
  projectCursorSchema,
} from './cursor'
import { rangesOf } from './highlight'
import { postsMatching } from './posts/queries'
import { peoplePage, projectsMatching } from './queries'
import { type SummaryPost, searchSummary } from './summary/queries'
import type { TermProfiles } from './term-profile'

type ProjectRow = Awaited<ReturnType<typeof projectsMatching>>[number]

/**
 * A page's posts with the offsets of their matched words, marked by the query that read them,
 * and the word that collapses a post for this viewer, as feeds answer it. The summary's posts
 * come as JSON, their dates as text.
 */
const toPost = (
  row: SummaryPost | Awaited<ReturnType<typeof postsMatching>>[number],
): SearchPost => ({
  id: row.id,
  content: row.content,
  highlights: rangesOf(row.marked, row.content),
  createdAt: new Date(row.createdAt).toISOString(),
  author: row.author,
  ...(row.mutedWord ? { mutedWord: row.mutedWord } : {}),
})

const toProject = ({ id, name, tagline, logoUrl, category }: ProjectRow): SearchProject => ({
  id,
  name,
  tagline,
  logoUrl,
  category,
})

/**
 * What search reads with: its statements run on `genericDb`, whose connections use generic plans
 * (decision 041): their custom plans took longer to make than most took to run. The posts
 * statement's plan depends on how common the term's words are, so it comes in one variant per
 * walk, and `termProfiles` (kept per node) says which one a term takes.
 */
export type SearchDeps = { genericDb: Db; termProfiles: TermProfiles }

/** Rows fetched with `limit + 1`: the page and whether more follow. */
function split<T>(rows: T[], limit: number) {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit }
}

/**
 * The sections of /search at once, in one statement (`searchSummary`); the term arrives trimmed
 * and 2 to 100 characters long.
 */
export async function searchAll(
  { genericDb, termProfiles }: SearchDeps,
  term: string,
  viewerId: string,
): Promise<SearchResults> {
  const n = limits.searchResults
  const { words, walk } = await termProfiles(term)
  const row = await searchSummary(genericDb, term, viewerId, n + 1, words ? walk : null)
  const [people, projects, posts] = [
    split(row.people, n),
    split([...row.prefixProjects, ...row.otherProjects], n),
    split(row.posts, n),
  ]
  return {
    people: people.items,
    projects: projects.items,
    posts: posts.items.map(toPost),
    more: { people: people.hasMore, projects: projects.hasMore, posts: posts.hasMore },
  }
}

type PageRequest = { q: string; cursor?: string | undefined; limit: number }

export async function searchPeople(
  { genericDb }: SearchDeps,
  { q, cursor, limit }: PageRequest,
  viewerId: string,
): Promise<Page<SearchPerson>> {
  const after = decodeSearchCursor(cursor, personCursorSchema)
  const { items, hasMore } = split(
    await peoplePage(genericDb, q, viewerId, limit + 1, after),
    limit,
  )
  const last = items.at(-1)
  return {
    items: items.map(({ notPrefix: _key, ...person }) => person),
    nextCursor: hasMore && last ? encodeSearchCursor([last.notPrefix, last.username]) : null,
  }
}

export async function searchProjects(
  { genericDb, termProfiles }: SearchDeps,
  { q, cursor, limit }: PageRequest,
  viewerId: string,
): Promise<Page<SearchProject>> {
  const after = decodeSearchCursor(cursor, projectCursorSchema)
  const rows = await projectsMatching(
    genericDb,
    q,
    viewerId,
    limit + 1,
    after,
    (await termProfiles(q)).words,
  )
  const { items, hasMore } = split(rows, limit)
  const last = items.at(-1)
  return {
    items: items.map(toProject),
    nextCursor:
      hasMore && last
        ? encodeSearchCursor([last.tier, last.negRankText, last.lowerName, last.id])
        : null,
  }
}

export async function searchPosts(
  { genericDb, termProfiles }: SearchDeps,
  { q, cursor, limit }: PageRequest,
  viewerId: string,
): Promise<Page<SearchPost>> {
  const after = decodeSearchCursor(cursor, postCursorSchema)
  const { words, walk } = await termProfiles(q)
  if (!words) return { items: [], nextCursor: null }
  const rows = await postsMatching(genericDb, q, viewerId, limit + 1, after, walk)
  const { items, hasMore } = split(rows, limit)
  const last = items.at(-1)
  return {
    items: items.map(toPost),
    nextCursor: hasMore && last ? encodeSearchCursor([last.rankText, last.atText, last.id]) : null,
  }
}
