// The partner portal's routes, each spelled once (inside the app, under its base path /partner/).
export type SettingsTab = 'company-profile' | 'bank-accounts' | 'security' | 'agreements' | 'developers' | 'strikes';

export const partnerPaths = {
  dashboard: '/dashboard',
  dashboardDocuments: '/dashboard/documents',
  dashboardUsers: '/dashboard/users',
  signup: '/signup',
  signupConfirmation: '/signup-confirmation',
  addressVerification: '/address-verification',
  addressVerificationSuccessful: '/address-verification-successful',
  contractAgreement: '/contract-agreement',
  termsConditions: '/terms-conditions',
  settings: '/settings',
  myAccount: '/my-account',
  settingsTab: (tab: SettingsTab) => `/settings?tab=${tab}`,
  addEvent: '/add-event',
  invitation: (token: string) => `/invitation/${encodeURIComponent(token)}`,
  forgotPassword: '/forgot-password',
} as const;
