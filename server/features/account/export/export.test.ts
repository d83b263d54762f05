import type { AccountExport } from '@common/account-export'
import { projectBookmarks, projects } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import { createComment, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { request, signUp, TEST_ORIGIN, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

describe('GET /api/me/export', () => {
  it("downloads the member's own data as a JSON attachment", async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    await request(t.app, {
      method: 'PUT',
      url: '/api/me/links',
      as: ada,
      payload: {
        twitter: 'ada',
        website: 'https://ada.dev',
        others: [{ label: 'Newsletter', url: 'https://news.ada.dev' }],
      },
    })
    const post = await createPost(t.app, ada, {
      content: 'with a picture',
      images: [await makeImage()],
    })
    const bobsPost = await createPost(t.app, bob)
    const comment = await createComment(t.app, ada, bobsPost.id, { content: 'Nice!' })
    await request(t.app, { method: 'PUT', url: `/api/posts/${bobsPost.id}/save`, as: ada })
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: ada.id, name: `Export ${ada.id}`, tagline: 'Ships', techStack: ['ts'] })
      .returning()
    const [bobsProject] = await t.database.db
      .insert(projects)
      .values({ userId: bob.id, name: `Bob ${bob.id}`, tagline: 'x' })
      .returning()
    await t.database.db
      .insert(projectBookmarks)
      .values({ userId: ada.id, projectId: bobsProject!.id })
    await follow(t.app, ada, bob)
    await follow(t.app, bob, ada)

    const response = await request(t.app, { url: '/api/me/export', as: ada })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="makerfolio-${ada.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    )
    const data: AccountExport = response.json()
    expect(data.profile).toMatchObject({ id: ada.id, username: ada.username, email: ada.email })
    expect(data.links).toEqual([
      { kind: 'twitter', url: 'https://x.com/ada', label: null },
      { kind: 'website', url: 'https://ada.dev/', label: null },
      { kind: 'other', url: 'https://news.ada.dev/', label: 'Newsletter' },
    ])
    expect(data.posts).toEqual([
      expect.objectContaining({
        id: post.id,
        content: 'with a picture',
        imageUrls: [`${TEST_ORIGIN}${post.images[0]!.url}`],
      }),
    ])
    expect(data.comments).toEqual([
      expect.objectContaining({ id: comment.id, postId: bobsPost.id, content: 'Nice!' }),
    ])
    expect(data.projects).toEqual([
      expect.objectContaining({ id: project!.id, tagline: 'Ships', techStack: ['ts'] }),
    ])
    expect(data.projects[0]).not.toHaveProperty('reportCount')
    expect(data.follows.followers.map((f) => f.username)).toEqual([bob.username])
    expect(data.follows.following.map((f) => f.username)).toEqual([bob.username])
    expect(data.saved.posts.map((s) => s.postId)).toEqual([bobsPost.id])
    expect(data.saved.projects.map((s) => s.projectId)).toEqual([bobsProject!.id])
    expect(JSON.stringify(data)).not.toContain(bob.email)
  })

  it('is for signed-in members only', async () => {
    expect((await request(t.app, { url: '/api/me/export' })).statusCode).toBe(401)
  })
})
