export const SUPPORT_EMAIL = 'support@makerfolio.app'

/** A mailto: link that opens the member's mail app with the subject filled in. */
export function supportMailto(subject: string) {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`
}
