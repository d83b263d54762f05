// The follows feature's English, one home for the server and the web app (README: Texts). Kept
// apart from the zod schemas in follows.ts so screens that only need the wording load no zod.
export const followTexts = {
  following: (username: string) => `Following @${username}`,
  unfollowed: (username: string) => `Unfollowed @${username}`,
  failed: 'Something went wrong',
  cannotFollowYourself: 'You cannot follow yourself',
  followersLoadFailed: 'Failed to load followers',
  followingLoadFailed: 'Failed to load following',
  noFollowers: 'No followers yet',
  noFollowing: 'Not following anyone yet',
  follow: 'Follow',
  unfollow: 'Unfollow',
  followersTitle: 'Followers',
  followingTitle: 'Following',
  followerCount: (count: number) => (count === 1 ? 'Follower' : 'Followers'),
} as const
