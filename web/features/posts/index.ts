// What other features use of posts besides its components (scripts/check-boundaries.ts).
export {
  type CommentPages,
  commentKeys,
  type PostPages,
  postKeys,
  useMentionSuggestions,
} from './api'
export {
  withCommentChange,
  withNewComment,
  withoutAuthorComments,
  withoutComment,
} from './comment-cache'
export { postsOf } from './feed-cache'
export { deleteMutationKey } from './mutations'
export { pendingNewPosts } from './pending-new-posts'
export {
  markAuthorPostsGone,
  markPostGone,
  removeAuthorFromCaches,
  removePostFromCaches,
  updatePostInCaches,
} from './post-cache'
