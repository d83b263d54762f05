// Reads what the test SMTP server received, or an .eml of the file outbox: headers (unfolded) and
// the decoded text and HTML parts of a multipart/alternative message, as a mail client shows them.

export type ParsedMail = { headers: Map<string, string>; text: string; html: string }

function splitHead(raw: string): [Map<string, string>, string] {
  const cut = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, cut).replace(/\r\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return [headers, raw.slice(cut + 4)]
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    // Percent-decoding turns the bytes back into UTF-8 text whole; literal % go first.
    const bytes = body
      .replace(/=\r\n/g, '')
      .replaceAll('%', '%25')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`)
    return decodeURIComponent(bytes)
  }
  return body
}

export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitHead(raw)
  const boundary = headers.get('content-type')?.match(/boundary="?([^";]+)"?/)?.[1]
  const parsed: ParsedMail = { headers, text: '', html: '' }
  if (!boundary) {
    parsed.text = decode(body, headers.get('content-transfer-encoding'))
    return parsed
  }
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break
    const [partHeaders, partBody] = splitHead(part.replace(/^\r\n/, ''))
    const type = partHeaders.get('content-type') ?? ''
    const content = decode(
      partBody.replace(/\r\n$/, ''),
      partHeaders.get('content-transfer-encoding'),
    )
    if (type.startsWith('text/plain')) parsed.text = content
    else if (type.startsWith('text/html')) parsed.html = content
  }
  return parsed
}
