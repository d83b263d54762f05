import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { scheduleLaunch } from '@tests/factories/launches'
import { makeModerator, report } from '@tests/factories/moderation'
import { banDirectly, createComment, createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { createProject } from '@tests/factories/projects'
import { block, mute } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Ctx,
  type Kind,
  type Role,
  type Rule,
  type Scenario,
  type Shield,
  type Surface,
  surfaces,
} from './visibility-surfaces'

// One table walks kind x rule x surface x viewer, so a surface that disagrees with the others
// (server/policy/visibility.ts, decisions 015 and 045) fails here by name.

const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Makerfolio</title></head><body></body></html>',
)
const t = useTestApp({ webDistDir })

const shields: Shield[] = ['blockedByAuthor', 'blocksAuthor', 'mutesAuthor', 'mutesNotifications']
const isShield = (rule: Rule): rule is Shield => (shields as Rule[]).includes(rule)

let base: string
const viewers = {} as Record<'reporter' | 'member' | 'moderator' | 'secondReporter', TestUser>
/** One party per shield, shielded from every case's author in that way. */
const shielded = {} as Record<Shield, TestUser>

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  for (const name of ['reporter', 'member', 'moderator', 'secondReporter'] as const) {
    viewers[name] = await signUp(t.app)
  }
  for (const shield of shields) shielded[shield] = await signUp(t.app)
  await makeModerator(t.database.db, viewers.moderator.id)
})

/** The viewer a rule is about: the reporter, or the shield's own party. */
const partyOf = (rule: Rule) => (isShield(rule) ? shielded[rule] : viewers.reporter)

/**
 * Who sees an item under a rule on a surface. Its author always; nobody else a banned author's
 * item, nor one reported twice (moderators still open its page: the queue links there). The
 * other rules are about one viewer, their party: everyone else sees what they saw without them.
 */
function expected(rule: Rule, role: Role, { kind, reads }: Surface): boolean {
  if (role === 'author') return true
  if (rule === 'banned') return false
  if (rule === 'reportedTwice') return reads === 'page' && role === 'moderator'
  if (role !== 'party') return true
  switch (rule) {
    case 'reportedByViewer':
      return false
    // A block, either way: out of lists, counts and notifications; pages stay readable; acting
    // answers 403 (kit's `act`), taking back is allowed.
    case 'blockedByAuthor':
    case 'blocksAuthor':
      return reads === 'page' || reads === 'undo'
    // A mute: the author's posts and comments leave the muter's lists, all their notifications
    // go; their projects and profile stay, as do pages and actions.
    case 'mutesAuthor':
      if (reads === 'notification') return false
      return reads !== 'list' || kind === 'project' || kind === 'profile'
    case 'mutesNotifications':
      return reads !== 'notification'
  }
}

const word = () => `w${Math.random().toString(36).slice(2, 10)}`

type Item = Omit<Scenario, 'rule' | 'party'>

/**
 * Creates the item and everything around it while it is visible, then applies the rules. Its
 * watchers (the rules' parties, `member`, `moderator`) follow, save or bookmark it and are
 * mentioned by it, or followed by a profile.
 */
async function setUp(kind: Kind, rules: Rule[]): Promise<Item> {
  const author = await signUp(t.app)
  const watchers = [...new Set(rules.map(partyOf)), viewers.member, viewers.moderator]
  const mentions = watchers.map((viewer) => `@${viewer.username}`).join(' ')
  let item: Item
  if (kind === 'post') {
    const tag = word()
    const post = await createPost(t.app, author, { content: `Launch #${tag} ${mentions}` })
    for (const viewer of [...watchers, author]) {
      if (viewer !== author) await follow(t.app, viewer, author)
      await request(t.app, { method: 'PUT', url: `/api/posts/${post.id}/save`, as: viewer })
    }
    item = { kind, author, id: post.id, word: tag }
  } else if (kind === 'comment') {
    const host = await createPost(t.app, viewers.member)
    const comment = await createComment(t.app, author, host.id, { content: `Nice ${mentions}` })
    item = { kind, author, id: comment.id, hostPostId: host.id, word: '' }
  } else if (kind === 'project') {
    const name = word()
    const project = await createProject(t.app, author, { name })
    for (const viewer of [...watchers, author]) {
      await request(t.app, {
        method: 'PUT',
        url: `/api/projects/${project.id}/bookmark`,
        as: viewer,
      })
    }
    const host = await createPost(t.app, viewers.member, { content: `Try @${name}` })
    const launch = await scheduleLaunch(t.app, author, project.id, { tags: [name] })
    item = { kind, author, id: project.id, hostPostId: host.id, word: name, launchId: launch.id }
  } else {
    await createPost(t.app, author)
    for (const viewer of watchers) await follow(t.app, author, viewer)
    item = { kind, author, id: author.id, word: author.username }
  }
  for (const rule of rules) await apply(rule, item)
  return item
}

async function apply(rule: Rule, item: Item) {
  const party = partyOf(rule)
  if (rule === 'banned') await banDirectly(t.database.db, item.author.id)
  else if (rule === 'reportedTwice' || rule === 'reportedByViewer') {
    const reporters = rule === 'reportedTwice' ? [party, viewers.secondReporter] : [party]
    for (const reporter of reporters) {
      const response = await report(t.app, reporter, item.kind, item.id)
      expect(response.statusCode).toBe(200)
    }
  } else if (rule === 'blockedByAuthor') await block(t.app, item.author, party)
  else if (rule === 'blocksAuthor') await block(t.app, party, item.author)
  else await mute(t.app, party, item.author, { notificationsOnly: rule === 'mutesNotifications' })
}

const kinds: Kind[] = ['post', 'comment', 'project', 'profile']
/** The rules of a case share one item: the shields, one party each, are set up together. */
const cases: { name: string; rules: Rule[] }[] = [
  { name: 'banned', rules: ['banned'] },
  { name: 'reportedTwice', rules: ['reportedTwice'] },
  { name: 'reportedByViewer', rules: ['reportedByViewer'] },
  { name: 'blocks and mutes', rules: shields },
]
// Reads first, actions last: an action changes what the reads would see.
const order: Surface['reads'][] = ['list', 'notification', 'page', 'undo', 'act']

describe('one visibility policy: every surface agrees', () => {
  for (const kind of kinds) {
    for (const { name, rules } of cases) {
      it(`${kind}, ${name}`, async () => {
        const item = await setUp(kind, rules)
        const ctx: Ctx = {
          app: t.app,
          base,
          publish: (event) => t.bus.publish(event),
          problems: [],
        }
        const as = (role: Role, s: Scenario): TestUser | undefined =>
          ({
            visitor: undefined,
            party: s.party,
            member: viewers.member,
            author: s.author,
            moderator: viewers.moderator,
          })[role]
        const disagreements: string[] = []
        const walk = surfaces
          .filter((each) => each.kind === kind)
          .sort((a, b) => order.indexOf(a.reads) - order.indexOf(b.reads))
        for (const surface of walk) {
          for (const role of surface.roles) {
            // A banned member may read but not act.
            const acts = surface.reads === 'act' || surface.reads === 'undo'
            if (acts && role === 'author' && rules.includes('banned')) continue
            // Each rule has its own party; everyone else sees the same under each, checked once.
            for (const rule of role === 'party' ? rules : rules.slice(0, 1)) {
              const s: Scenario = { ...item, rule, party: partyOf(rule) }
              const sees = await surface.sees(ctx, s, as(role, s))
              if (sees !== expected(rule, role, surface)) {
                const who = role === 'party' ? `${rule}'s party` : role
                disagreements.push(`${surface.name}: ${who} ${sees ? 'sees' : 'does not see'} it`)
              }
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
