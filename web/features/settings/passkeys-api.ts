import type { Passkey } from '@common/passkeys'
import {
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
} from '@simplewebauthn/browser'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@web/lib/api'

// Settings > Email and password > Passkeys (issue 18 §2, decision 037).

const passkeysKey = ['security', 'passkeys'] as const

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => api.get<{ passkeys: Passkey[] }>('/api/me/passkeys', signal),
  })
}

/** Each change re-reads the list, the providers (a passkey is another way in) and the log. */
function usePasskeyMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      for (const part of ['passkeys', 'providers', 'log']) {
        void queryClient.invalidateQueries({ queryKey: ['security', part] })
      }
    },
  })
}

/** Options from the server, the browser's prompt (which saves the key), then the saved passkey. */
export const useAddPasskey = () =>
  usePasskeyMutation(async (name: string) => {
    const optionsJSON = await api.get<PublicKeyCredentialCreationOptionsJSON>(
      '/api/auth/passkey/generate-register-options',
    )
    const response = await startRegistration({ optionsJSON })
    return api.post<Passkey>('/api/me/passkeys', { name, response })
  })

export const useRenamePasskey = () =>
  usePasskeyMutation((input: { id: string; name: string }) =>
    api.patch<void>(`/api/me/passkeys/${encodeURIComponent(input.id)}`, { name: input.name }),
  )

export const useRemovePasskey = () =>
  usePasskeyMutation((id: string) => api.delete<void>(`/api/me/passkeys/${encodeURIComponent(id)}`))
