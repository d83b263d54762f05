import type { Milestone } from '@common/milestones'
import type { UpdateFields } from '@common/project-update-form'
import { projectUpdateTexts } from '@common/project-update-texts'
import type { MilestoneEntry } from '@common/project-updates'
import { decodeCursor } from '../../../lib/pagination'
import type { Viewer } from '../../../plugins/session'
import type { PolicyViewer } from '../../../policy/visibility'
import {
  createPost,
  findPostRows,
  type PostsDeps,
  presentPosts,
  type UploadedImage,
} from '../../posts'
import { assertMakerOf, findVisibleProject } from '../service'
import { insertProjectUpdate, listUpdateRows, notifyProjectFollowers } from './queries'

type PageOptions = { projectId: string; viewer: PolicyViewer; cursor?: string; limit: number }

function milestoneOf(fields: UpdateFields): Milestone | null {
  if (!fields.milestoneKind) return null
  return {
    kind: fields.milestoneKind,
    value: fields.milestoneValue ?? null,
    text: fields.milestoneText ?? null,
  }
}

/**
 * A maker posts an update (a milestone when the form names one): an ordinary post, linked to the
 * project in the post's transaction, and each follower told. Makers: the owner and co-makers.
 */
export async function createProjectUpdate(
  deps: PostsDeps,
  viewer: Viewer,
  projectId: string,
  form: UpdateFields & { images: UploadedImage[] },
) {
  await assertMakerOf(deps.db, projectId, viewer, projectUpdateTexts.notMaker)
  const milestone = milestoneOf(form)
  return createPost(deps, viewer, form, async (tx, postId) => {
    await insertProjectUpdate(tx, postId, projectId, milestone)
    return notifyProjectFollowers(tx, {
      postId,
      projectId,
      actorId: viewer.id,
      isMilestone: milestone !== null,
    })
  })
}

async function updateRowsPage(deps: PostsDeps, options: PageOptions, milestonesOnly: boolean) {
  const { projectId, viewer, cursor, limit } = options
  await findVisibleProject(deps.db, projectId, viewer)
  return listUpdateRows(deps.db, {
    projectId,
    viewerId: viewer?.id ?? null,
    milestonesOnly,
    after: decodeCursor(cursor),
    limit,
  })
}

/** The Updates tab: the project's updates as posts, newest first (a page is four queries). */
export async function listProjectUpdatesPage(deps: PostsDeps, options: PageOptions) {
  const page = await updateRowsPage(deps, options, false)
  const viewerId = options.viewer?.id ?? null
  const rows = await findPostRows(
    deps.db,
    page.items.map((row) => row.postId),
    viewerId,
  )
  return { items: await presentPosts(deps.db, rows, viewerId), nextCursor: page.nextCursor }
}

/** The Overview's timeline: milestones only, newest first, each linking to its post. */
export async function listProjectMilestonesPage(deps: PostsDeps, options: PageOptions) {
  const page = await updateRowsPage(deps, options, true)
  const items: MilestoneEntry[] = page.items.map((row) => ({
    postId: row.postId,
    createdAt: row.createdAt,
    milestone: { kind: row.kind as Milestone['kind'], value: row.value, text: row.text },
  }))
  return { items, nextCursor: page.nextCursor }
}
