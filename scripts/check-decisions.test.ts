import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkDecisions } from './check-decisions'

let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

function records(files: Record<string, string>) {
  folder = mkdtempSync(path.join(tmpdir(), 'decisions-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text)
  return checkDecisions(folder)
}

const record = (number: string, header: string) => `# ${number} — A choice\n\n${header}\n\nBody.\n`

describe('decision record check', () => {
  it('accepts records with a date and a status, wrapped or not', () => {
    expect(
      records({
        '001-first.md': record('001', 'Status: accepted (foundation)\n\nDate: 2026-11-22'),
        '002-second.md': record(
          '002',
          'Status: accepted (issue 4); the counting part is superseded\nby 001.\n\nDate: 2026-11-24',
        ),
        '003-third.md': record('003', 'Date: 2026-11-24\n\nStatus: superseded by 002'),
      }),
    ).toEqual([])
  })

  it('names each record that lacks a date, a status or a successor', () => {
    expect(
      records({
        '001-no-date.md': record('001', 'Status: accepted'),
        '002-no-status.md': record('002', 'Date: 2026-11-22'),
        '003-bad-date.md': record('003', 'Status: accepted\n\nDate: 2026-02-30'),
        '004-odd-status.md': record('004', 'Status: done\n\nDate: 2026-11-22'),
        '005-superseded.md': record('005', 'Status: superseded\n\nDate: 2026-11-22'),
        '006-gone.md': record('006', 'Status: superseded by 042\n\nDate: 2026-11-22'),
        '007-title.md': record('070', 'Status: accepted\n\nDate: 2026-11-22'),
        'notes.md': 'Not a record',
      }),
    ).toEqual([
      '001-no-date.md: no "Date: YYYY-MM-DD" line',
      '002-no-status.md: no "Status:" line',
      '003-bad-date.md: "Date: 2026-02-30" is not a YYYY-MM-DD date',
      '004-odd-status.md: the status must start with one of accepted, proposed, superseded, deprecated, rejected',
      '005-superseded.md: say which record supersedes it ("superseded by NNN")',
      '006-gone.md: superseded by 042, but there is no record 042',
      '007-title.md: the title must start "# 007 "',
      'notes.md: name it NNN-title.md (three digits, lower-case words)',
    ])
  })
})
