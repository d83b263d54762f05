import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/** Edits the profile of whoever `request` is signed in as (e.g. after createUserViaApi). */
export async function patchProfileViaApi(
  request: APIRequestContext,
  baseURL: string,
  changes: Record<string, unknown>,
) {
  const response = await request.patch('/api/me/profile', {
    data: changes,
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(200)
}
