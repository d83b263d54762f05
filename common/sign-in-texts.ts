import type { SecurityEventKind } from './sign-in-providers'

// The wording of provider sign-in and the security log, for the server's mails and the web app.
export const signInTexts = {
  continueWith: (name: string) => `Continue with ${name}`,
  or: 'or',
  providerFailed: 'Signing in with that provider did not work. Please try again.',
  emailInUse:
    'An account with this email already exists. Sign in with your password, then link the provider from Settings.',
  alreadyLinkedElsewhere: 'That provider account is already linked to another Makerfolio account.',
  chooseUsernameTitle: 'Choose your username',
  chooseUsernameLead:
    'Your account is ready. This is the name people see and mention: keep the proposed one or pick another.',
  username: 'Username',
  continue: 'Continue',
  providersTitle: 'Sign-in providers',
  providersLead: 'Sign in with an account you already have elsewhere.',
  link: 'Link',
  unlink: 'Unlink',
  linkedOn: (date: string) => `Linked ${date}`,
  notLinked: 'Not linked',
  linkDone: 'The provider is linked to your account',
  unlinked: (name: string) => `${name} is no longer linked`,
  lastWayIn:
    'Set a password or add a passkey before unlinking: this is the only way to sign in to your account.',
  providersLoadFailed: 'The sign-in providers could not be loaded.',
  securityLogTitle: 'Security log',
  securityLogLead: 'Recent changes to how you sign in. Each one was also emailed to you.',
  securityLogEmpty: 'Nothing yet.',
  securityLogError: 'The security log could not be loaded.',
  showMore: 'Show more',
  retry: 'Try again',
} as const

export const securityEventLabels: Record<SecurityEventKind, (detail: string | null) => string> = {
  password_changed: () => 'Password changed',
  password_set: () => 'Password set',
  email_changed: (detail) => (detail ? `Email changed to ${detail}` : 'Email changed'),
  two_factor_enabled: () => 'Two-factor authentication turned on',
  two_factor_disabled: () => 'Two-factor authentication turned off',
  provider_linked: (detail) => `${detail ?? 'A provider'} linked`,
  provider_unlinked: (detail) => `${detail ?? 'A provider'} unlinked`,
  passkey_added: (detail) => (detail ? `Passkey “${detail}” added` : 'Passkey added'),
  passkey_removed: (detail) => (detail ? `Passkey “${detail}” removed` : 'Passkey removed'),
  new_device: (detail) => `New sign-in from ${detail ?? 'a new device'}`,
}
