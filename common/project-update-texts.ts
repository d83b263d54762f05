import { milestoneTextMax } from './milestones'

// Project updates and follows in English, for the server and the web app (README: Texts). No zod.
export const projectUpdateTexts = {
  updates: 'Updates',
  updateLabel: 'Update',
  milestoneLabel: 'Milestone',
  postUpdate: 'Post update',
  posted: 'Update posted',
  noUpdates: 'No updates yet',
  noUpdatesDescription: 'Updates the makers post about this project show up here.',
  loadFailed: 'Could not load updates',
  milestones: 'Milestones',
  noMilestones: 'No milestones yet',
  milestoneKind: 'Milestone',
  milestoneNone: 'No milestone: a plain update',
  milestoneValue: 'Reached',
  milestoneText: 'Milestone text',
  milestoneKindInvalid: 'Please choose a milestone from the list',
  milestoneValueInvalid: 'Please choose the number reached from the list',
  milestoneValueUnexpected: 'Only users and MRR milestones take a number',
  milestoneTextInvalid: `Please describe the milestone in 1 to ${milestoneTextMax} characters`,
  milestoneTextUnexpected: 'Only a custom milestone takes text',
  notMaker: 'Only the makers of this project can post updates',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow project',
  followFailed: 'Could not change the follow. Please try again.',
  ownProject: 'You cannot follow your own project',
  followers: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`,
  followersTitle: 'Followers',
  noFollowers: 'No followers yet',
  followersOwnerOnly: 'Only the owner of this project can see who follows it',
  loadMore: 'Load more',
  signUpToFollow: 'Sign up to follow projects',
  updateComposerLabel: 'What changed?',
  cancel: 'Cancel',
  timelineLoadFailed: 'Could not load milestones',
} as const

/** The milestone picker's choices. */
export const milestoneKindLabels = {
  launched: 'Launched',
  first_user: 'First user',
  first_paying_customer: 'First paying customer',
  users: 'Users reached',
  mrr: 'MRR reached',
  custom: 'Something else',
} as const
