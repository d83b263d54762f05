// The launch forms' English (issue 32, /project/{id}/launch and /launch/{id}/edit) and the
// project page's launch words (its Schedule a launch button and Launches card). The rules' own
// words (limits, refusals) are launchTexts'.
import { launchLimits } from './launch-texts'

const DAY_MS = 24 * 60 * 60 * 1000
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The days a launch may be scheduled for now: tomorrow (UTC) to a year ahead, both included. */
export function schedulableDays(now = new Date()) {
  return {
    first: utcDay(now.getTime() + DAY_MS),
    last: utcDay(now.getTime() + launchLimits.scheduleAheadDaysMax * DAY_MS),
  }
}

/** The instant a launch day starts, 00:00 UTC, as an ISO string. */
export const launchDayStart = (day: string) => `${day}T00:00:00.000Z`

/** Tags typed in one box, split on spaces and commas, with or without #. */
export const tagsFromText = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#/, ''))
    .filter(Boolean)

export const launchFormTexts = {
  scheduleTitle: 'Schedule a launch',
  editTitle: 'Edit launch',
  loading: 'Loading the launch form',
  lead: (project: string) =>
    `Launch ${project} on a day of its own: members upvote it all day, and the top 3 of the day and of the week get a badge.`,
  day: 'Launch day',
  /** The local time of the day's start, as the member's browser tells it. */
  opensAt: (localTime: string) => `Opens ${localTime} your time (00:00 UTC)`,
  dayHint: 'Pick a day from tomorrow to a year ahead.',
  tagline: 'Launch tagline',
  taglinePlaceholder: 'What is new, in one line',
  counter: (length: number, max: number) => `${length}/${max}`,
  gallery: 'Gallery images',
  galleryHint: `Choose up to ${launchLimits.galleryMax} images from the project’s gallery, in the order they show.`,
  galleryEmpty: 'The project’s gallery has no images yet: upload one.',
  galleryPosition: (position: number) => `Image ${position}`,
  galleryImage: (index: number) => `Gallery image ${index + 1}`,
  upload: 'Upload to the gallery',
  uploading: 'Uploading…',
  galleryLoadFailed: 'The project’s gallery could not be loaded',
  topics: 'Topics',
  category: 'Category',
  categoryFixed: 'From the project; change it in the project’s settings.',
  noCategory: 'No category: set one in the project’s settings.',
  tags: 'Tags',
  tagsHint: `Up to ${launchLimits.tagsMax}, separated by spaces or commas, e.g. ai, devtools`,
  firstComment: 'First comment',
  firstCommentHint: 'Opens the launch’s discussion: the story, what is new, what you want to hear.',
  makers: 'Launching makers',
  makersHint: 'Makers of the project who launch it with you.',
  you: 'You',
  makersLoadFailed: 'The project’s makers could not be loaded',
  schedule: 'Schedule launch',
  save: 'Save changes',
  scheduled: 'Launch scheduled',
  saved: 'Launch saved',
  scheduleFailed: 'Could not schedule the launch',
  saveFailed: 'Could not save the launch',
  cancelLaunch: 'Cancel launch',
  cancelTitle: 'Cancel this launch?',
  cancelDescription: 'It leaves the upcoming launches, and its days are free for another launch.',
  keepLaunch: 'Keep it',
  cancelled: 'Launch cancelled',
  cancelFailed: 'Could not cancel the launch',
  notEditable: 'This launch has started: it can no longer be moved or cancelled.',
  viewLaunch: 'View launch',
  viewProject: 'View project',
  loadFailed: 'The launch could not be loaded',
} as const

/** The project page: the makers' button and the Launches card. */
export const projectLaunchTexts = {
  scheduleLaunch: 'Schedule a launch',
  title: 'Launches',
  emptyForMakers: 'Launch your project on a day of its own.',
  loadFailed: 'The launches could not be loaded',
  live: 'Live now',
  opens: (localTime: string) => `Opens ${localTime}`,
  finished: 'Finished',
  finishedRank: (rank: number) => `Finished #${rank} of the day`,
  disqualified: 'Disqualified',
  editLaunchOf: (day: string) => `Edit the launch of ${day}`,
  more: 'Show more',
} as const
