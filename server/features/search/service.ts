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
import { hasSearchWords, postsMatching } from './post-queries'
import { peoplePage, projectsMatching } from './queries'

type PostRow = Awaited<ReturnType<typeof postsMatching>>[number]
type ProjectRow = Awaited<ReturnType<typeof projectsMatching>>[number]

/** A page's posts with the offsets of their matched words, marked by the query that read them. */
const toPost = (row: PostRow): SearchPost => ({
  id: row.id,
  content: row.content,
  highlights: rangesOf(row.marked, row.content),
  createdAt: row.createdAt.toISOString(),
  author: row.author,
})

const toProject = ({ id, name, tagline, logoUrl, category }: ProjectRow): SearchProject => ({
  id,
  name,
  tagline,
  logoUrl,
  category,
})

/** Rows fetched with `limit + 1`: the page and whether more follow. */
function split<T>(rows: T[], limit: number) {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit }
}

/** The sections of /search at once; the term arrives trimmed and 2 to 100 characters long. */
export async function searchAll(db: Db, term: string, viewerId: string): Promise<SearchResults> {
  const n = limits.searchResults
  const words = await hasSearchWords(db, term)
  const [people, projects, posts] = await Promise.all([
    peoplePage(db, term, viewerId, n + 1, null),
    projectsMatching(db, term, viewerId, n + 1, null, words),
    words ? postsMatching(db, term, viewerId, n + 1, null) : [],
  ])
  const [somePeople, someProjects, somePosts] = [
    split(people, n),
    split(projects, n),
    split(posts, n),
  ]
  return {
    people: somePeople.items.map(({ notPrefix: _key, ...person }) => person),
    projects: someProjects.items.map(toProject),
    posts: somePosts.items.map(toPost),
    more: { people: somePeople.hasMore, projects: someProjects.hasMore, posts: somePosts.hasMore },
  }
}

type PageRequest = { q: string; cursor?: string | undefined; limit: number }

export async function searchPeople(
  db: Db,
  { q, cursor, limit }: PageRequest,
  viewerId: string,
): Promise<Page<SearchPerson>> {
  const after = decodeSearchCursor(cursor, personCursorSchema)
  const { items, hasMore } = split(await peoplePage(db, q, viewerId, limit + 1, after), limit)
  const last = items.at(-1)
  return {
    items: items.map(({ notPrefix: _key, ...person }) => person),
    nextCursor: hasMore && last ? encodeSearchCursor([last.notPrefix, last.username]) : null,
  }
}

export async function searchProjects(
  db: Db,
  { q, cursor, limit }: PageRequest,
  viewerId: string,
): Promise<Page<SearchProject>> {
  const after = decodeSearchCursor(cursor, projectCursorSchema)
  const rows = await projectsMatching(
    db,
    q,
    viewerId,
    limit + 1,
    after,
    await hasSearchWords(db, q),
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
  db: Db,
  { q, cursor, limit }: PageRequest,
  viewerId: string,
): Promise<Page<SearchPost>> {
  const after = decodeSearchCursor(cursor, postCursorSchema)
  if (!(await hasSearchWords(db, q))) return { items: [], nextCursor: null }
  const { items, hasMore } = split(await postsMatching(db, q, viewerId, limit + 1, after), limit)
  const last = items.at(-1)
  return {
    items: items.map(toPost),
    nextCursor: hasMore && last ? encodeSearchCursor([last.rankText, last.atText, last.id]) : null,
  }
}
