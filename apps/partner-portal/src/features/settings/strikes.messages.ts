// What the team member's Strikes and appeals tab says: their standing, each removed reply and its appeal.
import { defineMessages } from '@pavilion/domain';

export const STRIKES_TEXT = defineMessages('partner.strikes', {
  tab: 'Strikes and appeals',
  title: 'Your strikes and appeals',
  lead: 'When a moderator removes a reply you wrote to a review, your account receives a strike, as the content guidelines say. A second strike within 90 days suspends your account for two weeks; a third suspends it until an appeal succeeds. You can appeal each strike once.',
  loading: 'Loading your strikes',
  failed: 'Your strikes could not be loaded',
  none: 'You have no strikes.',
  standingTitle: 'Your standing',
  warned: 'A reply of yours was removed. A second removal within 90 days suspends your account for two weeks.',
  suspendedUntil: 'Your account is suspended until {date}: until then you cannot reply to reviews.',
  banned: 'Your account is suspended until an appeal succeeds. You can appeal a strike below.',
  strike:
    '{content, select, REPLY {Your reply to a review of {event}} other {Your review of {event}}}, removed {date}: {reason}',
  egregious: 'Judged egregious: the account was suspended at once.',
  appealForm: 'Appeal the strike for {event}',
  appealWhy: 'Why should the removal be taken back?',
  sendAppeal: 'Send appeal',
  appealNotSent: 'Your appeal was not sent',
  appealState:
    'Appeal {status, select, PENDING {waiting for a decision} GRANTED {granted: the strike is taken back} other {refused}}',
  appealStateReason:
    'Appeal {status, select, PENDING {waiting for a decision} GRANTED {granted: the strike is taken back} other {refused}}: {reason}',
});
