// What other features use of profiles besides its components (scripts/check-boundaries.ts).
export { profileKeys, useUpdateProfile, useUploadAvatar } from './api'
