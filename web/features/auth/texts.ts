import { PRODUCT_NAME } from '@common/texts'

// The sign-up, log-in and password-reset screens' English (the server's auth messages are in
// common/texts.ts, shared with settings; README: Texts).
export const authTexts = {
  logInTitle: 'Log in',
  logInSubtitle: `Welcome back to ${PRODUCT_NAME}.`,
  newHere: `New to ${PRODUCT_NAME}?`,
  loggedIn: 'Logged in',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  signUpTitle: 'Create your account',
  signUpSubtitle: `Join ${PRODUCT_NAME} and start sharing what you build.`,
  haveAccount: 'Already have an account?',
  agreeToTerms: 'By signing up you agree to the',
  and: 'and',
  repeatPassword: 'Repeat password',
  createAccount: 'Create account',
  accountCreated: 'Account created',
  forgotSubtitle:
    'Enter the email you signed up with and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  checkEmail: 'Check your email',
  resetLinkSent: 'If an account exists for that email, a reset link is on its way.',
  sentTo: 'We sent it to',
  linkExpires: '. The link expires after a while, so use it soon.',
  backToLogIn: 'Back to log in',
  resetTitle: 'Choose a new password',
  resetSubtitle: 'Pick a password you do not use anywhere else.',
  repeatNewPassword: 'Repeat new password',
  requestNewLink: 'Request a new link',
  resetLinkIncomplete: 'This reset link is incomplete',
  resetLinkIncompleteHint: 'Open the link from your reset email again, or request a new one.',
} as const
