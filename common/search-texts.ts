import { limits } from './limits'

// The search feature's English, one home for the server and the web app (README: Texts). Kept
// apart from the zod schemas in search.ts so screens that only need the wording load no zod.
export const searchTexts = {
  title: 'Search',
  placeholder: 'Search people and projects',
  inputLabel: 'Search',
  clear: 'Clear search',
  startTyping: 'Start typing to search people and projects',
  tooShort: `Type at least ${limits.searchMin} characters to search`,
  tooLong: `Search terms can be at most ${limits.searchTermMax} characters`,
  people: 'People',
  projects: 'Projects',
  noResults: 'No results found',
  noResultsDescription: 'Try another name, username or project.',
  searching: 'Searching',
  summary: (people: number, projects: number) =>
    `${people === 1 ? '1 person' : `${people} people`}, ${projects} project${projects === 1 ? '' : 's'}`,
} as const
