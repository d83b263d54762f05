import { banDirectly } from '@tests/factories/posts'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'

/*
 * The co-makers' access matrix (decision 029), beside server/security/access-matrix/, whose
 * roles know no makers: every co-maker endpoint, and the project writes makers gained or did
 * not, for the owner, a maker, an invitee, another member, a visitor and a banned maker.
 */
const t = useTestApp()

type Role = 'visitor' | 'banned' | 'member' | 'invitee' | 'maker' | 'owner'
// Whoever succeeds goes last, so the refusals before find the state unchanged.
const roles: Role[] = ['visitor', 'banned', 'member', 'invitee', 'maker', 'owner']
type Team = Record<Exclude<Role, 'visitor'>, TestUser> & { projectId: string }
type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }

async function team(): Promise<Team> {
  const [owner, maker, invitee, member, banned] = await Promise.all(
    Array.from({ length: 5 }, () => signUp(t.app)),
  )
  const { id: projectId } = await createProject(t.app, owner!)
  for (const user of [maker!, banned!, invitee!]) {
    const invited = await request(t.app, {
      method: 'POST',
      url: `/api/projects/${projectId}/invitations`,
      as: owner,
      payload: { username: user.username },
    })
    expect(invited.statusCode).toBe(201)
  }
  for (const user of [maker!, banned!]) {
    const url = `/api/projects/${projectId}/invitation/accept`
    expect((await request(t.app, { method: 'POST', url, as: user })).statusCode).toBe(200)
  }
  await banDirectly(t.database.db, banned!.id)
  return {
    owner: owner!,
    maker: maker!,
    invitee: invitee!,
    member: member!,
    banned: banned!,
    projectId,
  }
}

type Case = {
  name: string
  call: (team: Team) => Call | Promise<Call>
  expect: Record<Role, number>
  /** Each role gets a new team (more than one role succeeds and changes the state). */
  freshTeam?: boolean
}

const refused = { visitor: 401, banned: 403, member: 403, invitee: 403 }
const cases: Case[] = [
  {
    name: 'GET /api/projects/{id}/makers',
    call: (c) => ({ method: 'GET', url: `/api/projects/${c.projectId}/makers` }),
    expect: { visitor: 200, banned: 200, member: 200, invitee: 200, maker: 200, owner: 200 },
  },
  {
    name: 'POST /api/projects/{id}/invitations',
    call: async (c) => ({
      method: 'POST',
      url: `/api/projects/${c.projectId}/invitations`,
      payload: { username: (await signUp(t.app)).username },
    }),
    expect: { ...refused, maker: 403, owner: 201 },
  },
  {
    name: 'DELETE /api/projects/{id}/invitations/{username}',
    call: (c) => ({
      method: 'DELETE',
      url: `/api/projects/${c.projectId}/invitations/${c.invitee.username}`,
    }),
    expect: { ...refused, maker: 403, owner: 200 },
  },
  {
    name: 'POST /api/projects/{id}/invitation/accept',
    call: (c) => ({ method: 'POST', url: `/api/projects/${c.projectId}/invitation/accept` }),
    expect: { visitor: 401, banned: 403, member: 404, invitee: 200, maker: 404, owner: 404 },
  },
  {
    name: 'POST /api/projects/{id}/invitation/decline',
    call: (c) => ({ method: 'POST', url: `/api/projects/${c.projectId}/invitation/decline` }),
    expect: { visitor: 401, banned: 403, member: 404, invitee: 204, maker: 404, owner: 404 },
  },
  {
    name: 'DELETE /api/projects/{id}/makers/{username} (the maker leaves or is removed)',
    call: (c) => ({
      method: 'DELETE',
      url: `/api/projects/${c.projectId}/makers/${c.maker.username}`,
    }),
    expect: { ...refused, maker: 204, owner: 204 },
    freshTeam: true,
  },
  {
    name: 'POST /api/projects/{id}/transfer',
    call: (c) => ({
      method: 'POST',
      url: `/api/projects/${c.projectId}/transfer`,
      payload: { username: c.maker.username },
    }),
    expect: { ...refused, maker: 403, owner: 200 },
  },
  {
    name: 'PATCH /api/projects/{id}',
    call: (c) => ({
      method: 'PATCH',
      url: `/api/projects/${c.projectId}`,
      payload: { tagline: 'Changed together' },
    }),
    expect: { ...refused, maker: 200, owner: 200 },
  },
  {
    name: 'POST /api/projects/{id}/updates',
    call: (c) => ({
      method: 'POST',
      url: `/api/projects/${c.projectId}/updates`,
      payload: { content: 'Shipped together' },
    }),
    expect: { ...refused, maker: 201, owner: 201 },
  },
  {
    name: 'DELETE /api/projects/{id}',
    call: (c) => ({ method: 'DELETE', url: `/api/projects/${c.projectId}` }),
    expect: { ...refused, maker: 403, owner: 204 },
  },
]

describe('co-makers access matrix', () => {
  for (const row of cases) {
    it(`${row.name}: ${roles.map((role) => `${role} ${row.expect[role]}`).join(', ')}`, async () => {
      let shared = await team()
      const outcomes: Partial<Record<Role, number>> = {}
      for (const role of roles) {
        if (row.freshTeam && role !== roles[0]) shared = await team()
        const call = await row.call(shared)
        const response = await request(t.app, {
          ...call,
          as: role === 'visitor' ? undefined : shared[role],
        })
        outcomes[role] = response.statusCode
      }
      expect(outcomes).toEqual(row.expect)
    })
  }
})
