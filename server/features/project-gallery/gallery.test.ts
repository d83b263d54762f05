import { existsSync } from 'node:fs'
import path from 'node:path'
import { galleryTexts } from '@common/project-gallery'
import { profiles, projectMakers } from '@server/db/schema'
import { makeImage } from '@tests/factories/images'
import { moderate, signUpModerator } from '@tests/factories/moderation'
import { multipart } from '@tests/factories/multipart'
import { createProject } from '@tests/factories/projects'
import { request, signUp, type TestUser, useTestApp } from '@tests/support/app'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

const t = useTestApp()
const db = () => t.database.db

const fileOf = (url: string) => path.join(t.uploadsDir, url.replace('/media/', ''))

async function upload(as: TestUser, projectId: string, data?: Buffer, alt = '') {
  const body = await multipart(alt ? { alt } : {}, [
    {
      field: 'image',
      name: 'shot.png',
      type: 'image/png',
      data: data ?? (await makeImage({ format: 'png' })),
    },
  ])
  return request(t.app, { method: 'POST', url: `/api/projects/${projectId}/gallery`, as, ...body })
}

const gallery = (projectId: string, as?: TestUser) =>
  request(t.app, { url: `/api/projects/${projectId}/gallery`, as })
const reorder = (as: TestUser, projectId: string, ids: string[]) =>
  request(t.app, {
    method: 'PUT',
    url: `/api/projects/${projectId}/gallery/order`,
    as,
    payload: { ids },
  })
const remove = (as: TestUser, projectId: string, imageId: string) =>
  request(t.app, { method: 'DELETE', url: `/api/projects/${projectId}/gallery/${imageId}`, as })

describe('project gallery', () => {
  it('stores an upload like a post image (WebP, feed variant, placeholder) and lists it in order', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const empty = await gallery(project.id)
    expect(empty.json()).toEqual({ images: [], canEdit: false })
    const response = await upload(
      ada,
      project.id,
      await makeImage({ width: 1400, height: 900 }),
      'Dashboard',
    )
    expect(response.statusCode).toBe(201)
    const [image] = response.json().images
    expect(image.url).toMatch(new RegExp(`^/media/projects/${project.id}/gallery/\\d+\\.webp$`))
    expect(image).toMatchObject({ alt: 'Dashboard', width: 1400, feedWidth: 640 })
    expect(image.placeholder).toEqual(expect.any(String))
    expect(existsSync(fileOf(image.url))).toBe(true)
    expect((await gallery(project.id, ada)).json()).toMatchObject({
      canEdit: true,
      images: [image],
    })
  })

  it('holds at most 8 images', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const png = await makeImage({ format: 'png' })
    for (let index = 0; index < 8; index += 1) {
      expect((await upload(ada, project.id, png)).statusCode).toBe(201)
    }
    const ninth = await upload(ada, project.id, png)
    expect(ninth.statusCode).toBe(400)
    expect(ninth.json().error.message).toBe(galleryTexts.full)
    expect((await gallery(project.id)).json().images).toHaveLength(8)
  })

  it('refuses what is not an image, and an upload without a file', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const text = await upload(ada, project.id, Buffer.from('not an image at all'))
    expect(text.statusCode).toBe(415)
    const none = await request(t.app, {
      method: 'POST',
      url: `/api/projects/${project.id}/gallery`,
      as: ada,
      ...(await multipart({ alt: 'x' })),
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.message).toBe(galleryTexts.imageRequired)
    expect((await gallery(project.id)).json().images).toEqual([])
    expect(existsSync(path.join(t.uploadsDir, 'projects', project.id))).toBe(false)
  })

  it('reorders when given every image once, and refuses any other list', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await upload(ada, project.id)
    await upload(ada, project.id)
    const third = await upload(ada, project.id)
    const ids: string[] = third.json().images.map((image: { id: string }) => image.id)
    const reversed = [...ids].reverse()
    const response = await reorder(ada, project.id, reversed)
    expect(response.statusCode).toBe(200)
    expect(response.json().images.map((image: { id: string }) => image.id)).toEqual(reversed)
    for (const wrong of [ids.slice(0, 2), [ids[0]!, ids[0]!, ids[1]!], [...ids, ids[0]!]]) {
      const refused = await reorder(ada, project.id, wrong)
      expect(refused.statusCode).toBe(400)
    }
    expect(
      (await gallery(project.id)).json().images.map((image: { id: string }) => image.id),
    ).toEqual(reversed)
  })

  it('removes an image, its files, and closes the gap so the gallery can fill again', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    await upload(ada, project.id)
    const both = (await upload(ada, project.id)).json().images
    const response = await remove(ada, project.id, both[0].id)
    expect(response.statusCode).toBe(200)
    expect(response.json().images.map((image: { id: string }) => image.id)).toEqual([both[1].id])
    expect(existsSync(fileOf(both[0].url))).toBe(false)
    expect((await remove(ada, project.id, both[0].id)).statusCode).toBe(404)
    expect((await upload(ada, project.id)).json().images).toHaveLength(2)
  })

  it('lets the owner and accepted makers manage it; not other members, invitees, visitors or banned members', async () => {
    const owner = await signUp(t.app)
    const maker = await signUp(t.app)
    const invitee = await signUp(t.app)
    const other = await signUp(t.app)
    const project = await createProject(t.app, owner)
    await db()
      .insert(projectMakers)
      .values([
        { projectId: project.id, memberId: maker.id, invitedBy: owner.id, acceptedAt: new Date() },
        { projectId: project.id, memberId: invitee.id, invitedBy: owner.id },
      ])
    const first = (await upload(owner, project.id)).json().images[0]
    expect((await upload(maker, project.id)).statusCode).toBe(201)
    expect((await gallery(project.id, maker)).json().canEdit).toBe(true)
    for (const member of [invitee, other]) {
      expect((await upload(member, project.id)).statusCode).toBe(403)
      expect((await reorder(member, project.id, [first.id])).statusCode).toBe(403)
      expect((await remove(member, project.id, first.id)).statusCode).toBe(403)
      expect((await gallery(project.id, member)).json().canEdit).toBe(false)
    }
    const visitor = await request(t.app, {
      method: 'DELETE',
      url: `/api/projects/${project.id}/gallery/${first.id}`,
    })
    expect(visitor.statusCode).toBe(401)
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, maker.id))
    expect((await remove(maker, project.id, first.id)).statusCode).toBe(403)
    expect((await gallery(project.id)).json().images).toHaveLength(2)
  })

  it('answers 404 for an unknown project and 403 banned for a banned owner’s', async () => {
    const ada = await signUp(t.app)
    expect((await gallery('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    const project = await createProject(t.app, ada)
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, ada.id))
    const response = await gallery(project.id)
    expect(response.statusCode).toBe(403)
  })

  it('sets an uploaded logo (makers only) and refuses what is not an image', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const send = async (as: TestUser, data: Buffer) =>
      request(t.app, {
        method: 'POST',
        url: `/api/projects/${project.id}/logo`,
        as,
        ...(await multipart({}, [{ field: 'logo', name: 'l.png', type: 'image/png', data }])),
      })
    const png = await makeImage({ format: 'png', width: 900, height: 900 })
    expect((await send(bob, png)).statusCode).toBe(403)
    expect((await send(ada, Buffer.from('nope'))).statusCode).toBe(415)
    const first = await send(ada, png)
    expect(first.statusCode).toBe(201)
    const { logoUrl } = first.json()
    expect(logoUrl).toMatch(new RegExp(`^/media/projects/${project.id}/logo/\\d+\\.webp$`))
    const shown = await request(t.app, { url: `/api/projects/${project.id}` })
    expect(shown.json().logoUrl).toBe(logoUrl)
    const second = await send(ada, png)
    expect(existsSync(fileOf(logoUrl))).toBe(false)
    expect(existsSync(fileOf(second.json().logoUrl))).toBe(true)
  })

  it('makers describe a screenshot; others cannot, and a too-long text changes nothing', async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const [image] = (await upload(ada, project.id)).json().images
    const setAlt = (as: TestUser, alt: string, imageId = image.id) =>
      request(t.app, {
        method: 'PATCH',
        url: `/api/projects/${project.id}/gallery/${imageId}`,
        as,
        payload: { alt },
      })
    const saved = await setAlt(ada, '  The revenue dashboard  ')
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().images[0]).toMatchObject({ id: image.id, alt: 'The revenue dashboard' })
    expect((await setAlt(bob, 'Mine now')).statusCode).toBe(403)
    const long = await setAlt(ada, 'x'.repeat(501))
    expect(long.statusCode).toBe(400)
    expect(long.json().error.fields.alt).toBe(galleryTexts.altTooLong)
    const missing = await setAlt(ada, 'Gone', '00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect((await gallery(project.id)).json().images[0]).toMatchObject({
      alt: 'The revenue dashboard',
      url: image.url,
    })
  })

  it('is part of the owner’s data export', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const [image] = (await upload(ada, project.id, undefined, 'Home screen')).json().images
    const data = (await request(t.app, { url: '/api/me/export', as: ada })).json()
    expect(data.projectGallery).toEqual([
      {
        projectId: project.id,
        position: 0,
        imageUrl: expect.stringContaining(image.url),
        alt: 'Home screen',
      },
    ])
  })

  it('deletes the gallery files with the owner’s account', async () => {
    const ada = await signUp(t.app)
    const project = await createProject(t.app, ada)
    const [image] = (await upload(ada, project.id)).json().images
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: '/api/me',
      as: ada,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.statusCode).toBeLessThan(300)
    expect(existsSync(fileOf(image.url))).toBe(false)
  })

  it('deletes the gallery and logo files with the project, by its owner or a moderator', async () => {
    const ada = await signUp(t.app)
    const moderator = await signUpModerator(t.app, db())
    const folderOf = (projectId: string) => path.join(t.uploadsDir, 'projects', projectId)
    const withFiles = async () => {
      const project = await createProject(t.app, ada)
      expect((await upload(ada, project.id)).statusCode).toBe(201)
      const logo = await request(t.app, {
        method: 'POST',
        url: `/api/projects/${project.id}/logo`,
        as: ada,
        ...(await multipart({}, [
          {
            field: 'logo',
            name: 'l.png',
            type: 'image/png',
            data: await makeImage({ format: 'png' }),
          },
        ])),
      })
      expect(logo.statusCode).toBe(201)
      expect(existsSync(folderOf(project.id))).toBe(true)
      return project
    }
    const deletedByOwner = await withFiles()
    const byOwner = await request(t.app, {
      method: 'DELETE',
      url: `/api/projects/${deletedByOwner.id}`,
      as: ada,
    })
    expect(byOwner.statusCode).toBe(204)
    expect(existsSync(folderOf(deletedByOwner.id))).toBe(false)

    const removedByModerator = await withFiles()
    const removal = await moderate(t.app, moderator, 'remove', 'project', removedByModerator.id)
    expect(removal.statusCode).toBe(200)
    expect(existsSync(folderOf(removedByModerator.id))).toBe(false)
  })
})
