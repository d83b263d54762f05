import type { PageMeta } from './describe-page'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Puts a page's title, description, canonical URL, OpenGraph and Twitter tags into index.html. */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="Makerfolio" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ]
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`)
    tags.push(`<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`)
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />')
  if (meta.feedUrl) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(meta.title)}" href="${escapeHtml(meta.feedUrl)}" />`,
    )
  }
  // Replacement functions, never strings: user text may hold `$'` or `` $` ``, which a
  // replacement string would expand into the rest of the page.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
}
