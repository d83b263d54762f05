import { limits } from './texts'

// The comments' English, one home for the server and the web app (README: Texts). Kept apart
// from the zod schemas in comments.ts so screens that only need the wording load no zod.
export const commentTexts = {
  signUpToComment: 'Sign up to leave a comment',
  addFailed: 'Failed to add comment',
  notFound: 'Comment not found',
  blank: 'Please write a comment',
  tooLong: `Comments can be at most ${limits.commentMax.toLocaleString('en-US')} characters`,
  heading: 'Comments',
  empty: 'No comments yet. Start the conversation.',
  loading: 'Loading comments',
  loadMore: 'Load more comments',
  newLabel: 'Add a comment',
  submit: 'Comment',
  reply: 'Reply',
  replyLabel: (username: string) => `Reply to @${username}`,
  like: 'Like comment',
  options: 'Comment options',
  delete: 'Delete comment',
  deleteTitle: 'Delete this comment?',
  deleteBody: 'Replies to it stay, under "comment deleted". This cannot be undone.',
  deleteFailed: 'Failed to delete comment',
  deleted: 'Comment deleted',
  tombstone: 'comment deleted',
  onlyAuthorDeletes: 'Only its author can delete a comment',
  edit: 'Edit comment',
  editTitle: 'Edit comment',
  textLabel: 'Comment text',
  saved: 'Comment updated',
  onlyAuthorEdits: 'Only its author can edit a comment',
} as const

/** Replies are indented at most this deep (spec section 9). */
export const MAX_REPLY_INDENT = 3
