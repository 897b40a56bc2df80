// What the administrator's account page says.
import { defineMessages } from '@pavilion/domain';

export const ACCOUNT_TEXT = defineMessages('admin.account', {
  title: 'My Account',
  profile: 'Profile',
  loadingProfile: 'Loading your profile',
  profileFailed: 'Your profile could not be loaded',
  profileImage: 'Profile image of {firstName} {surname}',
  name: 'Name',
  fullName: '{firstName} {surname}',
  email: 'Email',
  role: 'Role',
  administrator: 'Administrator',
});
