import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeModerator, report } from '@tests/factories/moderation'
import { banDirectly, createComment, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Ctx,
  type Kind,
  type Role,
  type Rule,
  type Scenario,
  surfaces,
} from './visibility-surfaces'

// One table walks kind x rule x surface x viewer, so a surface that disagrees with the others
// (server/policy/visibility.ts, decision 015) fails here by name.

const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Makerfolio</title></head><body></body></html>',
)
const t = useTestApp({ webDistDir })

let base: string
const viewers = {} as Record<'reporter' | 'member' | 'moderator' | 'secondReporter', TestUser>

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  for (const name of ['reporter', 'member', 'moderator', 'secondReporter'] as const) {
    viewers[name] = await signUp(t.app)
  }
  await makeModerator(t.database.db, viewers.moderator.id)
})

/** Who sees an item under a rule: its author always; nobody else a banned author's item. */
function expected(rule: Rule, role: Role, reads: 'list' | 'page' | 'act'): boolean {
  if (role === 'author') return true
  if (rule === 'banned') return false
  if (rule === 'reportedByViewer') return role !== 'reporter'
  // Reported twice: hidden from everyone; moderators still open its page (the queue links there).
  return reads === 'page' && role === 'moderator'
}

const word = () => `w${Math.random().toString(36).slice(2, 10)}`
const watchers = () => [viewers.reporter, viewers.member, viewers.moderator]

/** Creates the item and everything around it while it is visible, then applies the rule. */
async function setUp(kind: Kind, rule: Rule): Promise<Scenario> {
  const author = await signUp(t.app)
  let scenario: Scenario
  if (kind === 'post') {
    const tag = word()
    const mentions = watchers().map((viewer) => `@${viewer.username}`)
    const post = await createPost(t.app, author, {
      content: `Launch #${tag} ${mentions.join(' ')}`,
    })
    for (const viewer of [...watchers(), author]) {
      if (viewer !== author) await follow(t.app, viewer, author)
      await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/save`, as: viewer })
    }
    scenario = { kind, rule, author, id: post.id, word: tag }
  } else if (kind === 'comment') {
    const host = await createPost(t.app, viewers.member)
    const comment = await createComment(t.app, author, host.id)
    scenario = { kind, rule, author, id: comment.id, hostPostId: host.id, word: '' }
  } else if (kind === 'project') {
    const name = word()
    const project = await createProject(t.app, author, { name })
    for (const viewer of [...watchers(), author]) {
      await request(t.app, {
        method: 'PUT',
        url: `/api/projects/${project.id}/bookmark`,
        as: viewer,
      })
    }
    const host = await createPost(t.app, viewers.member, { content: `Try @${name}` })
    scenario = { kind, rule, author, id: project.id, hostPostId: host.id, word: name }
  } else {
    await createPost(t.app, author)
    for (const viewer of watchers()) await follow(t.app, author, viewer)
    scenario = { kind, rule, author, id: author.id, word: author.username }
  }
  if (rule === 'banned') await banDirectly(t.database.db, author.id)
  else {
    const reporters =
      rule === 'reportedTwice' ? [viewers.reporter, viewers.secondReporter] : [viewers.reporter]
    for (const reporter of reporters) {
      const response = await report(t.app, reporter, kind, scenario.id)
      expect(response.statusCode).toBe(200)
    }
  }
  return scenario
}

const kinds: Kind[] = ['post', 'comment', 'project', 'profile']
const rules: Rule[] = ['banned', 'reportedTwice', 'reportedByViewer']

describe('one visibility policy: every surface agrees', () => {
  for (const kind of kinds) {
    for (const rule of rules) {
      it(`${kind}, ${rule}`, async () => {
        const s = await setUp(kind, rule)
        const ctx: Ctx = {
          app: t.app,
          base,
          publish: (event) => t.bus.publish(event),
          problems: [],
        }
        const as: Record<Role, TestUser | undefined> = {
          visitor: undefined,
          reporter: viewers.reporter,
          member: viewers.member,
          author: s.author,
          moderator: viewers.moderator,
        }
        const disagreements: string[] = []
        // Reads first, actions last: an action changes what the reads would see.
        const ordered = [...surfaces].sort(
          (a, b) => Number(a.reads === 'act') - Number(b.reads === 'act'),
        )
        for (const surface of ordered.filter((each) => each.kind === kind)) {
          for (const role of surface.roles) {
            // A banned member may read but not act.
            if (surface.reads === 'act' && role === 'author' && rule === 'banned') continue
            const sees = await surface.sees(ctx, s, as[role])
            const should = expected(rule, role, surface.reads)
            if (sees !== should) {
              disagreements.push(`${surface.name}: ${role} ${sees ? 'sees' : 'does not see'} it`)
            }
          }
        }
        expect({ disagreements, problems: ctx.problems }).toEqual({
          disagreements: [],
          problems: [],
        })
      })
    }
  }
})
