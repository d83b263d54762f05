// What other features may use of posts (scripts/check-boundaries.ts): import from '../posts' only.

export type { UploadedImage } from './images'
export { readPostForm } from './post-form'
export { findPostRows, presentPosts } from './queries'
export {
  createPost,
  deletePost,
  listPostsPage,
  type PostsDeps,
} from './service'
