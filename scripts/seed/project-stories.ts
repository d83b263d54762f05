import type { SeedProfile } from './profiles'

type Step = { label: string; sql: string }

/** The four posts of a project's story, oldest first: two milestones, a plain update, one more. */
const UPDATE_LINES = [
  'We are live! Thanks to everyone who tried the beta and sent notes.',
  'Our first paying customer signed up today. Pricing page rewrite paid off.',
  'Shipped onboarding v2: fewer steps, and a checklist that shows what is left.',
  'Crossed a round number this week. Next up: the mobile app.',
]
const UPDATE_TAGS = ['launch', 'buildinpublic', 'saas']
/** The newest update's tag varies by project, so several topics trend, each by several authors. */
const RECENT_TAGS = ['buildinpublic', 'launch', 'saas', 'indiehackers', 'design']
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`
const sqlArray = (values: string[]) => `array[${values.map(sqlText).join(',')}]`

/**
 * The first `p.projectStories` projects (in creation order) get a story: four updates by the
 * owner (launched, first paying customer, a plain update, then a users or MRR milestone), a
 * metric history of six monthly points ending at today's numbers, followers, and (every other
 * one) a co-maker. Post ids come
 * from md5 of the project's rank and the update's number, so both inserts agree without a round
 * trip and every run writes the same rows. The newest update of each project falls in the last
 * few days (a few in the last day), so Explore's trending topics have several authors to count.
 */
export function projectStorySteps(p: SeedProfile): Step[] {
  const S = p.projectStories
  if (S <= 0) return []
  const ranked = `(select id, user_id, user_count, mrr, row_number() over (order by created_at, id) as n
      from projects) r`
  const postId = `md5('seed-update-' || r.n || '-' || k)::uuid`
  // Update k of project n: k = 4 within n * 3 hours of now, the older ones 50, 100 and 150 days back.
  const postedAt = `case when k = 4 then now() - (r.n * interval '3 hours')
      else now() - ((4 - k) * interval '50 days') - (r.n * interval '2 hours') end`
  const tag = `case when k = 4 then (${sqlArray(RECENT_TAGS)})[1 + r.n % ${RECENT_TAGS.length}]
      else (${sqlArray(UPDATE_TAGS)})[k] end`
  return [
    {
      // Ordinary posts by the owner, through the posts triggers (tags, home timelines).
      label: `${S * 4} project updates`,
      sql: `insert into posts (id, user_id, content, mentions, hashtags, created_at)
        select ${postId}, r.user_id, (${sqlArray(UPDATE_LINES)})[k] || ' #' || ${tag},
               jsonb_build_object('users', '[]'::jsonb, 'projects', '[]'::jsonb), array[${tag}], ${postedAt}
        from ${ranked}, generate_series(1, 4) k
        where r.n <= ${S}`,
    },
    {
      label: 'milestones',
      sql: `insert into project_updates (post_id, project_id, milestone_kind, milestone_value, created_at)
        select ${postId}, r.id,
               case k when 1 then 'launched' when 2 then 'first_paying_customer' when 3 then null
                 else case when r.n % 2 = 0 and r.mrr >= 100 then 'mrr'
                   when r.user_count >= 100 then 'users' else 'first_user' end end,
               case when k = 4 and r.n % 2 = 0 and r.mrr >= 100
                      then (10 ^ floor(log(r.mrr)))::int
                    when k = 4 and r.user_count >= 100
                      then (10 ^ floor(log(r.user_count)))::int end,
               p.created_at
        from ${ranked} cross join generate_series(1, 4) k
        join posts p on p.id = ${postId}
        where r.n <= ${S}`,
    },
    {
      // The launch date the page shows is the month of the "Launched" milestone.
      label: 'launch dates',
      sql: `update projects set launched_date = date_trunc('month', u.created_at)::date
        from project_updates u
        where u.project_id = projects.id and u.milestone_kind = 'launched'`,
    },
    {
      // The projects' insert recorded today's numbers (migration 0018's trigger, dated now);
      // the months before are written directly, climbing to them with a little wobble.
      label: 'metric history',
      sql: `insert into project_metrics (project_id, metric, value, recorded_at)
        select r.id, m.metric,
               round(m.current * (6 - j) / 6.0 * (0.9 + ((r.n * 7 + j * 3) % 5) / 20.0)),
               now() - (j * interval '1 month') - (r.n * interval '1 hour')
        from ${ranked}
        cross join lateral (values ('users', r.user_count::numeric), ('mrr', r.mrr)) m(metric, current)
        cross join generate_series(1, 5) j
        where r.n <= ${S} and m.current is not null`,
    },
    {
      // Every other story project has a co-maker (decision 029): the member after its owner,
      // invited by the owner a few weeks ago and accepted a day later.
      label: 'co-makers',
      sql: `insert into project_makers (project_id, member_id, invited_by, invited_at, accepted_at)
        select r.id, pr.id, r.user_id, now() - interval '21 days', now() - interval '20 days'
        from ${ranked}
        join profiles pr on pr.id = 'seed_' || lpad(((substring(r.user_id from 6)::int % ${p.users}) + 1)::text, 6, '0')
        where r.n <= ${S} and r.n % 2 = 1 and r.user_id like 'seed_%' and pr.id <> r.user_id
        on conflict do nothing`,
    },
    {
      // Members follow story projects other than their own (the app refuses following your own);
      // after the updates, so the follow trigger copies them into Following feeds.
      label: `${p.projectFollowsPerUser} project follows per user`,
      sql: `insert into project_follows (project_id, member_id, created_at)
        select r.id, pr.id, now() - (j * interval '1 day')
        from profiles pr
        cross join generate_series(1, ${p.projectFollowsPerUser}) j
        join ${ranked} on r.n = 1 + ((substring(pr.id from 6)::int * 13 + j * 7) % ${S})
        where pr.id like 'seed_%' and r.user_id <> pr.id
        on conflict do nothing`,
    },
  ]
}
