import type pg from 'pg'
import type { StoredImage } from '../../server/lib/images-types'
import { launchSteps } from './launches'
import type { SeedProfile } from './profiles'
import { projectStorySteps } from './project-stories'
import {
  CATEGORIES,
  CITIES,
  COMMENT_LINES,
  FIRST_NAMES,
  HASHTAGS,
  LAST_NAMES,
  POST_LINES,
  PROJECT_WORDS,
  TAGLINES,
  TECH,
} from './words'

/**
 * `keysByConstruction`: every foreign key the step writes is generated from rows that exist, so
 * PostgreSQL's per-row foreign-key triggers can be skipped (they made 1.5 million follows take
 * four minutes). Only steps whose table has no other trigger carry it (replica mode skips all).
 */
type Step = { label: string; sql: string; params?: unknown[]; keysByConstruction?: boolean }

const arr = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`
/** Deterministic pick from a list by an integer expression. */
const pick = (values: string[], index: string) =>
  `(${arr(values)})[1 + ((${index}) % ${values.length})]`
const userId = (index: string) => `'seed_' || lpad((${index})::text, 6, '0')`

/**
 * Every table filled by INSERT ... SELECT over generate_series inside PostgreSQL: no row crosses
 * the wire, the result is the same on every run, and a million posts take about a minute.
 * Users are numbered 1..N; user i is `user{i}` with email user{i}@makerfolio.test.
 */
export function bulkSteps(p: SeedProfile, passwordHash: string, images: StoredImage[]): Step[] {
  const U = p.users
  const literal = (image: StoredImage) =>
    `jsonb_build_array('${JSON.stringify(image).replaceAll("'", "''")}'::jsonb)`
  const imageJson = images.length
    ? `(array[${images.map(literal).join(',')}])[1 + (i % ${images.length})]`
    : literal({ key: '', url: '/favicon.svg', width: 64, height: 64, alt: 'Screenshot' })
  return [
    {
      label: `${U} users`,
      sql: `insert into "user" (id, name, email, email_verified, created_at, updated_at)
        select ${userId('i')}, 'user' || i, 'user' || i || '@makerfolio.test', true,
               now() - interval '800 days' + (i * interval '1 minute'), now()
        from generate_series(1, ${U}) i`,
    },
    {
      label: 'accounts',
      sql: `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
        select 'seedacct_' || i, ${userId('i')}, 'credential', ${userId('i')}, $1, now(), now()
        from generate_series(1, ${U}) i`,
      params: [passwordHash],
    },
    {
      label: 'profiles',
      sql: `update profiles set
          name = ${pick(FIRST_NAMES, 'n')} || ' ' || ${pick(LAST_NAMES, 'n / 7')},
          location = ${pick(CITIES, 'n / 3')},
          bio = ${pick([...['Indie hacker shipping small useful tools.', 'Building in public.', 'Solo founder.', 'Designer who codes.']], 'n / 5')},
          description = 'I build and launch software products. Ask me about pricing, onboarding and shipping fast.',
          banned = n % ${Math.max(1, Math.floor(U / Math.max(1, p.banned)))} = 7 and ${p.banned} > 0 and n > 1
        from (select id, substring(id from 6)::int as n from profiles where id like 'seed_%') s
        where profiles.id = s.id`,
    },
    {
      label: `${p.followsPerUser} follows per user`,
      keysByConstruction: true,
      sql: `insert into follows (follower_id, following_id, created_at)
        select ${userId('u')}, ${userId(`1 + ((u - 1 + j * 37) % ${U})`)}, now() - (j * interval '1 hour')
        from generate_series(1, ${U}) u, generate_series(1, ${Math.min(p.followsPerUser, U - 1)}) j
        where (j * 37) % ${U} <> 0
        on conflict do nothing`,
    },
    {
      label: `${p.projects} projects`,
      sql: `insert into projects (user_id, name, tagline, category, description, website_url, launched_date, mrr, user_count, tech_stack, created_at, updated_at)
        select ${userId(`1 + ((i * 7) % ${U})`)}, ${pick(PROJECT_WORDS, 'i')} || ' ' || i, ${pick(TAGLINES, 'i / 3')},
               ${pick(CATEGORIES, 'i / 2')}, 'A product for makers who ship. Built solo, funded by customers.',
               'https://example.com/p' || i, date_trunc('month', now() - ((i % 40) * interval '1 month'))::date,
               ((i * 37) % 20000)::numeric, (i * 113) % 50000,
               array[${pick(TECH, 'i')}, ${pick(TECH, `i + 1 + (i / 3) % ${TECH.length - 1}`)}], now() - ((${p.projects} - i) * interval '10 minutes'), now()
        from generate_series(1, ${p.projects}) i`,
    },
    {
      // No keysByConstruction: the posts trigger fills post_tags, and replica mode would skip it.
      label: `${p.postsTotal} posts`,
      sql: `insert into posts (user_id, content, images, mentions, hashtags, created_at)
        select ${userId(`1 + ((i::bigint * 7919) % ${U})`)},
               ${pick(POST_LINES, 'i')} || ' #' || ${pick(HASHTAGS, 'i / 11')}
                 || case when i % 10 = 0 then ' @user' || (1 + (i * 31) % ${U}) else '' end,
               case when i % ${Math.round(1 / p.imageShare)} = 0 then ${imageJson} else '[]'::jsonb end,
               jsonb_build_object('users', case when i % 10 = 0 then jsonb_build_array('user' || (1 + (i * 31) % ${U})) else '[]'::jsonb end, 'projects', '[]'::jsonb),
               array[${pick(HASHTAGS, 'i / 11')}],
               now() - ((${p.postsTotal} - i) * (interval '730 days' / ${p.postsTotal}))
        from generate_series(1, ${p.postsTotal}) i`,
    },
    {
      label: `${p.likesPerUser} likes per user`,
      keysByConstruction: true,
      sql: `with numbered as (select id, row_number() over (order by created_at, id) as n from posts)
        insert into likes (user_id, post_id, created_at)
        select ${userId('u')}, numbered.id, now()
        from generate_series(1, ${U}) u cross join generate_series(1, ${p.likesPerUser}) j
        join numbered on numbered.n = 1 + ((u * 7919 + j * 104729) % ${p.postsTotal})
        on conflict do nothing`,
    },
    {
      label: `${p.commentsTotal} comments`,
      keysByConstruction: true,
      sql: `with numbered as (select id, created_at, row_number() over (order by created_at, id) as n from posts)
        insert into comments (post_id, user_id, content, created_at)
        select numbered.id, ${userId(`1 + ((i::bigint * 104729) % ${U})`)}, ${pick(COMMENT_LINES, 'i')},
               numbered.created_at + ((i % 50) * interval '1 minute')
        from generate_series(1, ${Math.round(p.commentsTotal * 0.7)}) i
        join numbered on numbered.n = 1 + ((i * 15485863::bigint) % ${p.postsTotal})`,
    },
    {
      label: 'replies',
      keysByConstruction: true,
      sql: `insert into comments (post_id, user_id, parent_id, content, created_at)
        select c.post_id, ${userId(`1 + ((c.rn * 31) % ${U})`)}, c.id, 'Thanks! ' || ${pick(COMMENT_LINES, 'c.rn')}, c.created_at + interval '5 minutes'
        from (select id, post_id, created_at, row_number() over (order by id) as rn from comments) c
        where c.rn <= ${Math.round(p.commentsTotal * 0.3)}`,
    },
    {
      label: `${p.reports} reports`,
      keysByConstruction: true,
      sql: `with numbered as (select id, row_number() over (order by created_at, id) as n from posts)
        insert into reports (user_id, reported_type, reported_id)
        select ${userId(`1 + ((i * 17) % ${U})`)}, 'post', numbered.id::text
        from generate_series(1, ${p.reports}) i
        join numbered on numbered.n = 1 + ((i * 7) % ${p.postsTotal})
        on conflict do nothing`,
    },
    {
      // Replica mode skipped the reports triggers: recount by the same rule (migration 0007).
      label: 'report counts',
      sql: 'select repair_reports()',
    },
    {
      // Replica mode skipped the comments triggers: count by the same rule
      // (migration 0011), after the report counts it depends on.
      label: 'comment counts',
      sql: 'select repair_comment_counts()',
    },
    {
      label: 'notifications',
      keysByConstruction: true,
      sql: `insert into notifications (user_id, actor_id, type, post_id, is_read, dedupe_key, created_at)
        select p.user_id, l.user_id, 'like', p.id, l.user_id > 'seed_000500', 'like:' || l.user_id || ':' || p.id, l.created_at
        from likes l join posts p on p.id = l.post_id
        where l.post_id is not null and p.user_id <> l.user_id and (hashtext(l.id::text) % 10) = 0
        on conflict do nothing`,
    },
    ...projectStorySteps(p),
    ...launchSteps(p),
    { label: 'analyze', sql: 'analyze' },
  ]
}

/**
 * `replica` turns foreign-key triggers off; only a superuser may set it, so it is optional. The
 * savepoint keeps the seed's transaction usable when the server refuses.
 */
async function setForeignKeyChecks(client: pg.ClientBase, on: boolean): Promise<boolean> {
  await client.query('savepoint replication_role')
  try {
    await client.query(`set session_replication_role = ${on ? 'origin' : 'replica'}`)
    await client.query('release savepoint replication_role')
    return true
  } catch {
    await client.query('rollback to savepoint replication_role')
    return false
  }
}

export async function runSteps(client: pg.ClientBase, steps: Step[]) {
  for (const step of steps) {
    const started = performance.now()
    process.stdout.write(`  ${step.label}…`)
    const skipped = step.keysByConstruction && (await setForeignKeyChecks(client, false))
    try {
      await client.query(step.sql, step.params)
    } finally {
      if (skipped) await setForeignKeyChecks(client, true)
    }
    console.log(` ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}
