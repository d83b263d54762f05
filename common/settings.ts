import { z } from 'zod'
import { emailSchema, passwordSchema } from './auth'
import { text } from './strings'
import { texts } from './texts'

export const settingsTexts = {
  differentEmail: 'Please enter a different email address',
  invalidEmail: texts.invalidEmail,
  emailUpdateFailed: 'Failed to update email',
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email changes once you open it.`,
  emailChanged: 'Email updated',
  passwordTooShort: texts.passwordTooShort,
  passwordsDoNotMatch: texts.passwordsDoNotMatch,
  passwordUpdated: texts.passwordUpdated,
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordIncorrect: 'Current password is incorrect',
  feedbackRequired: 'Please enter your feedback',
  feedbackTooLong: 'Feedback can be at most 5,000 characters',
  feedbackSent: 'Thanks for your feedback!',
  feedbackFailed: 'Could not send feedback. Please try again later.',
  deleteWord: 'DELETE',
  deleteTypeWord: 'Type DELETE to confirm',
  deleteFailed: 'Failed to delete account',
  deleteInitiated: 'Account deletion initiated',
  /** The warning box of /settings/delete-account. */
  deleteRemoves: ['Profile info', 'Posts', 'Projects', 'Saved items', 'Connections'],
  logoutConfirm: 'Log out of Makerfolio?',
  loggedOut: texts.loggedOut,
  exportFailed: 'Could not download your data. Please try again.',
} as const

/** Where the email-change link lands once opened; `&error=CODE` is appended when it failed. */
export const emailChangedPath = '/settings/account?email=changed'

/** The `error` codes the email-change link can land with. */
export const emailLinkErrors: Record<string, string> = {
  TOKEN_EXPIRED: 'This link has expired. Please ask for a new one.',
  INVALID_TOKEN: 'This link is invalid or has expired',
  INVALID_USER: 'This link belongs to another account. Log out and open it again.',
  USER_NOT_FOUND: settingsTexts.emailUpdateFailed,
  // Another account confirmed a link to the same address first.
  EMAIL_TAKEN: 'This email address is already in use by another account. Nothing was changed.',
}

/** POST /api/me/email */
export const changeEmailSchema = z.object({ newEmail: text().trim().pipe(emailSchema) })
export const changeEmailResultSchema = z.object({ sentTo: z.string() })

/** The change-email dialog: non-empty, a valid address, different from the current one. */
export function changeEmailFormSchema(currentEmail: string) {
  return z.object({
    newEmail: z
      .string()
      .trim()
      .min(1, settingsTexts.differentEmail)
      .refine((value) => value.toLowerCase() !== currentEmail.toLowerCase(), {
        message: settingsTexts.differentEmail,
      })
      .pipe(emailSchema),
  })
}

/** POST /api/me/password: other sessions end; this one gets a fresh cookie. */
export const changePasswordSchema = z.object({
  currentPassword: text()
    .min(1, settingsTexts.currentPasswordRequired)
    .max(200, settingsTexts.currentPasswordIncorrect),
  newPassword: passwordSchema,
})

/** The change-password form (the update button stays disabled while a field is empty). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: texts.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>

/** POST /api/feedback */
export const feedbackSchema = z.object({
  message: text()
    .trim()
    .min(1, settingsTexts.feedbackRequired)
    .max(5000, settingsTexts.feedbackTooLong),
})
export const feedbackReceiptSchema = z.object({ id: z.string() })

/** DELETE /api/me: the typed word must be exactly DELETE. */
export const deleteAccountSchema = z.object({
  confirm: z.literal(settingsTexts.deleteWord, { error: settingsTexts.deleteTypeWord }),
})
