import { urlLinkTexts } from '@common/profile-link-urls'
import { linkKindInfo } from '@common/profile-links'
import type { ProfileLink } from '@common/profiles'

/** What a link is called beside its icon: the site's name, 'Website', or an other link's label. */
export function linkKindLabel(link: Pick<ProfileLink, 'kind' | 'label'>): string {
  if (link.kind === 'other') return link.label ?? urlLinkTexts.otherLabel
  if (link.kind === 'website') return urlLinkTexts.websiteLabel
  if (link.kind === 'mastodon') return urlLinkTexts.mastodonLabel
  return linkKindInfo[link.kind].label
}

/** Links a member added: never followed by search engines, opened without the opener. */
export const userLinkRel = 'noopener noreferrer nofollow ugc'
