import { positiveIntFromEnv } from '../env'

/** What one simulated browser has on screen: it decides which requests a refetch makes. */
export type Screen =
  | { kind: 'feed'; feed: 'everyone' | 'following' }
  /** A post's page: its thread is open, and the stream follows it (`?post=`). */
  | { kind: 'post'; postId: string }
  | { kind: 'notifications' }
  /** A visitor reading a member's profile (visitors have no feed). */
  | { kind: 'profile'; username: string }

export type LiveOptions = {
  clients: number
  seconds: number
  /** Actions per second through the API, each kind at its own steady rate. */
  rates: { posts: number; comments: number; commentLikes: number; deletions: number }
  /** Every n-th new post mentions a member (a notification to that member's tabs). */
  mentionEvery: number
  /** Signed-in clients share this many member accounts (one session each, like tabs). */
  members: number
  writers: number
  /** Members follow this many of the writers: their posts are `followed` for them. */
  followedWriters: number
  /** Posts whose threads clients have open, authored by members (comments notify them). */
  watched: number
  /** Worker threads the simulated browsers are spread over. */
  workers: number
  /** Share of clients per minute pressing their feed's 'N new posts' pill. */
  pillPressesPerClientMinute: number
  reader: { connections: number; aloneSeconds: number; warmupSeconds: number }
}

/**
 * Who the clients are (fractions of all clients, in this order): what a community's open tabs
 * look like when most readers are signed in. Visitors cannot open /feed (members only).
 */
export const CLIENT_MIX = [
  { share: 0.55, signedIn: true, screen: 'feed everyone' },
  { share: 0.15, signedIn: true, screen: 'feed following' },
  { share: 0.06, signedIn: true, screen: 'post' },
  { share: 0.04, signedIn: true, screen: 'notifications' },
  { share: 0.1, signedIn: false, screen: 'post' },
  { share: 0.1, signedIn: false, screen: 'profile' },
] as const

export function optionsFromEnv(env = process.env): LiveOptions {
  const int = (name: string, fallback: number) => positiveIntFromEnv(name, fallback, env)
  return {
    clients: int('LIVE_CLIENTS', 5000),
    seconds: int('LIVE_SECONDS', 60),
    rates: {
      posts: int('LIVE_POSTS_PER_SECOND', 50),
      comments: int('LIVE_COMMENTS_PER_SECOND', 10),
      commentLikes: int('LIVE_LIKES_PER_SECOND', 2),
      deletions: int('LIVE_DELETIONS_PER_SECOND', 1),
    },
    mentionEvery: int('LIVE_MENTION_EVERY', 5),
    members: int('LIVE_MEMBERS', 200),
    writers: int('LIVE_WRITERS', 8),
    followedWriters: 2,
    watched: int('LIVE_WATCHED_POSTS', 10),
    workers: int('LIVE_WORKERS', 4),
    pillPressesPerClientMinute: 0.02,
    reader: {
      connections: int('LIVE_READER_CONNECTIONS', 64),
      aloneSeconds: int('LIVE_READER_SECONDS', 20),
      warmupSeconds: 3,
    },
  }
}
