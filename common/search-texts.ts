import { limits } from './limits'

// The search feature's English, one home for the server and the web app (README: Texts). Kept
// apart from the zod schemas in search.ts so screens that only need the wording load no zod.
export const searchTexts = {
  title: 'Search',
  placeholder: 'Search people, projects and posts',
  inputLabel: 'Search',
  clear: 'Clear search',
  startTyping: 'Start typing to search people, projects and posts',
  tooShort: `Type at least ${limits.searchMin} characters to search`,
  tooLong: `Search terms can be at most ${limits.searchTermMax} characters`,
  people: 'People',
  projects: 'Projects',
  posts: 'Posts',
  seeAll: 'See all',
  seeAllLabel: (section: string) => `See all ${section.toLowerCase()}`,
  sectionTitle: (section: string, term: string) => `${section} matching “${term}”`,
  tagPage: (tag: string) => `#${tag}`,
  tagPageHint: 'Go to the tag page',
  noMore: 'No more results',
  backToSearch: 'Back to search',
  noResults: 'No results found',
  noResultsDescription: 'Try another name, username, project or word.',
  searching: 'Searching',
  summary: (people: number, projects: number, posts = 0) =>
    `${people === 1 ? '1 person' : `${people} people`}, ${projects} project${projects === 1 ? '' : 's'}, ${posts} post${posts === 1 ? '' : 's'}`,
} as const
