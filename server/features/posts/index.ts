// What other features may use of posts (scripts/check-boundaries.ts): import from '../posts' only.

export { removePostImages, storePostImages, type UploadedImage } from './images'
export { mentionedAfresh, mentionNotices } from './mention-notices'
export { readPostForm } from './post-form'
export { presentImage, presentPosts } from './present'
export { findMentionTargets, findPostRows } from './queries'
export {
  announcePost,
  checkNewPost,
  createPost,
  deletePost,
  getPost,
  listPostsPage,
  type PostsDeps,
  type WrittenPost,
  writePost,
} from './service'
