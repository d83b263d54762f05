import type { SeedProfile } from './profiles'

type Step = { label: string; sql: string; keysByConstruction?: boolean }

/** About this many launches share a day at the sized seeds (the demo has two or three). */
const LAUNCHES_PER_DAY = 55
/** Upcoming days: launches scheduled from today to this many days ahead. */
const DAYS_AHEAD = 3

const TAGS = ['ai', 'devtools', 'productivity', 'saas', 'design', 'nocode']
const FIRST_COMMENTS = [
  'Hi makers! We built this after years of doing it the hard way. Feedback very welcome.',
  'Launching today after six months of nights and weekends. Ask me anything!',
  'Thanks for stopping by. The free plan covers most makers; tell us what is missing.',
]
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`
const sqlArray = (values: string[]) => `array[${values.map(sqlText).join(',')}]`

/**
 * Launches so `/launches` looks alive (issue 32), and the benchmarks' launches: the first
 * `p.launches` projects each launch once, spread over days from the past to 3 days ahead (the
 * demo: 8 days back, two or three a day; the large seed: 20,000 over about a year). Past days are
 * ended with frozen day ranks (and week ranks for weeks that are over); today's and later ones
 * wait as scheduled, so the server's launch-day pass opens today's at start, writing their
 * threads. Members upvote the past and today's, about `p.launchVotes` in all: most votes count,
 * a maker's never does. Ids come from md5 of the project's rank, so every run writes the same rows.
 */
export function launchSteps(p: SeedProfile): Step[] {
  const L = p.launches
  if (L <= 0) return []
  const days = Math.max(12, Math.ceil(L / LAUNCHES_PER_DAY))
  const pastShare = (days - DAYS_AHEAD) / days
  const votesPerLaunch = Math.max(1, Math.round(p.launchVotes / (L * pastShare)))
  const ranked = `(select id, user_id, tagline, category, row_number() over (order by created_at, id) as n
      from projects) r`
  const launchId = `md5('seed-launch-' || r.n)::uuid`
  const offset = `((r.n % ${days}) - ${days - DAYS_AHEAD - 1})::int`
  // The k-th voter of launch n: steps through the members by a stride prime to their number.
  const voter = `'seed_' || lpad((1 + ((l.n * 7919 + k * 104729) % ${p.users}))::text, 6, '0')`
  return [
    {
      label: `${L} launches`,
      sql: `insert into launches (id, project_id, created_by, day, tagline, category, tags, first_comment, state, created_at)
        select ${launchId}, r.id, r.user_id, (now() at time zone 'UTC')::date + ${offset},
               left(r.tagline, 60), r.category,
               array[(${sqlArray(TAGS)})[1 + r.n % ${TAGS.length}]],
               (${sqlArray(FIRST_COMMENTS)})[1 + r.n % ${FIRST_COMMENTS.length}],
               case when ${offset} < 0 then 'ended' else 'scheduled' end,
               now() - interval '20 days'
        from ${ranked}
        where r.n <= ${L}`,
    },
    {
      label: 'launching makers',
      sql: `insert into launch_makers (launch_id, member_id, position)
        select l.id, p.user_id, 0 from launches l join projects p on p.id = l.project_id`,
    },
    {
      // Between none and twice the average per launch, each member once (the stride never
      // repeats one within their number). The counts are set by the next step in one pass.
      label: `about ${p.launchVotes} launch votes`,
      keysByConstruction: true,
      sql: `insert into launch_votes (launch_id, member_id, counted, created_at)
        select l.id, pr.id, pr.id <> l.user_id and abs(hashtext(l.id::text || pr.id)) % 5 <> 0,
               least(now(), l.day::timestamp at time zone 'UTC' + (abs(hashtext(pr.id || l.id::text)) % 1200) * interval '1 minute')
        from (select la.id, la.day, p.user_id, row_number() over (order by la.id) as n
              from launches la join projects p on p.id = la.project_id
              where la.day <= (now() at time zone 'UTC')::date) l
          cross join lateral generate_series(1, abs(hashtext(l.id::text)) % ${2 * votesPerLaunch + 1}) k
          join profiles pr on pr.id = ${voter} and not pr.banned
        where k <= ${p.users}
        on conflict do nothing`,
    },
    {
      // What the launch_votes trigger (migration 0037) keeps, set at once for the seeded votes.
      label: 'launch vote counts',
      sql: `update launches l set votes_count = v.votes, counted_votes_count = v.counted
        from (select launch_id, count(*)::int as votes, count(*) filter (where counted)::int as counted
              from launch_votes group by launch_id) v
        where v.launch_id = l.id`,
    },
    {
      label: 'frozen day ranks',
      sql: `update launches l set day_rank = ranked.rank
        from (select id, row_number() over (partition by day
                order by counted_votes_count desc, votes_count desc, id desc) as rank
              from launches where state = 'ended') ranked
        where ranked.id = l.id`,
    },
    {
      label: 'frozen week ranks',
      sql: `update launches l set week_rank = ranked.rank
        from (select id, row_number() over (partition by date_trunc('week', day)
                order by counted_votes_count desc, votes_count desc, id desc) as rank
              from launches
              where state = 'ended'
                and (date_trunc('week', day)::date + 7)::timestamp at time zone 'UTC' <= now()) ranked
        where ranked.id = l.id`,
    },
    {
      // About six members ask per launch, whatever the seed's size.
      label: 'notify me requests',
      sql: `insert into launch_notify_requests (launch_id, member_id)
        select l.id, pr.id from launches l join projects p on p.id = l.project_id
          cross join profiles pr
        where l.state = 'scheduled' and pr.id like 'seed_%' and pr.id <> p.user_id
          and abs(hashtext(l.id::text || pr.id)) % ${Math.max(6, Math.round(p.users / 6))} = 0`,
    },
  ]
}
