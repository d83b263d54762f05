import type { Post } from '@common/posts'

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )

// XML 1.0 forbids most control characters, which user text may contain.
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code !== 0xfffe && code !== 0xffff)
const xmlSafe = (value: string) =>
  escapeXml(
    Array.from(value)
      .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
      .join(''),
  )

const titleOf = (content: string) => {
  const flat = content.replace(/\s+/g, ' ').trim()
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat || 'Photo'
}

/** An Atom 1.0 document of a member's latest public posts. */
export function renderAtomFeed(options: {
  publicUrl: string
  profile: { username: string; name: string }
  posts: Post[]
}): string {
  const { publicUrl, profile, posts } = options
  const profileUrl = `${publicUrl}/${profile.username}`
  const updated = posts[0]?.createdAt ?? new Date(0).toISOString()
  const entries = posts.map((post) => {
    const url = `${publicUrl}/post/${post.id}`
    return `  <entry>
    <title>${xmlSafe(titleOf(post.content))}</title>
    <link rel="alternate" href="${xmlSafe(url)}"/>
    <id>${xmlSafe(url)}</id>
    <updated>${post.createdAt}</updated>
    <published>${post.createdAt}</published>
    <content type="text">${xmlSafe(post.content)}</content>
  </entry>`
  })
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${xmlSafe(`${profile.name} (@${profile.username}) on Makerfolio`)}</title>
  <link rel="alternate" href="${xmlSafe(profileUrl)}"/>
  <link rel="self" href="${xmlSafe(`${profileUrl}/feed.xml`)}"/>
  <id>${xmlSafe(profileUrl)}</id>
  <updated>${updated}</updated>
  <author><name>${xmlSafe(profile.name)}</name><uri>${xmlSafe(profileUrl)}</uri></author>
${entries.join('\n')}
</feed>
`
}
