import type { Gallery } from '@common/project-gallery'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'
import { projectKeys } from './api'

const galleryPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/gallery`
const galleryKey = (projectId: string) => [...projectKeys.all, 'gallery', projectId] as const

/** The project's screenshots in order, and whether the viewer manages them. */
export function useGallery(projectId: string) {
  return useQuery({
    queryKey: galleryKey(projectId),
    queryFn: () => api.get<Gallery>(galleryPath(projectId)),
  })
}

/** Every change answers with the whole gallery, which replaces the cached one. */
function useGalleryMutation<Input>(projectId: string, send: (input: Input) => Promise<Gallery>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (gallery) => queryClient.setQueryData(galleryKey(projectId), gallery),
  })
}

export function useAddGalleryImage(projectId: string) {
  return useGalleryMutation(projectId, (file: File) => {
    const body = new FormData()
    body.append('image', file, file.name)
    return api.post<Gallery>(galleryPath(projectId), body)
  })
}

export function useReorderGallery(projectId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) => api.put<Gallery>(`${galleryPath(projectId)}/order`, { ids }),
    // The new order shows at once; the server's answer (or the old gallery on failure) follows.
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: galleryKey(projectId) })
      const before = queryClient.getQueryData<Gallery>(galleryKey(projectId))
      if (before) {
        const byId = new Map(before.images.map((image) => [image.id, image]))
        const images = ids.flatMap((id) => byId.get(id) ?? [])
        queryClient.setQueryData(galleryKey(projectId), { ...before, images })
      }
      return { before }
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(galleryKey(projectId), context.before)
    },
    onSuccess: (gallery) => queryClient.setQueryData(galleryKey(projectId), gallery),
  })
}

export function useRemoveGalleryImage(projectId: string) {
  return useGalleryMutation(projectId, (imageId: string) =>
    api.delete<Gallery>(`${galleryPath(projectId)}/${encodeURIComponent(imageId)}`),
  )
}

export function useDescribeGalleryImage(projectId: string) {
  return useGalleryMutation(projectId, (input: { imageId: string; alt: string }) =>
    api.patch<Gallery>(`${galleryPath(projectId)}/${encodeURIComponent(input.imageId)}`, {
      alt: input.alt,
    }),
  )
}
