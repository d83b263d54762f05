import type { MailMessage } from '@server/lib/mail'
import { createPost } from '@tests/factories/posts'
import { follow } from '@tests/factories/profiles'
import { mute } from '@tests/factories/safety'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { describe, expect, it } from 'vitest'
import type { JobQueue } from '../../jobs'
import { sendDigest } from './service'

// The digest's posts section obeys the recipient's shields (issue 31): nothing across a block,
// either way, nothing by a muted member, and nothing holding a word muted for feeds or
// notifications, collapsed or hidden alike, since an email cannot collapse.

const t = useTestApp()

/** Runs the member's digest job now and returns the email it stored for sending. */
async function digestOf(member: TestUser): Promise<MailMessage> {
  await t.database.pool.query(
    `insert into email_preferences (user_id, last_digest_at) values ($1, now() - interval '8 days')
     on conflict (user_id) do update set last_digest_at = excluded.last_digest_at`,
    [member.id],
  )
  const sent: MailMessage[] = []
  const queue = {
    send: async (kind: string, message: MailMessage) => {
      if (kind === 'mail-send') sent.push(message)
    },
  } as unknown as JobQueue
  await sendDigest(
    {
      db: t.database.db,
      pool: t.database.pool,
      queue,
      publicUrl: 'http://localhost:3000',
      secret: 'a-test-secret-of-enough-length-for-hmac',
    },
    member.id,
  )
  expect(sent).toHaveLength(1)
  return sent[0]!
}

async function muteWord(member: TestUser, payload: Record<string, unknown>) {
  const response = await request(t.app, {
    method: 'POST',
    url: '/api/me/muted-words',
    as: member,
    payload,
  })
  expect(response.statusCode).toBe(201)
}

describe('the digest’s posts and the recipient’s shields', () => {
  it('leaves out posts across a block, by muted members, and holding muted words', async () => {
    const [reader, maker, muted, blocked, blocker] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t.app)),
    )
    for (const followee of [maker!, muted!, blocked!, blocker!])
      await follow(t.app, reader!, followee)
    // Written straight in the database so the follows stay (a block through the API ends them):
    // the section's own rule is what is checked.
    await t.database.pool.query(
      'insert into blocks (blocker_id, blocked_id) values ($1, $2), ($3, $1)',
      [reader!.id, blocked!.id, blocker!.id],
    )
    await mute(t.app, reader!, muted!)
    await muteWord(reader!, { phrase: 'rocket', contexts: ['feeds'] })
    await muteWord(reader!, { phrase: '#launchday', action: 'warn', contexts: ['notifications'] })
    await muteWord(reader!, { phrase: 'pottery', contexts: ['threads'] })
    await muteWord(reader!, { phrase: 'garden', duration: '1d' })
    await t.database.pool.query(
      `update muted_words set expires_at = now() - interval '1 second' where user_id = $1 and phrase = 'garden'`,
      [reader!.id],
    )
    // Kept first, left out after: without the shields the newer ones would fill the section.
    const kept = [
      await createPost(t.app, maker!, { content: 'Plain progress report' }),
      await createPost(t.app, maker!, { content: 'Pottery wheel for makers' }),
      await createPost(t.app, maker!, { content: 'My garden sensor shipped' }),
    ]
    const leftOut = [
      await createPost(t.app, maker!, { content: 'The ROCKET is ready' }),
      await createPost(t.app, maker!, { content: 'Tomorrow is the day #launchday' }),
      await createPost(t.app, muted!, { content: 'Muted member writes' }),
      await createPost(t.app, blocked!, { content: 'Blocked member writes' }),
      await createPost(t.app, blocker!, { content: 'Blocking member writes' }),
    ]

    const { text } = await digestOf(reader!)
    for (const post of kept) expect(text).toContain(`/post/${post.id}`)
    for (const post of leftOut) expect(text).not.toContain(`/post/${post.id}`)
    // The same week of another follower of them all keeps every post (their own shields apply).
    const other = await signUp(t.app)
    for (const followee of [maker!, muted!]) await follow(t.app, other, followee)
    const theirs = await digestOf(other)
    for (const post of [leftOut[0]!, leftOut[1]!, leftOut[2]!]) {
      expect(theirs.text).toContain(`/post/${post.id}`)
    }
  })
})
