// Screen texts of the posts feature that the spec leaves to us (its own texts are in common/).

export const postScreenTexts = {
  created: 'Post created',
  newPosts: (count: number) => `${count} new post${count === 1 ? '' : 's'}`,
  createPost: 'Create post',
  loadMore: 'Load more',
  loadFailed: 'Posts could not be loaded.',
  tryAgain: 'Try again',
  everyoneEmpty: 'No posts yet',
  everyoneEmptyHint: 'Be the first to share what you are building.',
  followingEmpty: 'No posts from people you follow yet',
  followingEmptyHint: 'Follow makers to see their posts here, or share your own.',
  tagEmpty: (tag: string) => `No posts with #${tag} yet`,
  noComments: 'No comments yet. Start the conversation.',
  signUpPrompt: 'Join Makerfolio to like, comment and follow makers.',
} as const
