// What other features use of moderation.

export { recordModerationAction } from './queries'
export { assertModerator } from './service'
