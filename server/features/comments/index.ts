// What other features use of comments (scripts/check-boundaries.ts): a launch's first comment
// notifies whom it mentions as any comment does.
export { commentMentionNotices, findCommentMentions } from './mentions'
