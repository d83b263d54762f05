import { feedback } from '@server/db/schema'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Members send feedback from the Settings screen (web/features/settings).
const t = useTestApp()

const sendFeedback = (as: TestUser | undefined, message: string) =>
  request(t.app, { method: 'POST', url: '/api/feedback', as, payload: { message } })

describe('POST /api/feedback', () => {
  it('stores the trimmed message with the sender id and email', async () => {
    const ada = await signUp(t.app)
    const response = await sendFeedback(ada, '  Love it, but dark mode please  ')
    expect(response.statusCode).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, response.json().id))
    expect(row).toMatchObject({
      userId: ada.id,
      email: ada.email,
      message: 'Love it, but dark mode please',
    })
  })

  it("refuses blank feedback with 'Please enter your feedback', and long feedback", async () => {
    const ada = await signUp(t.app)
    const blank = await sendFeedback(ada, '   \n ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.message).toBe('Please enter your feedback')
    const long = await sendFeedback(ada, 'x'.repeat(5001))
    expect(long.json().error.message).toBe('Feedback can be at most 5,000 characters')
    expect((await sendFeedback(undefined, 'hello')).statusCode).toBe(401)
  })
})
