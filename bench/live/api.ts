// The API as the setup and the writers call it (fetch, from the main thread).

export type Account = { id: string; username: string; cookie: string }

export async function api(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: base,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response
}

export async function signUp(base: string, username: string): Promise<Account> {
  const response = await api(base, '/api/auth/sign-up/email', {
    body: { email: `${username}@makerfolio.test`, password: 'live bench password', name: username },
  })
  const body = (await response.json()) as { user: { id: string; username?: string } }
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { id: body.user.id, username: body.user.username ?? username, cookie }
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!)
    }),
  )
}
