import type { Page } from '@common/pagination'
import type { Post } from '@common/posts'
import type { LinksForm, Profile, ProfileLink, UpdateProfileForm } from '@common/profiles'
import { normaliseUsername } from '@common/username'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, withCursor } from '@web/lib/api'
import { profileKeys } from '@web/lib/profile-keys'
import { meQueryKey } from '@web/lib/session'

const segment = (value: string) => encodeURIComponent(value)

/** Post lists start with 'posts' so live events refresh them. */
export const profilePostKeys = {
  byAuthor: (username: string) => ['posts', 'by-author', username] as const,
  saved: () => ['posts', 'saved'] as const,
}

export function profileQueryOptions(rawUsername: string) {
  const username = normaliseUsername(rawUsername)
  return queryOptions({
    queryKey: profileKeys.detail(username),
    queryFn: ({ signal }) => api.get<Profile>(`/api/users/${segment(username)}`, signal),
  })
}

export function fetchPostsByAuthor(username: string, cursor: string | null) {
  return api.get<Page<Post>>(withCursor(`/api/users/${segment(username)}/posts`, cursor))
}

export function fetchSavedPosts(cursor: string | null) {
  return api.get<Page<Post>>(withCursor('/api/me/saved/posts', cursor))
}

/** Writes a change into the cached profile page (no-op when it is not cached). */
function useUpdateCachedProfile() {
  const queryClient = useQueryClient()
  return (username: string, change: Partial<Profile>) =>
    queryClient.setQueryData<Profile>(profileKeys.detail(username), (profile) =>
      profile ? { ...profile, ...change } : profile,
    )
}

export function useUpdateAbout(username: string) {
  const updateCachedProfile = useUpdateCachedProfile()
  return useMutation({
    mutationFn: (description: string) =>
      api.put<{ description: string | null }>('/api/me/about', { description }),
    onSuccess: ({ description }) => updateCachedProfile(username, { description }),
  })
}

export function useUpdateLinks(username: string) {
  const updateCachedProfile = useUpdateCachedProfile()
  return useMutation({
    mutationFn: (form: LinksForm) => api.put<{ links: ProfileLink[] }>('/api/me/links', form),
    onSuccess: ({ links }) => updateCachedProfile(username, { links }),
  })
}

/** The edit-profile form. Names and avatars show up in posts and lists too: refresh them. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: UpdateProfileForm) => api.patch<Profile>('/api/me/profile', form),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.username), profile)
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['posts'] })
      await queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}

/** Stores a cropped avatar; the profile uses it only once the form is saved. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (image: Blob) => {
      const body = new FormData()
      body.append('avatar', image, 'avatar.jpg')
      return api.post<{ avatarUrl: string }>('/api/me/avatar', body)
    },
  })
}
