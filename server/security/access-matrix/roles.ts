/**
 * Every API operation with the status each role gets. Roles: a visitor; `member`, a signed-in
 * member who does not own the target; `owner` of the target (the owner's post, comment, project,
 * profile and notifications); a `banned` member; a `moderator` who does not own the target.
 */
export type Role = 'visitor' | 'member' | 'owner' | 'banned' | 'moderator'
export const roles: Role[] = ['visitor', 'member', 'owner', 'banned', 'moderator']

/** What a case needs: the owner's objects, and a way to make fresh ones for destructive calls. */
export type MatrixContext = {
  ownerUsername: string
  postId: string
  commentId: string
  projectId: string
  notificationId: string
  freshPostId(): Promise<string>
  /** A new comment of the owner's on the owner's post. */
  freshCommentId(): Promise<string>
  freshProjectId(): Promise<string>
  /** A new draft of the owner's (decision 030), with one image when asked. */
  freshDraftId(options?: { withImage?: boolean }): Promise<string>
  /** A launch of a new project of the owner's: scheduled for tomorrow, or live today. */
  freshLaunchId(options?: { live?: boolean }): Promise<string>
}

export type MatrixRequest = { url: string; payload?: unknown; headers?: Record<string, string> }
export type MatrixCase = {
  operation: string
  request: (ctx: MatrixContext) => Promise<MatrixRequest> | MatrixRequest
  expect: Record<Role, number>
  /** The call changes the actor themselves (password, deletion): each role acts as a new account. */
  freshActor?: boolean
}

export const all = (status: number): Record<Role, number> => ({
  visitor: status,
  member: status,
  owner: status,
  banned: status,
  moderator: status,
})
export const signedIn = (status: number, banned = status) => ({
  ...all(status),
  visitor: 401,
  banned,
})
export const active = (status: number) => signedIn(status, 403)
export const ownerOnly = (status: number, moderator = 403) => ({
  visitor: 401,
  member: 403,
  owner: status,
  banned: 403,
  moderator,
})
/** A draft: its author only; to anyone else signed in it does not exist. */
export const ownerOnlyDraft = (status: number) => ({
  visitor: 401,
  member: 404,
  owner: status,
  banned: 403,
  moderator: 404,
})
export const moderatorsOnly = { visitor: 401, member: 403, owner: 403, banned: 403, moderator: 200 }
