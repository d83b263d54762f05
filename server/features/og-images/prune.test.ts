import { mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CARD_KEEP_DAYS, markCardRead, pruneCards } from './prune'

const DAY_MS = 24 * 60 * 60 * 1000

function cardsDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'makerfolio-cards-'))
  for (const kind of ['project', 'post']) mkdirSync(path.join(dir, kind))
  return dir
}

function card(dir: string, name: string, daysOld: number, now: number) {
  const file = path.join(dir, name)
  writeFileSync(file, 'png')
  const at = new Date(now - daysOld * DAY_MS)
  utimesSync(file, at, at)
  return file
}

describe('share card pruning (decision 035)', () => {
  it('removes versions nobody read for the keep period, and keeps the rest', async () => {
    const dir = cardsDir()
    const now = Date.now()
    card(dir, 'project/aaaaaaaaaaaaaaaa.png', CARD_KEEP_DAYS + 1, now)
    card(dir, 'post/bbbbbbbbbbbbbbbb.png', CARD_KEEP_DAYS + 5, now)
    card(dir, 'post/cccccccccccccccc.png.123.456.tmp', CARD_KEEP_DAYS + 1, now)
    card(dir, 'project/dddddddddddddddd.png', CARD_KEEP_DAYS - 1, now)
    expect(await pruneCards(dir, now)).toBe(3)
    expect(await readdir(path.join(dir, 'project'))).toEqual(['dddddddddddddddd.png'])
    expect(await readdir(path.join(dir, 'post'))).toEqual([])
  })

  it('a read keeps an old card: its time moves to now, at most once a day', async () => {
    const dir = cardsDir()
    const now = Date.now()
    const old = card(dir, 'project/eeeeeeeeeeeeeeee.png', CARD_KEEP_DAYS - 1, now)
    await markCardRead(old, now)
    expect(Math.abs(statSync(old).mtimeMs - now)).toBeLessThan(1000)
    expect(await pruneCards(dir, now + 2 * DAY_MS)).toBe(0)

    const recent = card(dir, 'post/ffffffffffffffff.png', 0.5, now)
    const before = statSync(recent).mtimeMs
    await markCardRead(recent, now)
    expect(statSync(recent).mtimeMs).toBe(before)
  })

  it('a missing cards folder prunes nothing', async () => {
    expect(await pruneCards(path.join(tmpdir(), 'makerfolio-no-cards-here'))).toBe(0)
  })
})
