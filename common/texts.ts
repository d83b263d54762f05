// The English texts and limits of the product spec (sections 5, 8 and 9), in one place so the
// server's errors and the client's messages never drift apart.

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
  loggedIn: 'Logged in',
  accountCreated: 'Account created',
  loggedOut: 'Logged out',
  resetLinkSent: 'If an account exists for that email, a reset link is on its way.',
  passwordUpdated: 'Password updated',
  reportLoggedOut: 'You must be logged in to report content',
} as const

export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 160,
  nameMax: 50,
  locationMax: 100,
  descriptionMax: 2000,
  postContentMax: 5000,
  commentMax: 2000,
  altTextMax: 1000,
  imagesPerPost: 4,
  imageBytesMax: 10 * 1024 * 1024,
  searchMin: 2,
  searchDebounceMs: 300,
  searchResults: 5,
  mentionSuggestions: 5,
  reportHideThreshold: 2,
  notificationsAutoReadMs: 500,
  badgeMax: 99,
  pageSize: 20,
  toastDurationMs: 4000,
  toastsVisible: 3,
} as const
