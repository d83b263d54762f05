import type { OnboardingState } from '@common/onboarding'
import { onboarding, profileLinks, profiles } from '@server/db/schema'
import { createPost } from '@tests/factories/posts'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Issue 20 §3: the onboarding and the profile checklist, kept on the server.
const t = useTestApp()

const stateOf = async (user: TestUser) => {
  const response = await request(t.app, { url: '/api/me/onboarding', as: user })
  expect(response.statusCode).toBe(200)
  return response.json() as OnboardingState
}
const close = (user: TestUser, payload: object) =>
  request(t.app, { method: 'POST', url: '/api/me/onboarding/close', as: user, payload })

describe('the onboarding', () => {
  it('is offered to a new member until done or skipped, then never again', async () => {
    const ada = await signUp(t.app)
    expect((await stateOf(ada)).onboardingOpen).toBe(true)
    const done = await close(ada, { topics: ['BuildInPublic', 'saas', 'saas'] })
    expect(done.statusCode).toBe(200)
    expect(done.json().onboardingOpen).toBe(false)
    expect((await stateOf(ada)).onboardingOpen).toBe(false)
    // Closing again (another tab skipping) keeps what was picked.
    await close(ada, {})
    const [row] = await t.database.db.select().from(onboarding).where(eq(onboarding.userId, ada.id))
    expect(row?.topics).toEqual(['buildinpublic', 'saas'])

    const bob = await signUp(t.app)
    expect((await close(bob, {})).json().onboardingOpen).toBe(false)
  })

  it('is in the account export: null before, then the topics and when it was closed', async () => {
    const ada = await signUp(t.app)
    const exported = async () =>
      (await request(t.app, { url: '/api/me/export', as: ada })).json().onboarding
    expect(await exported()).toBeNull()
    await close(ada, { topics: ['saas'] })
    expect(await exported()).toEqual({
      topics: ['saas'],
      closedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      checklistDismissedAt: null,
    })
  })

  it('refuses bad topics with a 400 and needs a member', async () => {
    const ada = await signUp(t.app)
    for (const topics of [['a b'], Array.from({ length: 6 }, (_, i) => `t${i}`), 'saas']) {
      expect((await close(ada, { topics })).statusCode).toBe(400)
    }
    expect((await stateOf(ada)).onboardingOpen).toBe(true)
    expect((await request(t.app, { url: '/api/me/onboarding' })).statusCode).toBe(401)
  })
})

describe('the profile checklist', () => {
  it('follows the profile until complete, and stays hidden once dismissed', async () => {
    const ada = await signUp(t.app)
    expect(await stateOf(ada)).toMatchObject({
      checklistVisible: true,
      checklist: { avatar: false, bio: false, link: false, project: false, post: false },
    })
    await t.database.db
      .update(profiles)
      .set({ bio: 'Building tools', avatarUrl: '/media/a.webp' })
      .where(eq(profiles.id, ada.id))
    await t.database.db
      .insert(profileLinks)
      .values({ userId: ada.id, label: 'Site', url: 'https://ada.example', position: 0 })
    await createPost(t.app, ada)
    expect((await stateOf(ada)).checklist).toEqual({
      avatar: true,
      bio: true,
      link: true,
      project: false,
      post: true,
    })

    const bob = await signUp(t.app)
    const dismissed = await request(t.app, {
      method: 'POST',
      url: '/api/me/checklist/dismiss',
      as: bob,
    })
    expect(dismissed.json().checklistVisible).toBe(false)
    expect((await stateOf(bob)).checklistVisible).toBe(false)
    expect((await stateOf(ada)).checklistVisible).toBe(true)
  })
})
