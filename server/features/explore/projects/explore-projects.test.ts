import type { Project } from '@common/projects'
import { projects } from '@server/db/schema'
import { report } from '@tests/factories/moderation'
import { banDirectly } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { countQueries } from '@tests/support/count-queries'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

/** Every page of a list, following nextCursor, as ids. */
async function walk(url: string, as?: TestUser): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | null = null
  const join = url.includes('?') ? '&' : '?'
  do {
    const page: string = cursor ? `${join}cursor=${cursor}` : ''
    const response = await request(t.app, { url: `${url}${page}`, as })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json() as { items: Project[]; nextCursor: string | null }
    ids.push(...body.items.map((item) => item.id))
    cursor = body.nextCursor
  } while (cursor)
  return ids
}

const bookmark = (as: TestUser, id: string) =>
  request(t.app, { method: 'PUT', url: `/api/projects/${id}/bookmark`, as })

describe('Explore projects', () => {
  it('sorts one category by MRR, users, followers, bookmarks, newest and last update, page by page', async () => {
    const [ada, bob, cy] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)])
    const category = `Cat${Date.now()}`
    const low = await createProject(t.app, ada, { category, mrr: 10, userCount: 900 })
    const none = await createProject(t.app, bob, { category })
    const high = await createProject(t.app, cy, { category, mrr: 5000.5, userCount: 20 })
    const mid = await createProject(t.app, ada, { category: category.toUpperCase(), mrr: 300 })
    await createProject(t.app, ada, { category: 'Other' })
    await bookmark(bob, mid.id)
    await bookmark(cy, mid.id)
    await bookmark(bob, none.id)
    // `low` changed last.
    await t.database.db
      .update(projects)
      .set({ updatedAt: sql`now() + interval '1 minute'` })
      .where(eq(projects.id, low.id))

    const list = (sort: string) =>
      walk(`/api/explore/projects?category=${category.toLowerCase()}&sort=${sort}&limit=1`, ada)
    expect(await list('mrr')).toEqual([high.id, mid.id, low.id, none.id])
    expect(await list('users')).toEqual([low.id, high.id, ...[mid.id, none.id].sort().reverse()])
    for (const fan of [ada, cy]) {
      const followed = await request(t.app, {
        method: 'PUT',
        url: `/api/projects/${none.id}/follow`,
        as: fan,
      })
      expect(followed.statusCode).toBe(200)
    }
    expect((await list('followers'))[0]).toBe(none.id)
    const byBookmarks = await list('bookmarks')
    expect(byBookmarks.slice(0, 2)).toEqual([mid.id, none.id])
    expect(await list('newest')).toEqual([mid.id, high.id, none.id, low.id])
    expect((await list('updated'))[0]).toBe(low.id)
  })

  it('ranks by followers as the project page counts them, through bans, unfollows and account deletions', async () => {
    const [maker, fan1, fan2, fan3] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
    ])
    const category = `Rank${Date.now()}`
    const [a, b] = [
      await createProject(t.app, maker, { category }),
      await createProject(t.app, maker, { category }),
    ]
    const follow = (as: TestUser, id: string, method = 'PUT') =>
      request(t.app, { method, url: `/api/projects/${id}/follow`, as })
    for (const fan of [fan1, fan2]) expect((await follow(fan, a.id)).statusCode).toBe(200)
    expect((await follow(fan3, b.id)).statusCode).toBe(200)
    await bookmark(fan1, b.id)
    await bookmark(fan2, b.id)
    const order = (sort: string) =>
      walk(`/api/explore/projects?category=${category}&sort=${sort}&limit=1`)
    const followersOf = async (id: string) =>
      (await request(t.app, { url: `/api/projects/${id}/follow` })).json().followersCount as number
    expect(await order('followers')).toEqual([a.id, b.id])
    expect(await order('bookmarks')).toEqual([b.id, a.id])

    // A ban leaves the fan's follows out, as on the project page; an unban counts them again.
    await banDirectly(t.database.db, fan1.id)
    await banDirectly(t.database.db, fan2.id)
    expect(await followersOf(a.id)).toBe(0)
    expect(await order('followers')).toEqual([b.id, a.id])
    await banDirectly(t.database.db, fan2.id, false)
    expect(await order('followers')).toEqual([b.id, a.id].sort().reverse())
    await banDirectly(t.database.db, fan1.id, false)
    expect(await order('followers')).toEqual([a.id, b.id])

    // An unfollow, and an account deleted with its follows and bookmarks.
    expect((await follow(fan1, a.id, 'DELETE')).statusCode).toBe(200)
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: fan2,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(await followersOf(a.id)).toBe(0)
    expect(await order('followers')).toEqual([b.id, a.id])
    expect(await order('bookmarks')).toEqual([b.id, a.id])
    await request(t.app, { method: 'DELETE', url: `/api/projects/${b.id}/bookmark`, as: fan1 })
    expect(await order('bookmarks')).toEqual([b.id, a.id].sort().reverse())
  })

  it('lists every project once without a category, and leaves out hidden ones', async () => {
    const [owner, banned, r1, r2] = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app)),
    )
    const shown = await createProject(t.app, owner!)
    const ofBanned = await createProject(t.app, banned!)
    const reported = await createProject(t.app, owner!)
    await banDirectly(t.database.db, banned!.id)
    await report(t.app, r1!, 'project', reported.id)
    await report(t.app, r2!, 'project', reported.id)

    const everything = await walk('/api/explore/projects?limit=3')
    expect(new Set(everything).size).toBe(everything.length)
    expect(everything).toContain(shown.id)
    expect(everything).not.toContain(ofBanned.id)
    expect(everything).not.toContain(reported.id)
    // Its owner still sees the reported project; the reporter's own view drops it too.
    expect(await walk('/api/explore/projects?limit=50', owner)).toContain(reported.id)
  })

  it('refuses a forged cursor, an unknown sort and a blank category with 400', async () => {
    for (const url of [
      '/api/explore/projects?sort=mrr&cursor=bm90LWEtY3Vyc29y',
      `/api/explore/projects?sort=mrr&cursor=${Buffer.from('1e9|x').toString('base64url')}`,
      `/api/explore/projects?cursor=${Buffer.from('2024-02-30T00:00:00.000000Z|x').toString('base64url')}`,
      '/api/explore/projects?sort=loudest',
      '/api/explore/projects?category=%20',
      `/api/explore/new/projects?cursor=${Buffer.from(`2024-02-30|${crypto.randomUUID()}`).toString('base64url')}`,
    ]) {
      const response = await request(t.app, { url })
      expect(response.statusCode, url).toBe(400)
    }
  })

  it('lists the categories in use with their counts', async () => {
    const ada = await signUp(t.app)
    const category = `Climate${Date.now()}`
    await createProject(t.app, ada, { category })
    await createProject(t.app, ada, { category: category.toLowerCase() })
    const body = (await request(t.app, { url: '/api/explore/categories' })).json()
    const row = body.items.find(
      (item: { category: string }) => item.category.toLowerCase() === category.toLowerCase(),
    )
    expect(row.projectCount).toBe(2)
  })
})

describe('New this week', () => {
  it('lists launched projects by launch month, never a future launch', async () => {
    const ada = await signUp(t.app)
    const month = (offset: number) => {
      const d = new Date()
      d.setUTCDate(1)
      d.setUTCMonth(d.getUTCMonth() + offset)
      return d.toISOString().slice(0, 7)
    }
    const lastYear = await createProject(t.app, ada, { launchedDate: month(-12) })
    const thisMonth = await createProject(t.app, ada, { launchedDate: month(0) })
    const future = await createProject(t.app, ada, { launchedDate: month(2) })
    const ids = await walk('/api/explore/new/projects?limit=2')
    expect(ids).not.toContain(future.id)
    expect(ids.indexOf(thisMonth.id)).toBeLessThan(ids.indexOf(lastYear.id))
    expect(ids.indexOf(lastYear.id)).toBeGreaterThan(-1)
  })

  it('builds every Explore page in the same number of queries whatever its size', async () => {
    const ada = await signUp(t.app)
    for (let i = 0; i < 4; i++) {
      await createProject(t.app, ada, { launchedDate: '2024-01', category: 'Tools', mrr: i })
    }
    const queriesFor = (url: string) =>
      countQueries(t.database.pool, async () => {
        expect((await request(t.app, { url, as: ada })).statusCode).toBe(200)
      })
    for (const path of [
      '/api/explore/projects?sort=bookmarks&',
      '/api/explore/projects?sort=mrr&category=Tools&',
      '/api/explore/new/projects?',
      '/api/explore/new/makers?',
      '/api/explore/makers?',
      '/api/explore/topics?',
      '/api/explore/posts?',
    ]) {
      expect(await queriesFor(`${path}limit=4`), path).toBe(await queriesFor(`${path}limit=1`))
    }
  })
})
