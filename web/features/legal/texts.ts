// The legal screens' labels (the documents themselves are privacy-text.ts and terms-text.ts).
export const legalTexts = {
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  nav: 'Legal',
  lastUpdated: 'Last updated October 13, 2025',
} as const
