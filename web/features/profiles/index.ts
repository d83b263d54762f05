// What other features use of profiles besides its components (scripts/check-boundaries.ts).
export { useUpdateProfile, useUploadAvatar } from './api'
