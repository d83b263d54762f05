import { KeptSets } from './kept-sets'
import type { FollowChange } from './messages'

/**
 * A followed project in a member's set (issue 17: its updates reach the Following feed), beside
 * the ids of followed members; `follow.changed` carries it as the followee.
 */
export const PROJECT_FOLLOW_PREFIX = 'project:'
export const projectFollowKey = (projectId: string) => `${PROJECT_FOLLOW_PREFIX}${projectId}`

/**
 * Whom (members, and projects by `projectFollowKey`) each member with a stream on this node
 * follows, so a new post's event says per stream whether it belongs in the Following feed
 * without a query. Kept current by `follow.changed` (kept-sets.ts).
 */
export class FollowSets extends KeptSets<FollowChange, readonly string[], Set<string>> {
  protected membersOf(change: FollowChange) {
    return [change.followerId]
  }

  protected create(loaded: readonly string[]) {
    return new Set(loaded)
  }

  protected refill(followees: Set<string>, loaded: readonly string[]) {
    followees.clear()
    for (const id of loaded) followees.add(id)
  }

  protected applyTo(followees: Set<string>, _memberId: string, change: FollowChange) {
    if (change.following) followees.add(change.followeeId)
    else followees.delete(change.followeeId)
  }
}
