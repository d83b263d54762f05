import { followTexts } from '@common/follow-texts'
import type { Connection, ConnectionListKind, FollowState } from '@common/follows'
import type { Page } from '@common/pagination'
import type { Profile } from '@common/profiles'
import {
  infiniteQueryOptions,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api, errorMessage, withCursor } from '@web/lib/api'
import { profileKeys } from '@web/lib/profile-keys'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { type ConnectionPages, profileFollowed, rowsFollowed } from './follow-cache'

const segment = (value: string) => encodeURIComponent(value)

export const connectionKeys = {
  all: [...profileKeys.all, 'connections'] as const,
  list: (username: string, kind: ConnectionListKind) =>
    [...connectionKeys.all, username, kind] as const,
}

export function connectionsQueryOptions(username: string, kind: ConnectionListKind) {
  return infiniteQueryOptions({
    queryKey: connectionKeys.list(username, kind),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Connection>>(
        withCursor(`/api/users/${segment(username)}/${kind}`, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })
}

type FollowInput = { username: string; follow: boolean }

/**
 * Follow or unfollow from a profile page or a connections row. The button and the follower
 * count change at once and go back if the server refuses.
 */
export function useSetFollow() {
  const queryClient = useQueryClient()
  const me = useMe()

  const setRowsFollowed = ({ username, follow }: FollowInput) =>
    queryClient.setQueriesData<ConnectionPages>({ queryKey: connectionKeys.all }, (data) =>
      data ? rowsFollowed(data, username, follow) : data,
    )

  return useMutation({
    mutationFn: ({ username, follow }: FollowInput) =>
      follow
        ? api.put<FollowState>(`/api/users/${segment(username)}/follow`)
        : api.delete<FollowState>(`/api/users/${segment(username)}/follow`),
    onMutate: async (input) => {
      const detailKey = profileKeys.detail(input.username)
      await queryClient.cancelQueries({ queryKey: detailKey })
      const snapshot: [QueryKey, unknown][] = [
        [detailKey, queryClient.getQueryData(detailKey)],
        ...queryClient.getQueriesData({ queryKey: connectionKeys.all }),
      ]
      queryClient.setQueryData<Profile>(detailKey, (profile) =>
        profile ? profileFollowed(profile, input.follow) : profile,
      )
      setRowsFollowed(input)
      return { snapshot }
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data)
      toast.error(followTexts.failed, { description: errorMessage(error) })
    },
    onSuccess: (state, { username }) => {
      queryClient.setQueryData<Profile>(profileKeys.detail(username), (profile) =>
        profile
          ? { ...profile, followedByMe: state.following, followersCount: state.followersCount }
          : profile,
      )
      setRowsFollowed({ username, follow: state.following })
      toast.success(
        state.following ? followTexts.following(username) : followTexts.unfollowed(username),
      )
    },
    onSettled: () => {
      // The viewer's own following count and both people's lists have changed.
      if (me) void queryClient.invalidateQueries({ queryKey: profileKeys.detail(me.username) })
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all, refetchType: 'none' })
    },
  })
}
