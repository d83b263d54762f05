import { emailTexts, type UnsubscribeScope } from '@common/email-preferences'
import { PRODUCT_NAME } from '@common/texts'
import { escapeHtml } from './render'

/** A small page of its own (no app bundle): it must work from any mail client, signed out. */
function page(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark">
<title>${escapeHtml(emailTexts.unsubscribeTitle)}</title>
<style>
body{margin:0;padding:24px;font-family:system-ui,sans-serif;background:#f9fafb;color:#111827}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:24px}
a{color:#4f46e5}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}main{background:#18181b}a{color:#a5b4fc}}
</style></head>
<body><main>
<p style="font-weight:700;font-size:18px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p>
${body}
</main></body></html>`
}

/** GET: asks first, so a link scanner opening the URL unsubscribes nobody. */
export function confirmPage(scope: UnsubscribeScope, token: string): string {
  return page(`<h1 style="font-size:20px">${escapeHtml(emailTexts.unsubscribeAsk(scope))}</h1>
<form method="post" action="/email/unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font-size:16px;padding:10px 18px;border-radius:8px;border:0;background:#4f46e5;color:#fff;cursor:pointer">${escapeHtml(emailTexts.unsubscribeButton)}</button>
</form>`)
}

export function donePage(scope: UnsubscribeScope, settingsUrl: string): string {
  return page(`<h1 style="font-size:20px">${escapeHtml(emailTexts.unsubscribed(scope))}</h1>
<p><a href="${escapeHtml(settingsUrl)}">${escapeHtml(emailTexts.manageLink)}</a></p>`)
}

export function invalidPage(): string {
  return page(`<h1 style="font-size:20px">${escapeHtml(emailTexts.unsubscribeInvalid)}</h1>`)
}
