import { useMutation } from '@tanstack/react-query'
import { api } from '@web/lib/api'
import { paths } from '@web/lib/paths'
import { startSession } from '@web/lib/session'
import { browserTimeZone } from '@web/lib/time-zone'

/**
 * A new member's digest choice and the browser's time zone (decision 031): better-auth owns the
 * sign-up body, so they follow it. A failure leaves the defaults (digest on, UTC).
 */
export function saveFirstEmailChoices(digest: boolean) {
  return api
    .patch('/api/me/email-preferences', { digest, timeZone: browserTimeZone() })
    .catch(() => undefined)
}

// better-auth endpoints (see server/features/auth). Each mutation leaves the session query
// up to date before it resolves, so guards on the next screen see the right member.

type SignUpInput = { email: string; password: string; username: string; digest: boolean }

export function useSignUp() {
  return useMutation({
    mutationFn: async ({ email, password, username, digest }: SignUpInput) => {
      // The server stores the username from `name` (normalised by it too, as the spec says).
      await api.post('/api/auth/sign-up/email', { email, password, name: username })
      await saveFirstEmailChoices(digest)
      return startSession()
    },
  })
}

/** `twoFactor: true` when the password was right but a code is needed before the session starts. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      const answer = await api.post<{ twoFactorRedirect?: boolean }>(
        '/api/auth/sign-in/email',
        input,
      )
      if (answer?.twoFactorRedirect) return { twoFactor: true as const }
      await startSession()
      return { twoFactor: false as const }
    },
  })
}

/** The second step of a two-factor sign-in: an app code or a backup code. */
export function useVerifySignInCode() {
  return useMutation({
    mutationFn: async (input: { code: string; backup: boolean; trustDevice: boolean }) => {
      const step = input.backup ? 'verify-backup-code' : 'verify-totp'
      await api.post(`/api/auth/two-factor/${step}`, {
        code: input.code,
        trustDevice: input.trustDevice,
      })
      return startSession()
    },
  })
}

export function useSignOut() {
  return useMutation({
    // The caller leaves the member's screen first, then calls endSession().
    mutationFn: () => api.post('/api/auth/sign-out', {}),
  })
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/auth/request-password-reset', { email, redirectTo: paths.resetPassword() }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api.post('/api/auth/reset-password', input),
  })
}
