// What the console's people pages say: the people list, a person's page and the sanctions' forms.
import { defineMessages } from '@pavilion/domain';
import { withPlaceholders } from '../../components/messages';

export const PEOPLE_TEXT = defineMessages('admin.people', {
  sortJoined: 'Joined',
  sortName: 'Name',
  emailJoined: '{email} · joined {date}',
  title: 'People',
  search: 'Search people',
  searchPlaceholder: 'Name or email',
  loading: 'Loading people',
  failed: 'Failed to fetch people',
  empty: 'No one found matching your search',
  pages: 'People pages',
  noBlock: 'No block, now or before.',
  active: 'Active',
  lifted: 'Lifted',
  sanctionLine:
    '{at} by {by, select, RULES {the strike rules} other {{by}}}{until, select, NONE {} other {, until {until}}}: {reason}',
  liftedLine: 'Lifted {at}{by, select, NONE {} other { by {by}}}: {reason}',
  backToPeople: 'Back to the people',
  account: 'Account',
  email: 'Email',
  phone: 'Phone',
  joined: 'Joined',
  orders: 'Orders',
  noOrder: 'No order yet.',
  orderFacts:
    '{date} · {status, select, paid {paid} pending {pending} expired {expired} cancelled {cancelled} other {{status}}} · {tickets, plural, one {# ticket} other {# tickets}} · {total}',
  reviews: 'Reviews',
  noReview: 'No review written.',
  reviewLine:
    '{event} · {score}/10 · {status, select, PENDING {Waiting for moderation} PUBLISHED {Published} REMOVED {Removed} other {{status}}} · {date}',
  reviewStrikes: 'Review strikes',
  standing:
    '{state, select, ACTIVE {In good standing} WARNED {Warned (one strike within 90 days)} SUSPENDED {Reviewing suspended} BANNED {Reviewing suspended until an appeal is granted} other {{state}}}.',
  standingUntil:
    '{state, select, ACTIVE {In good standing} WARNED {Warned (one strike within 90 days)} SUSPENDED {Reviewing suspended} BANNED {Reviewing suspended until an appeal is granted} other {{state}}} until {date}.',
  strikeLine:
    '{date} · {event}: {reason}{egregious, select, yes { (egregious)} other {}}{appeal, select, NONE {} PENDING { · appeal pending} GRANTED { · appeal granted} REFUSED { · appeal refused} other { · appeal {appeal}}}',
  newRegistrations: 'New registrations',
  signIn: 'Sign-in',
  upcomingRegistrations: 'Upcoming registrations',
  blocksHistory: 'Blocks, active and past',
  loadingPerson: 'Loading the person',
  notFound: 'No attendee account here',
  notFoundText: 'No person has this address.',
  personFailed: 'Failed to fetch the person',
  blockRegistrations: 'Block new registrations',
  blockRegistrationsHint: 'Checkout refuses the person in words; the registrations they have stay valid.',
  blockSignIn: 'Block sign-in',
  blockSignInHint: 'Every session of the person ends at once, and sign-in is refused in words.',
  reasonBlockRegistrations: 'Reason to block new registrations (emailed to the person)',
  reasonBlockSignIn: 'Reason to block sign-in (emailed to the person)',
  liftLabel: 'Lift: {label}',
  sinceLine:
    'Since {at}{by, select, NONE {} other { by {by}}}{until, select, NONE {} other {, until {until}}}: {reason}',
  liftReason: 'Reason to lift the block (emailed to the person)',
  lift: 'Lift the block',
  nothing: 'nothing',
  upcoming:
    '{count, plural, =0 {No upcoming paid registration.} one {# upcoming paid registration.} other {# upcoming paid registrations.}}',
  cancelUpcoming: 'Cancel upcoming registrations…',
  cancelledTitle: 'Registrations cancelled',
  cancelQuestion: "Cancel {name}'s upcoming registrations?",
  close: 'Close',
  keepThem: 'Keep them',
  cancelAndRefund: 'Cancel and refund',
  cancelledAlert: 'The registrations are cancelled',
  cancelledText:
    '{orders, plural, one {# order} other {# orders}} ({tickets, plural, one {# ticket} other {# tickets}}) cancelled; {refunded} refunded. The person is emailed.',
  cancelForm: 'Cancel upcoming registrations',
  cancelIntro:
    "Every ticket of the person's paid orders for events that have not started is cancelled and its seat goes back on sale. This cannot be undone.",
  nothingCancelled: 'Nothing was cancelled',
  refund: 'Refund',
  byPolicy: 'By each ticket type’s cancellation policy',
  byPolicyHint: 'What the policy gives back today, as if the person cancelled.',
  inFull: 'In full',
  inFullHint: 'Everything that remains of each payment.',
  cancelReason: 'Reason (emailed to the person, kept in the audit log)',
});

export const sanctionLineText = withPlaceholders<'at' | 'by' | 'until' | 'reason'>(PEOPLE_TEXT.sanctionLine);
export const liftedLineText = withPlaceholders<'at' | 'by' | 'reason'>(PEOPLE_TEXT.liftedLine);
export const orderFactsText = withPlaceholders<'date' | 'status' | 'tickets' | 'total'>(PEOPLE_TEXT.orderFacts);
export const reviewLineText = withPlaceholders<'event' | 'score' | 'status' | 'date'>(PEOPLE_TEXT.reviewLine);
export const strikeLineText = withPlaceholders<'date' | 'event' | 'reason' | 'egregious' | 'appeal'>(
  PEOPLE_TEXT.strikeLine,
);
export const sinceLineText = withPlaceholders<'at' | 'by' | 'until' | 'reason'>(PEOPLE_TEXT.sinceLine);
