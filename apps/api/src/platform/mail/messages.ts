// What every email says around its own words: the layout's footer and link help, and the line of an
// optional email that says which setting sends it and how to turn it off.
import { defineMessages } from '@pavilion/domain';

export const EMAIL_LAYOUT_TEXT = defineMessages('email.layout', {
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  footerTagline: 'Pavilion, the marketplace for corporate events.',
  footerAddress: 'London, United Kingdom.',
  actionLine: '{label}: {url}',
  unsubscribeReason: 'You get this email because {setting} is on in your Pavilion settings.',
  unsubscribeLink: 'Unsubscribe: turn {setting} off',
  unsubscribeText: 'Unsubscribe (turn {setting} off): {url}',
});

/** The settings an optional email is sent under, as the settings page names them. */
export const EMAIL_SETTING_TEXT = defineMessages('email.settings', {
  label:
    '{setting, select, emailNotifications {Email notifications} registrationAlerts {Registration alerts} marketingEmails {Marketing emails} dailyDigest {Daily digest} instantAlerts {Instant alerts} other {{setting}}}',
});
