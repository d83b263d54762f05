import { z } from 'zod'
import { emailSchema, passwordSchema } from './auth'
import { settingsTexts } from './settings-texts'
import { text } from './strings'
import { texts } from './texts'

export { emailLinkErrors, settingsTexts } from './settings-texts'

/** Where the email-change link lands once opened; `&error=CODE` is appended when it failed. */
export const emailChangedPath = '/settings/account?email=changed'

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
