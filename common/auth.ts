import { z } from 'zod'
import { text } from './strings'
import { limits, texts } from './texts'
import { normaliseUsername, usernameProblem } from './username'

const requiredText = text({ error: texts.required }).min(1, texts.required)

export const emailSchema = requiredText
  .max(254, texts.invalidEmail)
  .pipe(z.email({ error: texts.invalidEmail }))

export const passwordSchema = requiredText
  .min(limits.passwordMin, texts.passwordTooShort)
  .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`)

/** Username as typed: normalised the spec's way, then held to ARCHITECTURE.md's rules. */
export const usernameSchema = requiredText
  .max(200, 'Invalid username')
  .transform(normaliseUsername)
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const signUpFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    repeatPassword: requiredText,
  })
  .refine((v) => v.password === v.repeatPassword, {
    message: texts.passwordsDoNotMatch,
    path: ['repeatPassword'],
  })
export type SignUpForm = z.input<typeof signUpFormSchema>

export const logInFormSchema = z.object({ email: emailSchema, password: requiredText })
export type LogInForm = z.infer<typeof logInFormSchema>

export const forgotPasswordSchema = z.object({ email: emailSchema })
export const resetPasswordSchema = z
  .object({ token: requiredText, password: passwordSchema, repeatPassword: requiredText })
  .refine((v) => v.password === v.repeatPassword, {
    message: texts.passwordsDoNotMatch,
    path: ['repeatPassword'],
  })

export const roleSchema = z.enum(['member', 'moderator'])
export type Role = z.infer<typeof roleSchema>

/** GET /api/me: who is signed in. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  banned: z.boolean(),
})
export type Me = z.infer<typeof meSchema>

export const usernameAvailabilitySchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
})
