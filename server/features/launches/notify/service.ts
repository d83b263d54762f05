import { launchTexts } from '@common/launches'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import type { Viewer } from '../../../plugins/session'
import { assertVisible } from '../../../policy/visibility'
import { findNotifyTarget, setNotifyRow } from './queries'

/**
 * "Notify me" on an upcoming launch: asked for before it starts (409 after), taken back any
 * time. Across a block it is refused like any other act on the project (403).
 */
export async function setNotify(db: Db, viewer: Viewer, launchId: string, on: boolean) {
  const target = await findNotifyTarget(db, launchId, viewer.id)
  assertVisible(target?.access ?? null, viewer, {
    use: on ? 'act' : 'undo',
    notFound: launchTexts.notFound,
  })
  if (target!.state === 'cancelled') throw new AppError('not_found', launchTexts.notFound)
  if (on && target!.state !== 'scheduled') {
    throw new AppError('conflict', launchTexts.alreadyStarted)
  }
  await setNotifyRow(db, launchId, viewer.id, on)
  return { notify: on }
}
