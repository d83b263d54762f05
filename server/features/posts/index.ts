// What other features may use of posts (scripts/check-boundaries.ts): import from '../posts' only.

export { removePostImages, storePostImages, type UploadedImage } from './images'
export { mentionedAfresh, mentionNotices } from './mention-notices'
export { readPostForm } from './post-form'
export { findPostRows, presentImage, presentPosts } from './queries'
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
export { findMentionTargets } from './write-queries'
