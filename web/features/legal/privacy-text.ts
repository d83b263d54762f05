import { SUPPORT_EMAIL } from '@web/lib/support'
import type { LegalSection } from './components/legal-page'

export const privacyIntro =
  'This Privacy Policy explains what personal information Makerfolio collects when you use our social and portfolio network for makers and solo founders, how we use it, who can see it and the choices you have. We collect only what we need to run the Service, and we never sell your personal information.'

export const privacySections: LegalSection[] = [
  {
    title: 'Information you give us',
    paragraphs: ['When you create an account and use Makerfolio, you give us:'],
    items: [
      'account details: your email address, username and password (stored only as a secure hash);',
      'profile details: name, bio, about text, location, avatar and social links;',
      'content: posts, images, comments, mentions, hashtags and project pages, including launch dates, user counts and revenue figures you choose to publish;',
      'activity: likes, saved posts, bookmarked projects, follows and reports you make;',
      'messages you send us, such as feedback and support requests.',
    ],
  },
  {
    title: 'Information collected automatically',
    paragraphs: [
      'When you use the Service our servers record usage logs: your IP address, browser and device type, the pages and features you use, and the date and time of each request. We use a single essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies.',
      'When you upload an image we remove embedded metadata such as camera details and GPS location before storing it.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: ['We use your information to:'],
    items: [
      'create and secure your account and keep you signed in;',
      'show your profile, posts and projects and deliver your feed, search results and notifications;',
      'send service emails such as password resets and email change confirmations;',
      'review reports, enforce our Terms and keep the community safe from spam and abuse;',
      'understand how the Service is used so we can fix problems and improve it.',
    ],
  },
  {
    title: 'What is public',
    paragraphs: [
      'Makerfolio is public by design. Your username, name, avatar, bio, location, links, posts, comments, projects and follower counts can be seen by anyone, including people who are not signed in, and shared links may show a preview of your content. Your email address, password, saved items and reports are never shown to other members.',
    ],
  },
  {
    title: 'Sharing',
    paragraphs: [
      'We share personal information only with service providers who help us run Makerfolio (such as hosting, storage and email delivery) under contracts that limit their use of it, when the law requires us to, or to protect the rights and safety of our members and the public. If Makerfolio is involved in a merger or acquisition, your information may be transferred as part of it, and we will tell you beforehand.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'We keep your account data for as long as your account exists. When you confirm the deletion of your account, your profile, content and connections are removed from the Service and your account data is deleted within 30 days, apart from limited records we must keep by law.',
      'Usage logs are kept for about 90 to 180 days for security and troubleshooting, then deleted.',
    ],
  },
  {
    title: 'Your rights and choices',
    paragraphs: [
      'You can view and update your profile, change your email and password, and delete your account at any time from Settings. Depending on where you live, you may also have the right to access, correct, export or erase your personal information, to object to or restrict certain processing, and to complain to a data protection authority. To make a request, contact us at the address below.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      'Makerfolio is not directed at children, and we do not knowingly collect personal information from anyone under 13. If you believe a child under 13 has given us personal information, contact us and we will delete it.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'We protect your information with encrypted connections, hashed passwords, access controls and regular reviews of our systems. No service can guarantee perfect security, so please use a strong, unique password.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'We may update this Privacy Policy from time to time. When we make material changes we will update the date above and, where appropriate, let you know in the Service.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: [`Questions or requests about your privacy? Write to us at ${SUPPORT_EMAIL}.`],
  },
]
