import type { ModerationAction } from '@common/moderation'
import { excerpt, type TargetDetails } from './target-details'

/** The history's sentence, written when the action is taken: the content may be gone later. */
export function summarise(action: ModerationAction, target: TargetDetails, closed: number) {
  const member = `@${target.owner.username}`
  switch (action) {
    case 'dismiss':
      return `Dismissed ${closed} report${closed === 1 ? '' : 's'} on ${describeForHistory(target)}`
    case 'remove':
      return `Removed ${describeForHistory(target)}`
    case 'ban':
      return target.type === 'profile'
        ? `Banned ${member}`
        : `Banned ${member} over ${describeForHistory(target)}`
    case 'unban':
      return `Unbanned ${member}`
  }
}

/** How the history names an item once it may be gone: 'a post by @ada: "Hello…"'. */
function describeForHistory(target: TargetDetails): string {
  const by = `@${target.owner.username}`
  switch (target.type) {
    case 'post':
      return `a post by ${by}: "${excerpt(target.text, 60)}"`
    case 'comment':
      return `a comment by ${by}: "${excerpt(target.text, 60)}"`
    case 'project':
      return `the project "${target.title}" by ${by}`
    case 'profile':
      return `the profile ${by}`
  }
}
