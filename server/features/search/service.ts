import type { SearchResults } from '@common/search'
import type { Db } from '../../db/client'
import { peopleMatching, projectsMatching } from './queries'

/** Both sections of /search at once; the term arrives trimmed and 2 to 100 characters long. */
export async function searchPeopleAndProjects(
  db: Db,
  term: string,
  viewerId: string,
): Promise<SearchResults> {
  const [people, projects] = await Promise.all([
    peopleMatching(db, term, viewerId),
    projectsMatching(db, term, viewerId),
  ])
  return { people, projects }
}
