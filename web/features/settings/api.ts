import { settingsTexts } from '@common/settings-texts'
import { useMutation } from '@tanstack/react-query'
import { ApiError, api } from '@web/lib/api'

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.post<void>('/api/me/password', input),
  })
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => api.post<{ sentTo: string }>('/api/me/email', { newEmail }),
  })
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (message: string) => api.post<{ id: string }>('/api/feedback', { message }),
  })
}

/** The caller leaves the member's screens first, then calls endSession(). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => api.delete<void>('/api/me', { confirm: settingsTexts.deleteWord }),
  })
}

const fileNameFrom = (disposition: string | null) =>
  disposition?.match(/filename="([^"]+)"/)?.[1] ?? 'makerfolio-data.json'

/** Downloads GET /api/me/export as the file the server names. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/me/export', { credentials: 'same-origin' })
      if (!response.ok) throw new ApiError(response.status, 'export', settingsTexts.exportFailed)
      const blob = await response.blob()
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = fileNameFrom(response.headers.get('content-disposition'))
      document.body.append(link)
      link.click()
      link.remove()
      // Chromium reads the blob asynchronously after click(); revoking at once can cancel it.
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    },
  })
}
