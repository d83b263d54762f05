/** The pages Lighthouse audits, picked from the seeded demo data through the public API. */
export type SamplePage = { name: string; url: string }

type Page<T> = { items: T[] }

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

export async function findSamplePages(base: string, username = 'user1'): Promise<SamplePage[]> {
  const posts = await getJson<Page<{ id: string; images: unknown[] }>>(
    `${base}/api/users/${username}/posts`,
  )
  const projects = await getJson<Page<{ id: string }>>(`${base}/api/users/${username}/projects`)
  // A post with images is the heavier, more telling page; any post does if none has one.
  const post = posts.items.find((item) => item.images.length > 0) ?? posts.items[0]
  const project = projects.items[0]
  if (!post || !project) throw new Error(`The seeded member ${username} has no post or project`)
  return [
    { name: 'landing', url: `${base}/` },
    { name: 'login', url: `${base}/login` },
    { name: 'profile', url: `${base}/${username}` },
    { name: 'post', url: `${base}/post/${post.id}` },
    { name: 'project', url: `${base}/project/${project.id}` },
  ]
}
