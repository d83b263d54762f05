import { z } from 'zod'
import { authorSchema } from './posts'

// Co-makers of a project (issue 17 §4, decision 029): contracts and English. The texts stay in
// this file beside the schemas: every screen that shows them also sends or reads a maker shape.

/** Makers and pending invitations a project may have besides its owner (a small team). */
export const makersMax = 10

export const makerRoles = ['owner', 'maker'] as const

export const makerSchema = authorSchema.extend({
  role: z.enum(makerRoles),
  /** When they became a maker: the project's creation for the owner. */
  since: z.string(),
})
export type Maker = z.infer<typeof makerSchema>

export const makerInvitationSchema = z.object({
  member: authorSchema,
  invitedAt: z.string(),
})
export type MakerInvitation = z.infer<typeof makerInvitationSchema>

/**
 * GET /api/projects/:id/makers: the makers, owner first, then in the order they joined (members
 * hidden from the viewer left out); the pending invitations for the owner only (empty for
 * everyone else); the viewer's own pending invitation, if any. Bounded by `makersMax`.
 */
export const projectMakersSchema = z.object({
  makers: z.array(makerSchema),
  invitations: z.array(makerInvitationSchema),
  myInvitation: makerInvitationSchema.nullable(),
})
export type ProjectMakers = z.infer<typeof projectMakersSchema>

/** POST /api/projects/:id/invitations and POST /api/projects/:id/transfer name a member. */
export const makerUsernameSchema = z.object({
  /** With or without the leading @ (the mention autocomplete inserts it); any case. */
  username: z
    .string()
    .trim()
    .max(100)
    .transform((value) => value.replace(/^@/, '').toLowerCase())
    .pipe(z.string().min(1, 'Please enter a username')),
})

export const makerTexts = {
  makers: 'Makers',
  owner: 'Owner',
  maker: 'Maker',
  invited: 'Invited',
  pendingInvitations: 'Pending invitations',
  inviteLabel: 'Invite a maker',
  invitePlaceholder: '@username',
  invite: 'Invite',
  inviteSent: (username: string) => `Invitation sent to @${username}`,
  revoke: 'Revoke',
  revokeLabel: (username: string) => `Revoke the invitation of @${username}`,
  revoked: 'Invitation revoked',
  accept: 'Accept',
  decline: 'Decline',
  accepted: (project: string) => `You are now a maker of ${project}`,
  declined: 'Invitation declined',
  invitationBanner: (name: string) => `${name} invited you to make this project with them.`,
  leave: 'Leave project',
  leaveConfirm: 'Leave this project?',
  leaveDescription:
    'You will no longer be listed as a maker, and you will not be able to edit it or post updates.',
  left: 'You left the project',
  remove: 'Remove',
  removeLabel: (username: string) => `Remove @${username} from the makers`,
  removeDescription:
    'They will no longer be listed as a maker, and will not be able to edit it or post updates.',
  makerOptions: (username: string) => `Options for @${username}`,
  removed: 'Maker removed',
  makeOwner: 'Make owner',
  makeOwnerLabel: (username: string) => `Make @${username} the owner`,
  transferConfirm: (username: string) => `Make @${username} the owner?`,
  transferDescription:
    'They will manage the makers and can delete the project. You stay on as a maker.',
  transferred: 'Ownership transferred',
  confirm: 'Confirm',
  cancel: 'Cancel',
  loadFailed: 'Could not load the makers',
  actionFailed: 'Something went wrong. Please try again.',
  // Server messages (4xx bodies).
  ownerOnly: 'Only the owner of this project can manage its makers',
  memberNotFound: 'No member has that username',
  inviteSelf: 'You already own this project',
  alreadyMaker: 'This member is already a maker of the project',
  alreadyInvited: 'This member is already invited',
  tooMany: `A project can have at most ${makersMax} makers and invitations besides its owner`,
  noInvitation: 'There is no pending invitation for this member',
  notMaker: 'This member is not a maker of the project',
  ownerCannotLeave: 'The owner cannot leave: make another maker the owner first',
  transferToMaker: 'Ownership can only go to a maker of the project',
} as const

/** The project page's side column on desktop (decision 029). */
export const projectLayoutTexts = {
  latestUpdates: 'Latest updates',
  seeAllUpdates: 'See all updates',
  noUpdates: 'No updates yet',
  updatesLoadFailed: 'Could not load updates',
} as const
