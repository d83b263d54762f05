import { SUPPORT_EMAIL } from '@web/lib/support'
import type { LegalSection } from './components/legal-page'

export const termsIntro =
  'These Terms of Service (“Terms”) govern your use of Makerfolio, the social and portfolio network for makers and solo founders, including the website, its features and any related services (together, the “Service”). By creating an account or using the Service you agree to these Terms. If you do not agree, do not use the Service.'

export const termsSections: LegalSection[] = [
  {
    title: 'Who can use Makerfolio',
    paragraphs: [
      'You must be at least 16 years old to create an account or use the Service. If you are under the age of majority where you live, you confirm that a parent or legal guardian has reviewed and agreed to these Terms on your behalf.',
      'You may not use the Service if you have previously been banned from it, or if you are barred from receiving services under the laws that apply to you.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'You need an account to post, comment, like, follow, save content and publish projects. Give accurate information when you sign up and keep it up to date. Your username must not impersonate another person, brand or project.',
      'You are responsible for everything that happens under your account. Keep your password confidential, use one you do not use elsewhere, and tell us straight away at the address below if you believe someone else has accessed your account.',
    ],
  },
  {
    title: 'Your content',
    paragraphs: [
      'You keep ownership of everything you publish on Makerfolio: posts, images, comments, project pages, links and profile details ("Your Content").',
      'Profiles, posts and projects are public by design and can be viewed by anyone, including people who are not signed in. By publishing Your Content you grant Makerfolio a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, resize, display and distribute it for the purpose of operating, improving and promoting the Service. This licence ends when you delete the content or your account, except for copies others have already shared or that we must keep by law.',
      'You confirm that you have the rights needed to publish Your Content and that it does not infringe anyone else\u2019s rights.',
    ],
  },
  {
    title: 'Community guidelines',
    paragraphs: [
      'Makerfolio is a place to share work and help each other. When you use the Service you agree not to:',
    ],
    items: [
      'harass, threaten, bully or discriminate against anyone;',
      'post spam, misleading promotions, scams, malware or deceptive links;',
      'publish content that is illegal, sexually explicit, violent or hateful;',
      'share other people\u2019s private information without their consent;',
      'misrepresent your projects, including invented users, revenue or launch details;',
      'impersonate others or create accounts to evade a ban;',
      'scrape, overload or interfere with the Service or try to access it without permission.',
    ],
  },
  {
    title: 'Projects and business metrics',
    paragraphs: [
      'Project pages may show figures such as launch date, user counts and monthly recurring revenue. These figures are provided by project owners and are not verified by Makerfolio. Nothing on the Service is financial, investment or legal advice.',
    ],
  },
  {
    title: 'Reports, moderation and bans',
    paragraphs: [
      'Anyone signed in can report posts, comments, projects and profiles. Reported content may be hidden from the person who reported it and, once it receives several reports, from everyone while our team reviews it.',
      'We may remove content or suspend or ban accounts that break these Terms or the community guidelines. Content by banned members is no longer shown and their profile is replaced by a notice. If you believe we made a mistake, contact us at the address below.',
    ],
  },
  {
    title: 'Our service and intellectual property',
    paragraphs: [
      'The Makerfolio name, logo, software and design belong to Makerfolio and are protected by intellectual property laws. These Terms do not give you any right to use them except as needed to use the Service.',
      'We keep improving Makerfolio and may add, change or remove features at any time. Links to third-party websites and apps are provided for convenience; we are not responsible for their content or practices.',
    ],
  },
  {
    title: 'Deleting your account',
    paragraphs: [
      'You can delete your account at any time from Settings. Once you confirm the deletion, your profile, posts, projects, saved items and connections are removed from the Service, and your account data is deleted from our systems within 30 days, except where we must keep limited records to meet legal obligations or resolve disputes.',
      'We may suspend or end your access if you seriously or repeatedly break these Terms, or if we are required to by law.',
    ],
  },
  {
    title: 'Disclaimers and limitation of liability',
    paragraphs: [
      'The Service is provided “as is” and “as available”, without warranties of any kind, to the fullest extent permitted by law. We do not guarantee that it will always be available, uninterrupted or free of errors.',
      'To the fullest extent permitted by law, Makerfolio is not liable for indirect, incidental, special or consequential damages, or for loss of profits, data or goodwill, arising from your use of the Service. Nothing in these Terms limits liability that cannot be limited by law.',
    ],
  },
  {
    title: 'Changes to these Terms',
    paragraphs: [
      'We may update these Terms from time to time. When we make material changes we will update the date above and, where appropriate, tell you in the Service before the changes take effect. If you keep using Makerfolio after that, you accept the updated Terms.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: [`Questions about these Terms? Write to us at ${SUPPORT_EMAIL}.`],
  },
]
