// What other features may use of drafts (scripts/check-boundaries.ts): the composer's calls.

export {
  createDraft,
  draftKeys,
  publishDraft,
  removeDraftImage,
  saveDraft,
  uploadDraftImages,
  useDraft,
} from './api'
