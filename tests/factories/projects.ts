import type { Project, ProjectFormValues } from '@common/projects'
import type { FastifyInstance } from 'fastify'
import { request, type TestUser } from '../support/app'

let counter = 0

/** A unique project name: names are unique without spaces and case. */
export function uniqueProjectName(prefix = 'Project') {
  counter += 1
  return `${prefix} ${process.pid}x${counter}x${Math.floor(Math.random() * 1e6)}`
}

/** Creates a project through the API, as the project form does. */
export async function createProject(
  app: FastifyInstance,
  owner: TestUser,
  overrides: Partial<ProjectFormValues> = {},
): Promise<Project> {
  const response = await request(app, {
    method: 'POST',
    url: '/api/projects',
    as: owner,
    payload: { name: uniqueProjectName(), tagline: 'Built in public', ...overrides },
  })
  if (response.statusCode !== 201)
    throw new Error(`createProject: ${response.statusCode} ${response.body}`)
  return response.json()
}
