import { active, all, type MatrixCase, moderatorsOnly, ownerOnly, signedIn } from './roles'

const scheduleBody = (day: string) => ({ day, tagline: 'Launch day', firstComment: 'Hello!' })
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

/**
 * Launches (issue 32): anyone reads them; the project's makers schedule, move and cancel; any
 * active member votes on a live launch (the owner too: stored, never counted) and asks to be
 * told; a banned member may take a vote or a Notify me back.
 */
export const launchCases: MatrixCase[] = [
  {
    operation: 'POST /api/projects/{id}/launches',
    request: async (c) => ({
      url: `/api/projects/${await c.freshProjectId()}/launches`,
      payload: scheduleBody(tomorrow()),
    }),
    expect: { ...ownerOnly(201), banned: 403 },
  },
  {
    operation: 'GET /api/projects/{id}/launches',
    request: (c) => ({ url: `/api/projects/${c.projectId}/launches` }),
    expect: all(200),
  },
  {
    operation: 'GET /api/launches',
    request: () => ({ url: '/api/launches?upcoming=true' }),
    expect: all(200),
  },
  {
    operation: 'GET /api/launches/{id}',
    request: async (c) => ({ url: `/api/launches/${await c.freshLaunchId()}` }),
    expect: all(200),
  },
  {
    operation: 'PATCH /api/launches/{id}',
    request: async (c) => ({
      url: `/api/launches/${await c.freshLaunchId()}`,
      payload: { tagline: 'Moved' },
    }),
    expect: ownerOnly(200),
  },
  {
    operation: 'DELETE /api/launches/{id}',
    request: async (c) => ({ url: `/api/launches/${await c.freshLaunchId()}` }),
    expect: ownerOnly(200),
  },
  {
    operation: 'PUT /api/launches/{id}/vote',
    request: async (c) => ({ url: `/api/launches/${await c.freshLaunchId({ live: true })}/vote` }),
    expect: active(200),
  },
  {
    operation: 'DELETE /api/launches/{id}/vote',
    request: async (c) => ({ url: `/api/launches/${await c.freshLaunchId({ live: true })}/vote` }),
    expect: signedIn(200),
  },
  {
    operation: 'GET /api/launches/{id}/voters',
    request: async (c) => ({
      url: `/api/launches/${await c.freshLaunchId({ live: true })}/voters`,
    }),
    expect: all(200),
  },
  {
    operation: 'PUT /api/launches/{id}/notify',
    request: async (c) => ({ url: `/api/launches/${await c.freshLaunchId()}/notify` }),
    expect: active(200),
  },
  {
    operation: 'DELETE /api/launches/{id}/notify',
    request: async (c) => ({ url: `/api/launches/${await c.freshLaunchId()}/notify` }),
    expect: signedIn(200),
  },
]

/** Moderators' actions on launches; nobody has voted on the fresh launch, so a void is 404. */
export const launchModerationCases: MatrixCase[] = [
  {
    operation: 'POST /api/launches/{id}/disqualify',
    request: async (c) => ({
      url: `/api/launches/${await c.freshLaunchId({ live: true })}/disqualify`,
      payload: { reason: 'Vote ring' },
    }),
    expect: moderatorsOnly,
  },
  {
    operation: 'PUT /api/launches/{id}/voters/{username}/void',
    request: async (c) => ({
      url: `/api/launches/${await c.freshLaunchId({ live: true })}/voters/${c.ownerUsername}/void`,
    }),
    expect: { ...moderatorsOnly, moderator: 404 },
  },
]
