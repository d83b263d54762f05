import { limits } from './texts'

// Kept apart from the zod schemas in posts.ts so screens that only need the wording load no zod.
export const postTexts = {
  empty: 'Please add some content or images',
  fileTooLarge: 'File too large',
  tooManyImages: 'You can upload up to 4 images per post',
  onlyImages: 'Only image files are allowed',
  tooLong: `Posts can be at most ${limits.postContentMax.toLocaleString('en-US')} characters`,
  notFound: 'Post not found',
  tooManyMentions: `A post can mention at most ${limits.mentionsPerPost} people or projects`,
  createFailed: 'Failed to create post. Please try again.',
  deleted: 'Post deleted',
  deletedDescription: 'Your post has been deleted',
  deleteFailed: 'Failed to delete post',
  deleteTitle: 'Delete post?',
  deleteBody: 'This action cannot be undone. This will permanently delete your post.',
  linkCopied: 'Link copied',
  linkCopiedDescription: 'Post link copied to clipboard',
  signUpToLike: 'Sign up to like posts',
  signUpToComment: 'Sign up to comment',
  signUpToSave: 'Sign up to save posts',
} as const
