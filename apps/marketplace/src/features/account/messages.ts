// What the attendee's account pages say: sign-up, email confirmation, profile, messages, settings.
import { defineMessages } from '@pavilion/domain';

export const ACCOUNT_TEXT = defineMessages('marketplace.account', {
  // The profile image
  uploadingImage: 'Uploading your image...',
  imageSaved: 'Your new profile image is saved.',
  imageUploadFailed: 'Image upload failed',
  imageRemoved: 'Your profile image was removed.',
  imageDeletionFailed: 'Image deletion failed',
  profileImageLabel: 'Profile image',
  profileImageHint: 'PNG, JPEG, WebP or GIF, up to 5 MB. It is saved as soon as you choose it.',
  yourProfileImage: 'Your profile image',
  noImage: 'No Image',
  chooseImage: 'Please choose a PNG, JPEG, WebP or GIF image',
  removing: 'Removing...',
  removeImage: 'Remove image',
  // Editing the profile
  loadingProfile: 'Loading your profile',
  editPersonInformation: 'Edit Person Information',
  addNewPerson: 'Add New Person',
  profileNotLoaded: 'Your profile could not be loaded',
  profileSavedEmailPending:
    'Your profile is saved. We sent a confirmation link to {email}: your email address changes when you open it.',
  profileSaved: 'Your profile is saved.',
  profileImage: 'Profile Image',
  profileNotSaved: 'Your profile could not be saved. Please try again.',
  basicInformation: 'Basic Information',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'You will receive a confirmation email',
  pendingEmail: '{email} is waiting for confirmation: open the link we sent there to make it your email address.',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  addressInformation: 'Address Information',
  professionalInformation: 'Professional Information',
  company: 'Company',
  jobTitle: 'Job title',
  selectJobTitle: 'Select a job title',
  jobTitleOther: 'Job title (if not in the list)',
  sector: 'Sector',
  selectSector: 'Select a sector',
  optionsNotLoaded: 'The lists of countries, job titles and sectors could not be loaded. {reason}',
  changesNotSaved: 'Your changes were not saved',
  saving: 'Saving...',
  save: 'Save',
  cancel: 'Cancel',
  // Notification times
  justNow: 'just now',
  // Signing up
  createAccount: 'Create your account',
  shortFormHint: 'In a hurry? <link>Use the short form</link> and complete your profile later.',
  fullFormHint: 'Only the essentials. <link>Use the full form</link> to add your phone, company and sectors now.',
  alreadyHaveAccount: 'Already have an account? <link>Log in</link>',
  // Confirming the email
  goToDashboard: 'Go to your dashboard',
  goToAccount: 'Go to your account',
  logIn: 'Log in',
  linkUsed: 'This link has already been used',
  linkExpired: 'This link has expired',
  linkInvalid: 'This link is not valid',
  couldNotConfirm: 'We could not confirm your email',
  confirmingEmail: 'Confirming your email',
  emailIsConfirmed: 'Thank you. <strong>{email}</strong> is confirmed and your account shows it as verified.',
  gettingStarted: 'Getting started',
  support: 'Support',
  confirmationLinkInvalid: 'This confirmation link is not valid.',
  alreadyConfirmed: '{reason} If you opened it before, your email is already confirmed and you can log in.',
  tryAgain: 'Try again',
  enterEmailForLink: 'Enter your email address and we will send you a new confirmation link.',
  // Settings
  settings: 'Settings',
  // After signing up
  verifyYourEmail: 'Verify your email',
  linkSentTo:
    'Thank you for signing up. We have sent a confirmation link to <strong>{email}</strong>. Open it to verify your email address.',
  linkSentToYourAddress:
    'Thank you for signing up. We have sent a confirmation link to your email address. Open it to verify your email address.',
  mayTakeMinutes:
    'The confirmation email may take up to 5 minutes to arrive. Check your spam folder if you cannot find it.',
  goToLogin: 'Go to login',
  didNotGetIt: 'Did not get it?',
  // A new confirmation link
  newLinkSent:
    'If {email} belongs to an account that is waiting for confirmation, a new link is on its way. It may take up to 5 minutes to arrive.',
  newLinkFailed: 'We could not send a new link. Please try again.',
  sendNewLinkForm: 'Send a new confirmation link',
  sending: 'Sending...',
  sendNewLink: 'Send a new link',
  // The notification bell
  markReadFailed: 'The notification could not be marked as read.',
  bellLabel: '{count, plural, =0 {Notifications, none unread} other {Notifications, # unread}}',
  notifications: 'Notifications',
  notificationsFailed: 'Notifications could not be loaded. They will be tried again shortly.',
  seeAllMessages: 'See all messages',
  // Messages
  read: 'Read',
  unread: 'Unread',
  open: 'Open',
  allMessages: 'All messages',
  unreadOnly: 'Unread only',
  messageMarkReadFailed: 'The message could not be marked as read.',
  messages: 'Messages',
  marking: 'Marking...',
  markAllRead: 'Mark all as read',
  show: 'Show',
  loadingMessages: 'Loading your messages',
  messagesNotLoaded: 'Your messages could not be loaded',
  noUnreadMessages: 'No unread messages',
  messagePages: 'Message pages',
  unreadCount: '{count, plural, =0 {All messages read.} one {# unread message.} other {# unread messages.}}',
  // My account
  profileImageOf: 'Profile image of {firstName} {surname}',
  noProfileImage: 'No profile image',
  loadingAccount: 'Loading your account',
  accountNotLoaded: 'Your account could not be loaded',
  myAccount: 'My Account',
  editProfile: 'Edit Profile',
  name: 'Name',
  fullName: '{firstName} {surname}',
  newEmail: 'New email',
  newEmailPending: '{email} (waiting for you to open the confirmation link we sent there)',
  address: 'Address',
  country: 'Country',
  verifyEmailText: 'Open the link we emailed you to verify {email}. Lost it? We can send a new one.',
});

/** The key of an account message with tags, read through richMessage. */
export const accountKey = (name: keyof typeof ACCOUNT_TEXT) => `marketplace.account.${name}`;

/** Settings, "Your data": the copy to download and closing the account. */
export const PERSONAL_DATA_TEXT = defineMessages('marketplace.personalData', {
  title: 'Your data',
  copyTitle: 'A copy of your data',
  copyIntro:
    'Download everything Pavilion holds about you: your profile, settings and consents, orders, tickets, invoices, reviews, saved events, waiting lists, messages and sign-in activity.',
  downloadData: 'Download my data (JSON)',
  downloadOrders: 'Download my orders (CSV)',
  downloadTickets: 'Download my tickets (CSV)',
  closeTitle: 'Close my account',
  closeIntro:
    'Closing your account signs you out everywhere at once and erases your name, email address, phone number, address, date of birth, photo and company details. Your email address becomes free for a new account. This cannot be undone.',
  keptTitle: 'What we keep, and why:',
  keptInvoices:
    'Invoices and credit notes stay exactly as they were issued, with the name and address they were made out to, and your orders and payments stay without your name: tax law makes us keep them for six years after the end of the financial year.',
  keptReviews: 'Reviews you published stay on the event pages with no name, as our content guidelines say.',
  keptPartner: "If you work for a partner, the partner's events and documents stay with the partner.",
  ticketsFirst:
    'If you hold tickets for events still to come, pass them on to a colleague or cancel them first; an order waiting for its payment must be paid or cancelled first too.',
  password: 'Your password',
  closeButton: 'Close my account',
  closing: 'Closing your account...',
  closeFailed: 'Your account could not be closed',
});

/** Writing to customer support from the messages page. */
export const SUPPORT_FORM_TEXT = defineMessages('marketplace.supportMessage', {
  writeToSupport: 'Write to customer support',
  topic: 'What is it about?',
  question: 'A question',
  appeal: 'An appeal of a decision',
  appealHint: 'A removal, a strike, a suspension or another sanction you think is wrong.',
  message: 'Your message',
  send: 'Send message',
  notSent: 'Your message was not sent',
  sentTitle: 'Message sent',
});
