import { passkeyTexts } from '@common/passkey-texts'
import { signInTexts } from '@common/sign-in-texts'
import { account, passkey, securityEvents } from '@server/db/schema'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// Passkeys (issue 18 §2, decision 037): what our routes decide around better-auth's plugin. The
// WebAuthn ceremonies themselves run in Chromium with a virtual authenticator
// (tests/e2e/passkeys.spec.ts); here a saved passkey is its row.

const t = useTestApp()

let serial = 0
async function addPasskeyRow(member: TestUser, fields: Partial<typeof passkey.$inferInsert> = {}) {
  serial += 1
  const [row] = await t.database.db
    .insert(passkey)
    .values({
      id: `pk_${member.id}_${serial}`,
      userId: member.id,
      publicKey: 'cHVibGljLWtleQ',
      credentialID: `cred_${member.id}_${serial}`,
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
      ...fields,
    })
    .returning()
  if (!row) throw new Error('no passkey row')
  return row
}

const list = (member: TestUser) => request(t.app, { url: '/api/me/passkeys', as: member })
const remove = (member: TestUser, id: string) =>
  request(t.app, { method: 'DELETE', url: `/api/me/passkeys/${id}`, as: member })

async function logKinds(member: TestUser) {
  const rows = await t.database.db
    .select({ kind: securityEvents.kind, detail: securityEvents.detail })
    .from(securityEvents)
    .where(eq(securityEvents.userId, member.id))
  return rows
}

describe('passkeys in settings', () => {
  it('lists only the member’s own passkeys, newest first, with their label and dates', async () => {
    const member = await signUp(t.app)
    const other = await signUp(t.app)
    await addPasskeyRow(other, { name: 'Not yours' })
    await addPasskeyRow(member, { name: null, aaguid: 'bada5566-a7aa-401f-bd96-45619a55120d' })
    const named = await addPasskeyRow(member, { name: 'Work laptop', backedUp: false })
    const response = await list(member)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { passkeys } = response.json() as { passkeys: Record<string, unknown>[] }
    expect(passkeys.map((p) => p.name)).toEqual(['Work laptop', '1Password'])
    expect(passkeys[0]).toMatchObject({ id: named.id, synced: false, lastUsedAt: null })
    expect(passkeys[1]).toMatchObject({ provider: '1Password', synced: true })
    // Never the key or the credential id.
    expect(JSON.stringify(passkeys)).not.toMatch(/cHVibGljLWtleQ|cred_/)
  })

  it('are in the account export by name and dates, never a key or credential id', async () => {
    const member = await signUp(t.app)
    await addPasskeyRow(member, { name: 'Phone', lastUsedAt: new Date('2026-11-01T10:00:00Z') })
    const exported = await request(t.app, { url: '/api/me/export', as: member })
    expect(exported.statusCode, exported.body).toBe(200)
    expect(exported.json().passkeys).toEqual([
      {
        name: 'Phone',
        createdAt: expect.any(String),
        lastUsedAt: '2026-11-01T10:00:00.000Z',
        synced: true,
      },
    ])
    expect(exported.body).not.toMatch(/cHVibGljLWtleQ|cred_/)
  })

  it('answers 401 to a visitor', async () => {
    expect((await request(t.app, { url: '/api/me/passkeys' })).statusCode).toBe(401)
  })

  it('renames a passkey; a blank or long name or another member’s passkey changes nothing', async () => {
    const member = await signUp(t.app)
    const other = await signUp(t.app)
    const mine = await addPasskeyRow(member, { name: 'Old' })
    const theirs = await addPasskeyRow(other, { name: 'Theirs' })
    const rename = (id: string, name: string) =>
      request(t.app, {
        method: 'PATCH',
        url: `/api/me/passkeys/${id}`,
        as: member,
        payload: { name },
      })
    expect((await rename(mine.id, '  Phone  ')).statusCode).toBe(204)
    const blank = await rename(mine.id, '   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.fields.name).toBe(passkeyTexts.nameRequired)
    expect((await rename(mine.id, 'x'.repeat(61))).json().error.fields.name).toBe(
      passkeyTexts.nameTooLong,
    )
    const foreign = await rename(theirs.id, 'Mine now')
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.message).toBe(passkeyTexts.notFound)
    const names = await t.database.db.select({ name: passkey.name }).from(passkey)
    expect(names.map((row) => row.name)).toEqual(expect.arrayContaining(['Phone', 'Theirs']))
  })

  it('removes a passkey while the password remains, logs it and mails the member', async () => {
    const member = await signUp(t.app)
    const row = await addPasskeyRow(member, { name: 'Old phone' })
    const mailsBefore = t.mail.length
    expect((await remove(member, row.id)).statusCode).toBe(204)
    expect((await list(member)).json().passkeys).toEqual([])
    expect(await logKinds(member)).toContainEqual({ kind: 'passkey_removed', detail: 'Old phone' })
    expect(
      t.mail
        .slice(mailsBefore)
        .some((m) => m.to === member.email && m.subject.includes('Passkey “Old phone” removed')),
    ).toBe(true)
  })

  it('never removes another member’s passkey', async () => {
    const member = await signUp(t.app)
    const other = await signUp(t.app)
    const theirs = await addPasskeyRow(other)
    expect((await remove(member, theirs.id)).statusCode).toBe(404)
    expect((await list(other)).json().passkeys).toHaveLength(1)
  })

  it('keeps the last way in: a passkey-only account cannot remove its only passkey', async () => {
    const member = await signUp(t.app)
    const first = await addPasskeyRow(member)
    const second = await addPasskeyRow(member)
    // The password goes (as if the member had signed up with a provider, then unlinked it).
    await t.database.db.delete(account).where(eq(account.userId, member.id))
    // Two removals at once: one wins, the other finds it would take the last way in.
    const answers = await Promise.all([remove(member, first.id), remove(member, second.id)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409])
    const refused = answers.find((answer) => answer.statusCode === 409)
    expect(refused?.json().error.message).toBe(passkeyTexts.lastWayIn)
    expect((await list(member)).json().passkeys).toHaveLength(1)
  })

  it('refuses a registration answer that does not verify, and saves nothing', async () => {
    const member = await signUp(t.app)
    const options = await request(t.app, {
      url: '/api/auth/passkey/generate-register-options',
      as: member,
    })
    expect(options.statusCode, options.body).toBe(200)
    expect(options.json()).toMatchObject({ rp: { id: 'localhost', name: 'Makerfolio' } })
    const challengeCookie = String(options.headers['set-cookie'] ?? '')
    expect(challengeCookie).toContain('better-auth-passkey')
    const forged = await request(t.app, {
      method: 'POST',
      url: '/api/me/passkeys',
      as: member,
      headers: { cookie: `${member.cookie}; ${challengeCookie.split(';')[0]}` },
      payload: {
        name: 'Forged',
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA' },
        },
      },
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.message).toBe(passkeyTexts.saveFailed)
    expect((await list(member)).json().passkeys).toEqual([])
    expect(await logKinds(member)).not.toContainEqual(
      expect.objectContaining({ kind: 'passkey_added' }),
    )
  })

  it('refuses a malformed answer with a field error', async () => {
    const member = await signUp(t.app)
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/me/passkeys',
      as: member,
      payload: { name: '', response: { id: '<script>', type: 'password' } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields.name).toBe(passkeyTexts.nameRequired)
  })

  it('better-auth’s own list, rename and delete endpoints are not exposed', async () => {
    const member = await signUp(t.app)
    const row = await addPasskeyRow(member)
    const paths = [
      ['GET', '/api/auth/passkey/list-user-passkeys'],
      ['POST', '/api/auth/passkey/delete-passkey'],
      ['POST', '/api/auth/passkey/update-passkey'],
      ['POST', '/api/auth/passkey/verify-registration'],
    ] as const
    for (const [method, url] of paths) {
      const response = await request(t.app, {
        method,
        url,
        as: member,
        ...(method === 'POST' ? { payload: { id: row.id, name: 'x', response: {} } } : {}),
      })
      expect(response.statusCode, url).toBe(404)
    }
    const stillThere = await t.database.db
      .select({ name: passkey.name })
      .from(passkey)
      .where(and(eq(passkey.id, row.id), eq(passkey.userId, member.id)))
    expect(stillThere).toHaveLength(1)
  })
})

describe('passkeys as a way in', () => {
  it('a provider can be unlinked when a passkey remains, and says so when it would be the last', async () => {
    const member = await signUp(t.app)
    await t.database.db
      .update(account)
      .set({ providerId: 'test', accountId: `sub-${member.id}`, password: null })
      .where(eq(account.userId, member.id))
    const unlink = () =>
      request(t.app, { method: 'DELETE', url: '/api/me/providers/test', as: member })
    const refused = await unlink()
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(signInTexts.lastWayIn)
    await addPasskeyRow(member)
    const providers = await request(t.app, { url: '/api/me/providers', as: member })
    expect(providers.json()).toMatchObject({ hasPassword: false, hasPasskey: true })
    expect((await unlink()).statusCode).toBe(204)
  })

  it('a password set through a reset link by a passkey-only member is logged as set', async () => {
    const member = await signUp(t.app)
    await addPasskeyRow(member)
    await t.database.db.delete(account).where(eq(account.userId, member.id))
    const before = t.mail.length
    await request(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: member.email, redirectTo: '/reset-password' },
    })
    const link = t.mail
      .slice(before)
      .find((m) => m.to === member.email)
      ?.text.match(/https?:\S+/)
    const token = new URL(link?.[0] ?? 'http://x').searchParams.get('token') ?? ''
    const reset = await request(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new password' },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect(await logKinds(member)).toContainEqual({ kind: 'password_set', detail: null })
  })
})
