import { limits } from '@common/limits'
import { type CreateMutedWord, type MutedWord, safetyTexts } from '@common/safety'
import type { Db } from '../../../db/client'
import { AppError } from '../../../lib/errors'
import type { Viewer } from '../../../plugins/session'
import { muteEnd } from '../mute-end'
import { deleteMutedWord, insertMutedWord, listMutedWordRows } from './queries'

export async function listMutedWords(db: Db, viewer: Viewer): Promise<{ items: MutedWord[] }> {
  return { items: await listMutedWordRows(db, viewer.id) }
}

/** Mutes a word, phrase or #tag; the same one twice (any case) answers 409. */
export async function addMutedWord(
  db: Db,
  viewer: Viewer,
  input: CreateMutedWord,
): Promise<MutedWord> {
  const result = await insertMutedWord(
    db,
    {
      userId: viewer.id,
      phrase: input.phrase,
      contexts: input.contexts,
      action: input.action,
      expiresAt: muteEnd(input.duration),
    },
    limits.mutedWordsMax,
  )
  if (result.outcome === 'full') {
    throw new AppError('validation', safetyTexts.mutedWordsFull(limits.mutedWordsMax))
  }
  if (result.outcome === 'exists') throw new AppError('conflict', safetyTexts.mutedWordExists)
  return result.row
}

export async function removeMutedWord(db: Db, viewer: Viewer, id: string) {
  if (!(await deleteMutedWord(db, viewer.id, id))) {
    throw new AppError('not_found', safetyTexts.mutedWordNotFound)
  }
}
