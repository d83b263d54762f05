// Editing a post and its history, in English (README: Texts); apart from the schemas so screens
// load no zod for the wording.

export const postEditTexts = {
  edit: 'Edit post',
  editTitle: 'Edit post',
  textLabel: 'Post text',
  editHint: 'Images stay as they are; you can change the text and the images’ alt texts.',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Post updated',
  saveFailed: 'Could not save your changes',
  onlyAuthor: 'Only the author can edit a post',
  altCountMismatch: 'Give one alt text per image of the post',
  edited: 'edited',
  editedAt: (when: string) => `Edited ${when}`,
  historyTitle: 'Edit history',
  historyOpen: 'Show edit history',
  historyEmpty: 'This post has not been edited',
  current: 'Current',
  original: 'Original',
  loadFailed: 'The edit history could not be loaded.',
  altLabel: (position: number) => `Alt text of image ${position}`,
} as const
