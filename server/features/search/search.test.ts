import type { SearchResults } from '@common/search'
import { profiles, projects } from '@server/db/schema'
import { report } from '@tests/factories/moderation'
import { banDirectly } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { explainPlan } from '@tests/support/explain-plan'
import { eq, fillPlaceholders, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  likePatterns,
  otherProjectsStatement,
  peopleMatching,
  peoplePageStatement,
  projectsByNamePrefixStatement,
} from './queries'
import { searchSummaryStatement } from './summary/queries'

const t = useTestApp()

const search = async (viewer: TestUser, q: string) =>
  (
    await request(t.app, { url: `/api/search?q=${encodeURIComponent(q)}`, as: viewer })
  ).json() as SearchResults

const rename = (id: string, name: string) =>
  t.database.db.update(profiles).set({ name }).where(eq(profiles.id, id))

const addProject = async (
  ownerId: string,
  values: { name: string; description?: string; tagline?: string },
) => {
  const [row] = await t.database.db
    .insert(projects)
    .values({ userId: ownerId, tagline: 'A tagline', ...values })
    .returning({ id: projects.id })
  return row!.id
}

describe('search people', () => {
  it('matches name or username case-insensitively, 5 at most, prefix matches first', async () => {
    const me = await signUp(t.app)
    const inside = await signUp(t.app, { username: 'x_kestrel_inside' })
    const byName = await signUp(t.app)
    await rename(byName.id, 'Ada KESTREL Lovelace')
    for (let i = 0; i < 5; i++) await signUp(t.app, { username: `kestrel_${i}` })

    const body = await search(me, 'KeStReL')
    expect(body.people).toHaveLength(5)
    expect(body.people.map((p) => p.username)).toEqual([0, 1, 2, 3, 4].map((i) => `kestrel_${i}`))
    expect(body.people[0]).toEqual({
      id: expect.any(String),
      username: 'kestrel_0',
      name: 'kestrel_0',
      avatarUrl: null,
    })
    const byNameOnly = await search(me, 'lovelace')
    expect(byNameOnly.people.map((p) => p.id)).toEqual([byName.id])
    expect((await search(me, 'inside')).people.map((p) => p.id)).toEqual([inside.id])
  })

  it('never lists the searcher, banned members, profiles the searcher reported or with 2 reports', async () => {
    const me = await signUp(t.app, { username: 'heron_me' })
    const banned = await signUp(t.app, { username: 'heron_banned' })
    const reported = await signUp(t.app, { username: 'heron_reported' })
    const visible = await signUp(t.app, { username: 'heron_visible' })
    await banDirectly(t.database.db, banned.id)
    expect((await report(t.app, me, 'profile', reported.id)).statusCode).toBe(200)
    expect((await search(me, 'heron')).people.map((p) => p.id)).toEqual([visible.id])
    const other = await signUp(t.app)
    expect((await search(other, 'heron')).people.map((p) => p.username)).toEqual([
      'heron_me',
      'heron_reported',
      'heron_visible',
    ])
    await report(t.app, visible, 'profile', reported.id)
    expect((await search(other, 'heron')).people.map((p) => p.username)).toEqual([
      'heron_me',
      'heron_visible',
    ])
  })

  it('takes % and _ literally', async () => {
    const me = await signUp(t.app)
    const percent = await signUp(t.app)
    const decoy = await signUp(t.app)
    await rename(percent.id, 'Growth 100% organic')
    await rename(decoy.id, 'Growth 1000 organic')
    expect((await search(me, '100%')).people.map((p) => p.id)).toEqual([percent.id])
    const underscored = await signUp(t.app, { username: 'owl_x_owl' })
    await signUp(t.app, { username: 'owlaxowl' })
    expect((await search(me, 'l_x_o')).people.map((p) => p.id)).toEqual([underscored.id])
  })
})

describe('search projects', () => {
  it('matches name or description, 5 at most, name prefix first, with the card fields', async () => {
    const me = await signUp(t.app)
    const owner = await signUp(t.app)
    const described = await addProject(owner.id, {
      name: 'Zeta Tool',
      description: 'Built for FALCONRY fans',
    })
    const prefixed = await addProject(owner.id, { name: 'Falconry Hub', tagline: 'Birds' })
    for (let i = 0; i < 5; i++) await addProject(owner.id, { name: `My Falconry ${i}` })

    const body = await search(me, 'falconry')
    expect(body.projects).toHaveLength(5)
    expect(body.projects[0]).toEqual({
      id: prefixed,
      name: 'Falconry Hub',
      tagline: 'Birds',
      logoUrl: null,
      category: null,
    })
    expect(body.projects.map((p) => p.id)).not.toContain(described)
    expect((await search(me, 'FANS')).projects.map((p) => p.id)).toEqual([described])
  })

  it('hides projects with 2 reports, of banned owners or reported by the searcher, except from their owner', async () => {
    const [me, owner, bannedOwner, r1, r2] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t.app)),
    )
    const twice = await addProject(owner!.id, { name: 'Osprey Twice' })
    const once = await addProject(owner!.id, { name: 'Osprey Once' })
    await addProject(bannedOwner!.id, { name: 'Osprey Banned' })
    await banDirectly(t.database.db, bannedOwner!.id)
    await report(t.app, r1!, 'project', twice)
    await report(t.app, r2!, 'project', twice)
    await report(t.app, r1!, 'project', once)

    expect((await search(me!, 'osprey')).projects.map((p) => p.name)).toEqual(['Osprey Once'])
    expect((await search(r1!, 'osprey')).projects).toEqual([])
    const ownersView = (await search(owner!, 'osprey')).projects.map((p) => p.name)
    expect(ownersView.sort()).toEqual(['Osprey Once', 'Osprey Twice'])
  })
})

describe('search requests', () => {
  it('needs a signed-in member and 2 to 100 characters after trimming', async () => {
    const me = await signUp(t.app)
    expect((await request(t.app, { url: '/api/search?q=abc' })).statusCode).toBe(401)
    for (const q of ['', 'a', '  a  ', 'x'.repeat(101)]) {
      const response = await request(t.app, {
        url: `/api/search?q=${encodeURIComponent(q)}`,
        as: me,
      })
      expect(response.statusCode).toBe(400)
    }
    const short = await request(t.app, { url: '/api/search?q=a', as: me })
    expect(short.json().error.message).toBe('Type at least 2 characters to search')
    expect((await request(t.app, { url: '/api/search?q=%20ab%20', as: me })).statusCode).toBe(200)
  })

  it('is served by the trigram indexes on a populated table', async () => {
    const me = await signUp(t.app)
    // The sign-up trigger gives every user a profile; each owner gets a project.
    await t.database.db.execute(sql`
      insert into "user" (id, name, email)
      select 'bulk' || g, 'bulk_' || g, 'bulk' || g || '@example.com' from generate_series(1, 1000) g`)
    await t.database.db.execute(sql`
      insert into projects (user_id, name, tagline, description)
      select 'bulk' || g, 'Bulk project ' || g, 'Tagline', 'Description number ' || g
      from generate_series(1, 1000) g`)
    await t.database.db.execute(sql`analyze profiles, projects`)
    const plans: string[] = []
    // Mentions bind their values (custom plans); search's statements run on connections that
    // always use the generic plan (decision 041), which is the plan shown here.
    const mentions = peopleMatching(t.database.db, 'wxyz', me.id).toSQL()
    const bound = {
      ...likePatterns('wxyz'),
      term: 'wxyz',
      lower: 'wxyz',
      viewerId: me.id,
      limit: 6,
    }
    // Small tables are cheaper to scan (at 100,000 rows the planner picks these indexes by
    // itself): forbidding scans shows the predicates have the indexes' exact shapes.
    const settings = ['enable_seqscan = off', 'enable_indexscan = off']
    const generic = (statement: { getQuery(): { sql: string; params: unknown[] } }) => {
      const query = statement.getQuery()
      return { sql: query.sql, params: fillPlaceholders(query.params, bound), generic: true }
    }
    for (const explained of [
      { sql: mentions.sql, params: mentions.params, generic: false },
      generic(peoplePageStatement(t.database.db, false)),
      generic(otherProjectsStatement(t.database.db, false, true)),
      generic(projectsByNamePrefixStatement(t.database.db, false)),
      // The search screen's sections, in one statement of the same subqueries.
      generic(searchSummaryStatement(t.database.db, 'index')),
    ]) {
      plans.push(
        await explainPlan(t.database.pool, explained.sql, explained.params, {
          settings,
          generic: explained.generic,
        }),
      )
    }
    for (const people of [plans[0], plans[1]]) {
      expect(people).toContain('profiles_username_trgm_idx')
      expect(people).toContain('profiles_name_trgm_idx')
    }
    expect(plans[2]).toContain('projects_name_trgm_idx')
    expect(plans[2]).toContain('projects_description_trgm_idx')
    // Names starting with the term: a range of the name index, read in its order.
    expect(plans[3]).toContain('projects_name_prefix_idx')
    for (const index of [
      'profiles_username_trgm_idx',
      'profiles_name_trgm_idx',
      'projects_name_trgm_idx',
      'projects_description_trgm_idx',
      'projects_name_prefix_idx',
    ]) {
      expect(plans[4]).toContain(index)
    }
  })
})
