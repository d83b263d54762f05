// npm run bench -- --cpu --shield (or BENCH_SHIELD=1): issue 31's figure, the signed-in bench
// member (user1) measured with 1,000 blocks and 100 muted words. Written straight in the database
// before measuring and removed afterwards, so the data directory stays as seeded.
import pg from 'pg'
import { databaseUrl } from './database'

/** Marks the rows written here, so they are found again even after a run that was cut off. */
const MARKER = '2000-01-01T00:00:00Z'
const ALL_CONTEXTS = '{feeds,threads,notifications,search}'

/**
 * Topics members mute, as phrases and #tags. Two match the seeded posts (`pricing`, collapsed,
 * and `timezone`, hidden: a tenth of the posts each) so both ways of applying a word do work;
 * the rest match nothing, as most of a member's muted words do most of the time.
 */
const WORDS = [
  ['pricing', 'warn'],
  ['timezone', 'hide'],
  ...[
    'crypto',
    'nft',
    'web3',
    'blockchain',
    'bitcoin',
    'ethereum',
    'airdrop',
    'giveaway',
    'politics',
    'election',
    'spoilers',
    'world cup',
    'super bowl',
    'premier league',
    'fantasy football',
    'horoscope',
    'astrology',
    'keto',
    'hustle culture',
    'grindset',
    'rise and grind',
    'passive income',
    'get rich quick',
    'dropshipping',
    'forex',
    'trading signals',
    'meme coin',
    'to the moon',
    'rug pull',
    'ai art',
    'prompt engineering',
    'chatgpt',
    'agi',
    'layoffs',
    'return to office',
    'elon',
    'twitter drama',
    'vim vs emacs',
    'tabs vs spaces',
    'javascript fatigue',
    'framework wars',
    '#hustle',
    '#nft',
    '#crypto',
    '#web3',
    '#ai',
    '#giveaway',
    '#motivation',
    '#mondaymotivation',
    '#100daysofcode',
    '#politics',
    '#spoilers',
    'game of thrones',
    'reality tv',
    'celebrity',
    'gossip',
    'royal family',
    'eurovision',
    'olympics',
    'nba finals',
    'transfer window',
    'box office',
    'marvel',
    'star wars',
    'unpopular opinion',
    'hot take',
    'engagement bait',
    'follow for follow',
    'f4f',
    'like and share',
    'link in bio',
    'dm me',
    'growth hack',
    'going viral',
    'influencer',
    'sponsored',
    'affiliate link',
    'promo code',
    'discount code',
    'black friday',
    'cyber monday',
    'webinar',
    'masterclass',
    'course launch',
    'ebook',
    'coaching',
    'mlm',
    'side hustle',
    'quiet quitting',
    'productivity porn',
    'morning routine',
    'cold shower',
    'stoicism',
    'manifesting',
    'thread 1/',
    'ratio',
    'doomscrolling',
    'lottery',
  ].map((phrase, i) => [phrase, i % 3 === 2 ? 'warn' : 'hide']),
] as const

/** Removes the rows a shield run wrote (also what a cut-off run left behind). */
async function remove(client: pg.Client, memberId: string) {
  await client.query('delete from blocks where blocker_id = $1 and created_at = $2', [
    memberId,
    MARKER,
  ])
  await client.query('delete from muted_words where user_id = $1 and created_at = $2', [
    memberId,
    MARKER,
  ])
  await client.query('analyze blocks, muted_words')
}

/** A count from the environment, 0 allowed (to measure blocks and words apart), or its default. */
function countFromEnv(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name} must be an integer from 0 to ${max}`)
  return value
}

/**
 * Gives user1 BENCH_SHIELD_BLOCKS (default 1,000) blocks and BENCH_SHIELD_WORDS (default and at
 * most 100) muted words (every context, a third collapsed, the rest hidden). Blocked: seeded members in a scattered order, not banned, and
 * neither followed by user1 nor following them (a block ends follows both ways, and the Following
 * feed keeps its authors), never user2 (whose profile is measured). Returns the undo.
 */
export async function applyBenchShield(dataDir: string) {
  const wanted = countFromEnv('BENCH_SHIELD_BLOCKS', 1000)
  const words = WORDS.slice(0, countFromEnv('BENCH_SHIELD_WORDS', WORDS.length, WORDS.length))
  const client = new pg.Client({ connectionString: databaseUrl(dataDir) })
  await client.connect()
  try {
    const member = await client.query<{ id: string }>(
      `select id from profiles where username = 'user1'`,
    )
    const memberId = member.rows[0]?.id
    if (!memberId) throw new Error('no user1: seed the data first')
    await remove(client, memberId)
    const blocks = await client.query(
      `insert into blocks (blocker_id, blocked_id, created_at)
       select $1, p.id, $2 from profiles p
       where p.id <> $1 and p.username <> 'user2' and not p.banned
         and p.id not in (select following_id from follows where follower_id = $1)
         and p.id not in (select follower_id from follows where following_id = $1)
       order by md5(p.id) limit $3
       on conflict do nothing`,
      [memberId, MARKER, wanted],
    )
    const muted = await client.query(
      `insert into muted_words (user_id, phrase, contexts, action, created_at)
       select $1, w.phrase, $2, w.action, $3 from unnest($4::text[], $5::text[]) as w(phrase, action)
       on conflict do nothing`,
      [
        memberId,
        ALL_CONTEXTS,
        MARKER,
        words.map(([phrase]) => phrase),
        words.map(([, action]) => action),
      ],
    )
    // Plans as a database that has held such rows for a while would choose them.
    await client.query('analyze blocks, muted_words')
    console.log(
      `Shield: user1 blocks ${blocks.rowCount} members${blocks.rowCount! < wanted ? ` (of ${wanted} asked: no more qualify)` : ''} and mutes ${muted.rowCount} words`,
    )
    return async () => {
      const undo = new pg.Client({ connectionString: databaseUrl(dataDir) })
      await undo.connect()
      try {
        await remove(undo, memberId)
      } finally {
        await undo.end()
      }
      console.log("Shield: user1's blocks and muted words removed")
    }
  } finally {
    await client.end()
  }
}
