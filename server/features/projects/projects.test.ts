import { projectTexts } from '@common/projects'
import { projects } from '@server/db/schema'
import { endLaunchDirectly, projectWithLaunch } from '@tests/factories/launch-badges'
import { launchDay, scheduleLaunch } from '@tests/factories/launches'
import { makeModerator } from '@tests/factories/moderation'
import { banDirectly } from '@tests/factories/posts'
import { createProject, uniqueProjectName } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()

const post = (as: TestUser | undefined, payload: Record<string, unknown>) =>
  request(t.app, { method: 'POST', url: '/api/projects', as, payload })
const valid = () => ({ name: uniqueProjectName(), tagline: 'Ship faster' })

describe('creating projects', () => {
  it('stores every field and answers with the project as its pages show it', async () => {
    const ada = await signUp(t.app)
    const name = uniqueProjectName('Launch  Kit')
    const response = await post(ada, {
      name: `  ${name} `,
      tagline: ' Landing pages in minutes ',
      category: '  Indie   Games ',
      description: 'Line one\nLine two',
      websiteUrl: 'https://launchkit.example',
      appStoreUrl: 'apps.apple.com/app/id1',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=kit',
      launchedDate: '2025-03',
      mrr: '4200.50',
      userCount: '12345',
      logoUrl: 'https://launchkit.example/logo.png',
      techStack: ['React', 'Node', 'react', ' Postgres '],
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      name: name.replace(/\s+/g, ' '),
      tagline: 'Landing pages in minutes',
      category: 'Indie Games',
      appStoreUrl: 'https://apps.apple.com/app/id1',
      launchedDate: '2025-03-01',
      mrr: 4200.5,
      userCount: 12345,
      techStack: ['React', 'Node', 'Postgres'],
      owner: { id: ada.id, username: ada.username },
      isOwner: true,
      bookmarkedByMe: false,
    })
    const visitorView = await request(t.app, { url: `/api/projects/${response.json().id}` })
    expect(visitorView.json()).toMatchObject({ isOwner: false, mrr: 4200.5 })
  })

  it('stores empty optional fields as null', async () => {
    const ada = await signUp(t.app)
    const response = await post(ada, {
      ...valid(),
      category: ' ',
      description: '',
      websiteUrl: '',
      mrr: '',
      userCount: null,
      launchedDate: '',
    })
    expect(response.statusCode).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, response.json().id))
    expect(row).toMatchObject({
      category: null,
      description: null,
      websiteUrl: null,
      mrr: null,
      userCount: null,
      launchedDate: null,
      logoUrl: null,
      techStack: [],
    })
  })

  it.each([
    [{ name: '   ' }, 'name', projectTexts.nameRequired],
    [{ tagline: '' }, 'tagline', projectTexts.taglineRequired],
    [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', projectTexts.invalidUrl],
    [{ logoUrl: 'data:image/png;base64,AAAA' }, 'logoUrl', projectTexts.invalidUrl],
    [{ appStoreUrl: 'ftp://example.com' }, 'appStoreUrl', projectTexts.invalidUrl],
    [{ mrr: -1 }, 'mrr', projectTexts.mrrNegative],
    [{ mrr: '10.999' }, 'mrr', projectTexts.mrrDecimals],
    [{ userCount: '-3' }, 'userCount', projectTexts.userCountNegative],
    [{ userCount: 2.5 }, 'userCount', projectTexts.userCountInvalid],
    [{ launchedDate: '2025-13' }, 'launchedDate', projectTexts.invalidMonth],
    [{ category: 'x'.repeat(41) }, 'category', projectTexts.categoryTooLong],
  ])('refuses %o with a message on the field', async (input, field, message) => {
    const ada = await signUp(t.app)
    const response = await post(ada, { ...valid(), ...input })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'validation', message })
    expect(response.json().error.fields[field]).toBe(message)
  })

  it('asks visitors to sign in, and suspended members cannot create', async () => {
    expect((await post(undefined, valid())).statusCode).toBe(401)
    const suspended = await signUp(t.app)
    await banDirectly(t.database.db, suspended.id)
    expect((await post(suspended, valid())).statusCode).toBe(403)
  })
})

describe('unique project names', () => {
  it("treats 'My App', 'myapp' and 'My  App' as the same name", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const base = uniqueProjectName('My App')
    expect((await post(ada, { name: base, tagline: 'x' })).statusCode).toBe(201)
    for (const name of [base.replace(/\s/g, '').toLowerCase(), base.replace(' ', '  ')]) {
      const taken = await post(bob, { name, tagline: 'x' })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().error).toMatchObject({
        code: 'conflict',
        message: projectTexts.nameTaken,
        fields: { name: projectTexts.nameTaken },
      })
    }
  })

  it('gives one of two racing creations the name and the other a 409', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)]
    const name = uniqueProjectName('Race')
    const responses = await Promise.all(
      [ada, bob, ada, bob].map((owner) => post(owner, { name, tagline: 'x' })),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409])
  })

  it('lets an owner recase their own name, but not take another project’s', async () => {
    const ada = await signUp(t.app)
    const mine = await createProject(t.app, ada)
    const other = await createProject(t.app, ada)
    const put = (name: string) =>
      request(t.app, {
        method: 'PATCH',
        url: `/api/projects/${mine.id}`,
        as: ada,
        payload: { name },
      })
    expect((await put(mine.name.toUpperCase())).statusCode).toBe(200)
    expect((await put(other.name.toLowerCase())).statusCode).toBe(409)
  })
})

describe('launch dates', () => {
  const impossibleDays = ['2024-02-30', '2023-02-29', '2024-04-31', '2024-02-31']

  const storedLaunch = async (id: string) => {
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id))
    return row?.launchedDate
  }

  it.each(impossibleDays)('refuses %s on POST, PUT and PATCH and stores nothing', async (day) => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, { launchedDate: '2024-01' })
    const name = uniqueProjectName()
    const attempts = [
      await post(ada, { name, tagline: 'x', launchedDate: day }),
      await request(t.app, {
        method: 'PUT',
        url: `/api/projects/${project.id}`,
        as: ada,
        payload: { name: project.name, tagline: 'x', launchedDate: day },
      }),
      await request(t.app, {
        method: 'PATCH',
        url: `/api/projects/${project.id}`,
        as: ada,
        payload: { launchedDate: day },
      }),
    ]
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'validation',
        message: projectTexts.notRealDate,
        fields: { launchedDate: projectTexts.notRealDate },
      })
    }
    expect(await storedLaunch(project.id)).toBe('2024-01-01')
    const created = await t.database.db.select().from(projects).where(eq(projects.name, name))
    expect(created).toEqual([])
  })

  it('takes the leap day of a leap year as its month', async () => {
    const ada = await signUp(t.app)
    const created = await post(ada, { ...valid(), launchedDate: '2024-02-29' })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().launchedDate).toBe('2024-02-01')
    const patched = await request(t.app, {
      method: 'PATCH',
      url: `/api/projects/${created.json().id}`,
      as: ada,
      payload: { launchedDate: '2020-02-29' },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(await storedLaunch(created.json().id)).toBe('2020-02-01')
  })
})

describe('editing and deleting', () => {
  it('lets only the owner edit: 403 for another member, 401 for a visitor, 404 when missing', async () => {
    const [ada, eve] = [await signUp(t.app), await signUp(t.app)]
    const project = await createProject(t.app, ada)
    const edit = (as?: TestUser, id = project.id) =>
      request(t.app, { method: 'PUT', url: `/api/projects/${id}`, as, payload: valid() })
    expect((await edit(eve)).statusCode).toBe(403)
    expect((await edit()).statusCode).toBe(401)
    expect((await edit(ada, crypto.randomUUID())).statusCode).toBe(404)
    const unchanged = await request(t.app, { url: `/api/projects/${project.id}` })
    expect(unchanged.json().name).toBe(project.name)
  })

  it('replaces the whole project on PUT and only the sent fields on PATCH', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada, { mrr: '100', userCount: '5' })
    const patched = await request(t.app, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      as: ada,
      payload: { userCount: '6', category: 'tools' },
    })
    expect(patched.json()).toMatchObject({ mrr: 100, userCount: 6, category: 'Tools' })
    expect(patched.json().updatedAt >= project.updatedAt).toBe(true)
    const replaced = await request(t.app, {
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      as: ada,
      payload: { name: project.name, tagline: 'New tagline' },
    })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json()).toMatchObject({ tagline: 'New tagline', mrr: null, userCount: null })
  })

  it('lets the owner or a moderator delete, nobody else', async () => {
    const [ada, eve, mod] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)]
    await makeModerator(t.database.db, mod.id)
    const first = await createProject(t.app, ada)
    const second = await createProject(t.app, ada)
    const remove = (id: string, as?: TestUser) =>
      request(t.app, { method: 'DELETE', url: `/api/projects/${id}`, as })
    expect((await remove(first.id)).statusCode).toBe(401)
    expect((await remove(first.id, eve)).statusCode).toBe(403)
    expect((await remove(first.id, ada)).statusCode).toBe(204)
    expect((await remove(second.id, mod)).statusCode).toBe(204)
    const gone = await request(t.app, { url: `/api/projects/${first.id}` })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.message).toBe(projectTexts.loadFailed)
  })
})

describe("a project's launch badges", () => {
  it('answers the frozen top-3 ranks best first on the project, none in lists', async () => {
    const ada = await signUp(t.app)
    const { project, launch } = await projectWithLaunch(t.app, ada)
    const url = `/api/projects/${project.id}`
    expect((await request(t.app, { url })).json().launchBadges).toEqual([])
    await endLaunchDirectly(t.database.db, launch.id, {
      day: launchDay(-50),
      dayRank: 2,
      weekRank: 1,
    })
    // A later launch, 40 days after: #1 of its day, out of its week's top 3.
    const later = await scheduleLaunch(t.app, ada, project.id, { day: launchDay(40) })
    await endLaunchDirectly(t.database.db, later.id, {
      day: launchDay(-10),
      dayRank: 1,
      weekRank: 4,
    })
    expect((await request(t.app, { url })).json().launchBadges).toEqual([
      {
        text: '#1 Launch of the Week',
        kind: 'week',
        rank: 1,
        launchId: launch.id,
        day: launchDay(-50),
      },
      {
        text: '#1 Launch of the Day',
        kind: 'day',
        rank: 1,
        launchId: later.id,
        day: launchDay(-10),
      },
      {
        text: '#2 Launch of the Day',
        kind: 'day',
        rank: 2,
        launchId: launch.id,
        day: launchDay(-50),
      },
    ])
    // A disqualified launch keeps no badge; lists of projects carry none at all.
    await endLaunchDirectly(t.database.db, later.id, {
      day: launchDay(-10),
      dayRank: 1,
      state: 'disqualified',
    })
    expect((await request(t.app, { url, as: ada })).json().launchBadges).toHaveLength(2)
    const list = (await request(t.app, { url: `/api/users/${ada.username}/projects` })).json()
    expect(list.items[0].id).toBe(project.id)
    expect(list.items[0]).not.toHaveProperty('launchBadges')
  })
})
