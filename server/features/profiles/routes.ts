import { pageQuerySchema, pageSchema } from '@common/pagination'
import { postSchema } from '@common/posts'
import {
  aboutSchema,
  avatarUploadSchema,
  linksFormSchema,
  linksSchema,
  profileSchema,
  updateAboutSchema,
  updateProfileSchema,
  usernameParamsSchema,
} from '@common/profiles'
import { projectSchema } from '@common/projects'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/error-responses'
import { requireActiveViewer } from '../../plugins/session'
import { listPostsPage } from '../posts'
import { listUserProjectsPage } from '../projects'
import { readAvatarUpload, storeAvatar } from './avatar'
import {
  getProfile,
  type ProfilesDeps,
  resolveProfile,
  updateAbout,
  updateLinks,
  updateProfile,
} from './service'

const errors = errorResponses(400, 401, 403, 404)

export async function profileRoutes(app: FastifyInstance, deps: ProfilesDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/api/users/:username',
    {
      schema: {
        tags: ['profiles'],
        summary: 'A public profile with counts and links (403 `banned`, 404 unknown)',
        params: usernameParamsSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      return getProfile(deps.db, request.params.username, viewer)
    },
  )

  routes.get(
    '/api/users/:username/posts',
    {
      schema: {
        tags: ['profiles'],
        summary: "A member's posts, newest first, with the feed's hiding rules",
        params: usernameParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(postSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      const viewerId = viewer?.id ?? null
      const author = await resolveProfile(deps.db, request.params.username, viewer)
      const { cursor, limit } = request.query
      const scope = { kind: 'author' as const, userId: author.id }
      return listPostsPage(deps, { viewerId, scope, cursor, limit })
    },
  )

  routes.get(
    '/api/users/:username/projects',
    {
      schema: {
        tags: ['projects'],
        summary: "A member's projects, newest first (the profile Projects tab)",
        params: usernameParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(projectSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.getViewer()
      const owner = await resolveProfile(deps.db, request.params.username, viewer)
      const { cursor, limit } = request.query
      const viewerId = viewer?.id ?? null
      return listUserProjectsPage(deps, { ownerId: owner.id, viewerId, cursor, limit })
    },
  )

  routes.patch(
    '/api/me/profile',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Edit your profile: name, username, bio, location, avatar',
        body: updateProfileSchema,
        response: { 200: profileSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return updateProfile(deps, viewer, request.body)
    },
  )

  routes.put(
    '/api/me/about',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Replace your About text',
        body: updateAboutSchema,
        response: { 200: aboutSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return updateAbout(deps.db, viewer, request.body.description)
    },
  )

  routes.put(
    '/api/me/links',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Replace all your links (one field per kind; blank fields are dropped)',
        body: linksFormSchema,
        response: { 200: linksSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireActiveViewer(request)
      return updateLinks(deps.db, viewer, request.body)
    },
  )

  routes.post(
    '/api/me/avatar',
    {
      // Unsaved uploads stay on disk until the account goes: keep their number bounded.
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['profiles'],
        summary: 'Upload an avatar (multipart field `avatar`); saved on the profile by PATCH',
        consumes: ['multipart/form-data'],
        response: {
          201: avatarUploadSchema,
          ...errors,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireActiveViewer(request)
      const data = await readAvatarUpload(request)
      return reply.status(201).send(await storeAvatar(deps.storage, viewer.id, data))
    },
  )
}
