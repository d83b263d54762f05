import { emailTexts } from '@common/email-preferences'
import {
  isLaunchNotice,
  launchNoticeSentence,
  notificationSentence,
} from '@common/notification-texts'
import { type NotificationLaunch, notificationTarget } from '@common/notifications'
import { PRODUCT_NAME } from '@common/texts'
import type { MailMessage } from '../../lib/mail'

/** One line of an email: a sentence and where it leads. */
export type EmailItem = { text: string; url: string }
export type EmailSection = { title: string | null; items: EmailItem[] }

type EmailContent = {
  to: string
  subject: string
  lead: string
  sections: EmailSection[]
  scope: 'digest' | 'immediate'
  unsubscribeUrl: string
  settingsUrl: string
  homeUrl: string
}

/** Everything from members (names, quotes, project names) goes through this before HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Keeps a member's text on one line and short in a subject-free summary. */
export function quoteOf(value: string, max = 140): string {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** What an email line needs of a notification (batch/queries.ts' `BatchItem`). */
type NotificationLineItem = {
  type: string
  actorUsername: string
  commentId: string | null
  projectName: string | null
  launch: NotificationLaunch | null
  quote: string | null
}

/**
 * A notification as an email line, worded as in the app: '@ana posted an update to Kite: “We
 * shipped…”', '@ana upvoted your launch of Kite', the project named and the words quoted as
 * mentions and comments are.
 */
export function notificationLine(item: NotificationLineItem): string {
  // A launch notice names no actor: 'Your launch of Kite finished #2 of the day'.
  if (isLaunchNotice(item.type)) return launchNoticeSentence(item.type, item.launch)
  const sentence = `@${item.actorUsername} ${notificationSentence(item.type, item.commentId !== null, item.projectName)}`
  return item.quote ? `${sentence}: “${quoteOf(item.quote)}”` : sentence
}

/** Where a line leads: where the item opens in the app (a launch notice: the launch page). */
export function emailTarget(
  publicUrl: string,
  item: {
    actorUsername: string
    postId: string | null
    projectId: string | null
    launch: NotificationLaunch | null
  },
): string {
  return `${publicUrl}${notificationTarget({ ...item, actor: { username: item.actorUsername } })}`
}

function renderText(content: EmailContent): string {
  const lines = [content.lead, '']
  for (const section of content.sections) {
    if (section.title) lines.push(section.title, '')
    for (const item of section.items) lines.push(`- ${item.text}`, `  ${item.url}`)
    lines.push('')
  }
  lines.push(
    `${emailTexts.openLink}: ${content.homeUrl}`,
    '',
    '--',
    emailTexts.footerWhy(content.scope),
    `${emailTexts.unsubscribeLink(content.scope)}: ${content.unsubscribeUrl}`,
    `${emailTexts.manageLink}: ${content.settingsUrl}`,
  )
  return lines.join('\n')
}

const link = (url: string, label: string, style = 'color:#4f46e5') =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`

function renderHtml(content: EmailContent): string {
  const sections = content.sections
    .map((section) => {
      const title = section.title
        ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>`
        : ''
      const items = section.items
        .map(
          (item) => `<li style="margin:0 0 8px">${link(item.url, item.text, 'color:#111827')}</li>`,
        )
        .join('')
      return `${title}<ul style="padding-left:20px;margin:0">${items}</ul>`
    })
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="font-weight:700;font-size:18px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p>
<p style="margin:0 0 16px">${escapeHtml(content.lead)}</p>
${sections}
<p style="margin:24px 0 0">${link(content.homeUrl, emailTexts.openLink)}</p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:12px;color:#6b7280;margin:0">${escapeHtml(emailTexts.footerWhy(content.scope))}
${link(content.unsubscribeUrl, emailTexts.unsubscribeLink(content.scope), 'color:#6b7280')} ·
${link(content.settingsUrl, emailTexts.manageLink, 'color:#6b7280')}</p>
</div></body></html>`
}

/**
 * A notification or digest email: plain text and HTML parts, the product's name, and the
 * one-click unsubscribe headers of RFC 8058 (a mail client POSTs `List-Unsubscribe=One-Click`
 * to the link, no sign-in).
 */
export function composeEmail(content: EmailContent): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    headers: {
      'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
