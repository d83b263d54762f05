import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { parseMail } from '@tests/support/mime'

/**
 * Without SMTP_URL the server writes each email whole to $DATA_DIR/mail as an .eml file; the
 * config shares that folder with the workers through E2E_DATA_DIR.
 */
const mailDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail')

/** The text part of the latest email to `email`, decoded (long links are quoted-printable). */
async function latestMailTo(email: string): Promise<string | null> {
  const files = await readdir(mailDir()).catch(() => [] as string[])
  const mine = files.filter((file) => file.endsWith(`-${email}.eml`)).sort()
  const latest = mine.at(-1)
  return latest ? parseMail(await readFile(path.join(mailDir(), latest), 'utf8')).text : null
}

/** Waits for an email to `email` and returns the first link in it. */
export async function linkFromLatestMail(email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        link = (await latestMailTo(email))?.match(/https?:\/\/\S+/)?.[0]
        return link
      },
      { message: `an email with a link to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy()
  return link!
}
