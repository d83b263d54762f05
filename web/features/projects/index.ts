// What other features use of projects besides its components (scripts/check-boundaries.ts).
export { useProject } from './api'
export { useAddGalleryImage, useGallery } from './gallery-api'
export { useProjectMakers } from './maker-api'
