// Error logs keep the SQL, codes and stack but never what members typed: drizzle puts a failed
// query's parameters (emails, post text, session tokens) in its message, and PostgreSQL echoes
// values in `detail`.
import { Writable } from 'node:stream'
import { createLogger, serializeError } from '@server/lib/logger'
import { createTestApp, request, signUp, type TestApp } from '@tests/support/app'
import { useTestDatabase } from '@tests/support/test-database'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const database = useTestDatabase()
const written: string[] = []
let testApp: TestApp
const MARKER = 'redaction-marker'

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written.push(chunk.toString())
      done()
    },
  })
  testApp = await createTestApp({
    url: database.url,
    db: database.db,
    pool: database.pool,
    logger: createLogger('info', sink),
  })
  // Rows carrying the marker fail as a broken constraint or a bug would: the request is a 500 and
  // its failed query (with the member's values) reaches the error log.
  await database.pool.query(`
    CREATE FUNCTION refuse_marked_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF row_to_json(NEW)::text LIKE '%${MARKER}%' THEN RAISE EXCEPTION 'refused by the test'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER refuse_marked BEFORE INSERT ON posts FOR EACH ROW EXECUTE FUNCTION refuse_marked_rows();
    CREATE TRIGGER refuse_marked BEFORE INSERT ON session FOR EACH ROW EXECUTE FUNCTION refuse_marked_rows();
  `)
})

afterAll(async () => {
  await testApp?.close()
})

/** The error lines the app wrote since `from`. */
function errorLinesSince(from: number) {
  return written
    .slice(from)
    .map(
      (line) => JSON.parse(line) as { level: number; msg: string; err?: Record<string, unknown> },
    )
    .filter((line) => line.level >= 40 && line.err)
}

describe('error logs', () => {
  it("log a failed post's query without its text or the author's session token", async () => {
    const member = await signUp(testApp.app)
    const from = written.length
    const content = `Dear diary ${MARKER}: my private thoughts about Bob`
    const response = await request(testApp.app, {
      method: 'POST',
      url: '/api/posts',
      payload: { content },
      as: member,
    })
    expect(response.statusCode).toBe(500)

    const [line, ...more] = errorLinesSince(from)
    expect(more).toEqual([])
    expect(line?.msg).toBe('request failed')
    expect(String(line?.err?.message)).toMatch(/Failed query: insert into "posts"/)
    expect(String(line?.err?.message)).toContain('params: [redacted]')
    const text = written.slice(from).join('')
    expect(text).not.toContain('my private thoughts')
    expect(text).not.toContain(member.cookie.split('=')[1]!.split('.')[0]!)
  })

  it('log a failed sign-in without its session token or user agent, and better-auth prints nothing of its own', async () => {
    const member = await signUp(testApp.app)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const from = written.length
      const response = await request(testApp.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'user-agent': `Private browser ${MARKER}` },
        payload: { email: member.email, password: member.password },
      })
      expect(response.statusCode).toBe(500)
      // better-call used to print the failed query with its parameters to stderr.
      expect(consoleError).not.toHaveBeenCalled()
      const [line, ...more] = errorLinesSince(from)
      expect(more).toEqual([])
      expect(String(line?.err?.message)).toMatch(/Failed query: insert into "session"/)
      expect(String(line?.err?.message)).toContain('params: [redacted]')
      expect(line?.err?.params).toBe('[redacted]')
      const text = written.slice(from).join('')
      expect(text).not.toContain('Private browser')
      expect(text).not.toContain(member.id)
    } finally {
      consoleError.mockRestore()
    }
  })

  it('drop the values PostgreSQL echoes and every parameter, keeping the SQL and the codes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(bob@example.com) already exists.',
    })
    const error = new DrizzleQueryError(
      'insert into "user" ("email", "name") values ($1, $2)',
      ['bob@example.com', 'Bob Private'],
      cause,
    )
    const serialized = serializeError(error) as Record<string, unknown>
    expect(JSON.stringify(serialized)).not.toMatch(/bob@example\.com|Bob Private/)
    expect(serialized.params).toBe('[redacted]')
    expect(serialized.query).toBe('insert into "user" ("email", "name") values ($1, $2)')
    expect(serialized.message).toContain('duplicate key value violates unique constraint')

    const raw = serializeError(cause) as Record<string, unknown>
    expect(raw).toMatchObject({ code: '23505', detail: '[redacted]' })
  })
})

describe('request logs', () => {
  it('keep the path and parameter names of a request but never its query values', async () => {
    const from = written.length
    const token = 'a-secret-reset-token-1234567890'
    const response = await request(testApp.app, {
      url: `/api/search?q=${token}&limit=5`,
    })
    expect(response.statusCode).toBeLessThan(500)
    const text = written.slice(from).join('')
    expect(text).not.toContain(token)
    const urls = written
      .slice(from)
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter(Boolean)
    expect(urls).toContain('/api/search?q=[redacted]&limit=[redacted]')
  })
})
