import type { Connection } from '@common/follows'
import type { Page } from '@common/pagination'
import type { Profile } from '@common/profiles'
import type { InfiniteData } from '@tanstack/react-query'

export type ConnectionPages = InfiniteData<Page<Connection>, string | null>

/**
 * The profile as a follow or unfollow shows it before the server answers: the button flips and
 * the follower count moves by one. A repeat (already in that state) changes nothing, so a double
 * click cannot count twice.
 */
export function profileFollowed(profile: Profile, follow: boolean): Profile {
  if (profile.followedByMe === follow) return profile
  return {
    ...profile,
    followedByMe: follow,
    followersCount: Math.max(0, profile.followersCount + (follow ? 1 : -1)),
  }
}

/** Connection lists with `username`'s rows showing `follow` (every page, every list). */
export function rowsFollowed(
  data: ConnectionPages,
  username: string,
  follow: boolean,
): ConnectionPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((row) =>
        row.username === username ? { ...row, followedByMe: follow } : row,
      ),
    })),
  }
}
