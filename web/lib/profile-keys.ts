/**
 * The profile cache keys, here because two features write under them: profiles (the profile
 * itself) and follows (its counts on follow, its follower lists under `all`).
 */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (username: string) => [...profileKeys.all, 'detail', username] as const,
}
