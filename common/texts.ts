// The English texts of the product spec (sections 5 and 8), in one place so the server's errors
// and the client's messages never drift apart. Limits live in ./limits.

export const PRODUCT_NAME = 'Makerfolio'

export const texts = {
  required: 'This field is required',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidUsername: 'Invalid username',
  usernameTaken: 'This username already exists',
  incorrectLogin: 'Incorrect email or password',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidEmail: 'Please enter a valid email address',
  notAuthenticated: 'Not authenticated',
  notAllowed: 'You are not allowed to do that',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  somethingWentWrong: 'Something went wrong',
  loggedOut: 'Logged out',
  passwordUpdated: 'Password updated',
  reportLoggedOut: 'You must be logged in to report content',
} as const

// Re-exported for the modules that import the limits from here.
export { limits } from './limits'
