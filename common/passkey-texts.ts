// The English of passkeys (issue 18 §2), for the server's errors and the web app; kept apart from
// the zod schemas in passkeys.ts so screens that only need the wording load no zod.
export const passkeyTexts = {
  title: 'Passkeys',
  lead: 'Sign in with your fingerprint, face or device PIN instead of a password. A passkey cannot be phished or leaked.',
  add: 'Add a passkey',
  addTitle: 'Add a passkey',
  addLead:
    'Name it after where it lives, then follow your browser: it saves the passkey in your device or password manager.',
  name: 'Name',
  defaultName: 'Passkey',
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name can be at most 60 characters',
  continue: 'Continue',
  cancel: 'Cancel',
  added: 'Passkey added',
  none: 'No passkeys yet.',
  loadFailed: 'Your passkeys could not be loaded.',
  retry: 'Try again',
  createdOn: (date: string) => `Added ${date}`,
  lastUsed: (when: string) => `last used ${when} ago`,
  neverUsed: 'never used',
  synced: 'Synced',
  rename: 'Rename',
  renameTitle: 'Rename passkey',
  save: 'Save',
  renamed: 'Passkey renamed',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove “${name}”?`,
  removeLead:
    'You will no longer be able to sign in with it. Remove it from your device or password manager too.',
  removed: 'Passkey removed',
  notFound: 'That passkey is not on your account',
  lastWayIn:
    'Set a password or link a provider before removing this passkey: it is the only way to sign in to your account.',
  unsupported: 'This browser cannot use passkeys.',
  alreadyOnDevice: 'This device already keeps a passkey for your account.',
  wrongAddress:
    'Passkeys work only at the site’s own address. Open Makerfolio at its usual address and try again.',
  cancelled: 'No passkey was saved.',
  saveFailed: 'The passkey could not be saved. Please try again.',
  notFresh: 'For your security, sign out and sign in again before adding a passkey.',
  // Sign-in
  signIn: 'Sign in with a passkey',
  signInFailed: 'That passkey did not sign you in. Try again, or use your password.',
  signInCancelled: 'No passkey was chosen.',
} as const
