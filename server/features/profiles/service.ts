import {
  type LinksForm,
  linksFromForm,
  type Profile,
  profileTexts,
  type UpdateProfileInput,
} from '@common/profiles'
import { texts } from '@common/texts'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { violatedConstraint } from '../../lib/pg-errors'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../../plugins/session'
import { assertVisible, type PolicyViewer } from '../../policy/visibility'
import { isUsernameTaken } from '../auth'
import { avatarKeyOf } from './avatar'
import {
  findProfileRef,
  findProfileRow,
  listLinks,
  type ProfileChanges,
  replaceLinks,
  updateProfileRow,
} from './queries'

export type ProfilesDeps = { db: Db; storage: Storage }

/** A public profile: 404 when unknown or hidden, 403 `banned` for anyone but its banned owner. */
export async function getProfile(db: Db, username: string, viewer: PolicyViewer): Promise<Profile> {
  const viewerId = viewer?.id ?? null
  const row = await findProfileRow(db, username, viewerId)
  assertVisible(row?.access ?? null, viewer, { use: 'read', notFound: profileTexts.notFound })
  const { access, followedByMe, blockedByMe, mute, ...fields } = row!
  const isOwner = fields.id === viewerId
  const other = viewerId !== null && !isOwner
  return {
    ...fields,
    isOwner,
    followedByMe: other ? followedByMe : null,
    relation: other ? { blockedByMe, canInteract: !access.blocked, mute } : null,
    links: await listLinks(db, fields.id),
  }
}

/** The profile behind a list (read like the page) or an action (`act`: 404 when hidden). */
export async function resolveProfile(
  db: Db,
  username: string,
  viewer: PolicyViewer,
  use: 'read' | 'act' = 'read',
) {
  const profile = await findProfileRef(db, username, viewer?.id ?? null)
  assertVisible(profile?.access ?? null, viewer, { use, notFound: profileTexts.notFound })
  return { id: profile!.id, username: profile!.username }
}

const isUniqueViolation = (error: unknown) => violatedConstraint(error, 'unique') !== null

const usernameTaken = () =>
  new AppError('conflict', texts.usernameTaken, { username: texts.usernameTaken })

/** The edit-profile form. Only avatars this user uploaded are accepted. */
export async function updateProfile(
  { db, storage }: ProfilesDeps,
  viewer: Viewer,
  input: UpdateProfileInput,
): Promise<Profile> {
  const changes: ProfileChanges = {}
  if (input.name !== undefined) changes.name = input.name
  if (input.bio !== undefined) changes.bio = input.bio
  if (input.location !== undefined) changes.location = input.location
  if (input.username !== undefined && input.username !== viewer.username) {
    if (await isUsernameTaken(db, input.username)) throw usernameTaken()
    changes.username = input.username
  }
  if (input.avatarUrl !== undefined) {
    if (input.avatarUrl !== null && !avatarKeyOf(storage, viewer.id, input.avatarUrl)) {
      throw new AppError('validation', profileTexts.avatarNotYours, {
        avatarUrl: profileTexts.avatarNotYours,
      })
    }
    changes.avatarUrl = input.avatarUrl
  }
  if (Object.keys(changes).length > 0) {
    try {
      await updateProfileRow(db, viewer.id, changes)
    } catch (error) {
      // Two members racing for one free username: the unique index decides.
      if (isUniqueViolation(error)) throw usernameTaken()
      throw error
    }
  }
  const replacedAvatar = viewer.avatarUrl && avatarKeyOf(storage, viewer.id, viewer.avatarUrl)
  if (replacedAvatar && changes.avatarUrl !== undefined && changes.avatarUrl !== viewer.avatarUrl) {
    await storage.delete(replacedAvatar).catch(() => {})
  }
  return getProfile(db, changes.username ?? viewer.username, viewer)
}

export async function updateAbout(db: Db, viewer: Viewer, description: string | null) {
  await updateProfileRow(db, viewer.id, { description })
  return { description }
}

/** Replaces all of the viewer's links in one transaction. */
export async function updateLinks(db: Db, viewer: Viewer, form: LinksForm) {
  await db.transaction((tx) => replaceLinks(tx, viewer.id, linksFromForm(form)))
  return { links: await listLinks(db, viewer.id) }
}
