import { PRODUCT_NAME } from '@common/texts'

// The landing page's English (README: Texts).
export const landingTexts = {
  documentTitle: `${PRODUCT_NAME} · The portfolio network for makers`,
  audience: 'For makers, indie hackers and solo founders',
  headline: 'Build in public.',
  headlineAccent: 'Show what you ship.',
  pitch: `${PRODUCT_NAME} is the social portfolio for people who make software: share your progress, showcase your projects and their numbers, and meet founders who ship.`,
  myProfile: 'My profile',
  highlightsLabel: 'What you can do',
  projectsTitle: 'Show your projects',
  projectsText: 'A page for every product you launch, with links, launch date, users and revenue.',
  journeyTitle: 'Share the journey',
  journeyText: 'Post progress with images, mention people and projects, and get real feedback.',
  growTitle: 'Grow with makers',
  growText: 'Follow founders who ship, find new tools, and build your audience in public.',
} as const
