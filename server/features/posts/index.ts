// What other features may use of posts (scripts/check-boundaries.ts): import from '../posts' only.
export { findPostRows, presentPosts } from './queries'
export { deletePost, listPostsPage } from './service'
