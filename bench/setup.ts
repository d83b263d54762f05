import type { Launch } from '../common/launches'

/** Signs in as a seeded member and finds the ids each benchmark needs, through the API. */
export async function prepare(base: string) {
  const origin = { origin: base, 'content-type': 'application/json' }
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email: 'user1@makerfolio.test', password: 'makerfolio' }),
  })
  if (!signIn.ok)
    throw new Error(
      `sign-in failed (${signIn.status}): seed the data first (npm run seed -- --profile large)`,
    )
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const headers = { cookie }
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers })
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
    return response.json()
  }

  // A post with 50 comments, written once per data directory.
  let thread = (await get('/api/tags/benchthread/posts?limit=1')).items[0]
  if (!thread) {
    const created = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers: { ...headers, ...origin },
      body: JSON.stringify({ content: 'Benchmark thread #benchthread' }),
    })
    thread = await created.json()
    for (let i = 0; i < 50; i++) {
      await fetch(`${base}/api/posts/${thread.id}/comments`, {
        method: 'POST',
        headers: { ...headers, ...origin },
        body: JSON.stringify({ content: `Comment ${i + 1} for the benchmark` }),
      })
    }
  }

  let cursor: string | null = null
  for (let page = 1; page < 50; page++) {
    const query: string = cursor ? `&cursor=${cursor}` : ''
    cursor = (await get(`/api/posts?limit=20${query}`)).nextCursor
    if (!cursor) break
  }
  const project = (await get('/api/users/user2/projects?limit=1')).items[0]
  return {
    headers,
    threadId: thread.id as string,
    page50Cursor: cursor,
    projectId: project?.id as string | undefined,
    ...(await launchIds(get)),
  }
}

/**
 * Today's UTC day, this week's Monday, and today's top launch once the server's launch-day pass
 * has opened it (at start: the seeds leave today's launches scheduled), with its thread post.
 */
async function launchIds(get: (path: string) => Promise<{ items: Launch[] }>) {
  const now = new Date()
  const today = now.toISOString().slice(0, 10)
  const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * 86_400_000)
  const week = monday.toISOString().slice(0, 10)
  const deadline = Date.now() + 120_000
  for (;;) {
    const top = (await get(`/api/launches?day=${today}&limit=1`)).items[0]
    if (!top) return { today, week, launchId: undefined, launchThreadId: undefined }
    if (top.threadPostId) return { today, week, launchId: top.id, launchThreadId: top.threadPostId }
    if (Date.now() > deadline) throw new Error(`today's launches did not open: ${top.state}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
