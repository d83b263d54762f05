// What other features use of moderation.
export { assertModerator } from './service'
