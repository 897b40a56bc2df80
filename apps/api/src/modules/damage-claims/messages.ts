// What a damage claim's emails and notifications say, to the buyer and to the partner, each in the
// language of the person it goes to.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../platform/stored-message';

export const DAMAGE_EMAIL_TEXT = keptMessages(
  'email.damageClaims',
  defineMessages('email.damageClaims', {
    hello: 'Hello {firstName},',
    seeYourOrder: 'See your order',
    seeTheOrder: 'See the order',
    filedSubject: 'Damage payment request for {event}',
    filedHeading: 'A damage payment request needs your answer',
    filedAsks: '{partner}, the organiser of {event}, asks you to pay {amount} for damage, on order {orderId}:',
    filedPhotos:
      '{count, plural, =0 {They added no photos.} one {They added # photo, which you can see with the request.} other {They added # photos, which you can see with the request.}}',
    filedAnswerBy:
      'Please agree or disagree from your order by {day}. Nothing is charged unless you agree: if you agree, you pay {amount} (charged to the card you paid the order with if you agreed at checkout to keep it, otherwise through a payment link). If you disagree, or do not answer by then, Pavilion support decides; if support upholds the request, you are asked to pay through a payment link.',
    filedNote: '{partner} asks {amount} for damage at {event}. Please answer by {day}.',
    answeredAgreedCard: 'The buyer agreed to pay {amount}: it is being charged to their card.',
    answeredAgreedLink:
      'The buyer agreed to pay {amount}: they were sent a payment link, and you are told when they pay.',
    answeredDisagreed: 'The buyer disagreed. Pavilion support will decide and tell you both.',
    answeredSilent: 'The buyer did not answer within 14 days. Pavilion support will decide and tell you both.',
    answeredSubject: '{agreed, select, yes {Damage claim agreed: {event}} other {Damage claim disputed: {event}}}',
    answeredHeading:
      '{agreed, select, yes {The buyer agreed to your damage claim} other {Your damage claim goes to support}}',
    answeredAbout: 'About your damage claim of {amount} on order {orderId} for {event}:',
    answeredComment: "The buyer's comment: {comment}",
    answeredNote: '{event}, {amount}: {what}',
    decidedUpheld: 'Pavilion support upheld the damage claim for {upheld}.',
    decidedUpheldPart: 'Pavilion support upheld the damage claim for {upheld} of the {claimed} claimed.',
    decidedRejected: 'Pavilion support rejected the damage claim of {claimed}: nothing is charged.',
    decidedSubject: '{upheld, select, yes {Damage claim upheld: {event}} other {Damage claim rejected: {event}}}',
    decidedHeading: '{upheld, select, yes {Your damage claim was upheld} other {Your damage claim was rejected}}',
    decidedAbout: 'About order {orderId} for {event}:',
    reason: 'The reason: {reason}',
    decidedPaymentLink:
      'The buyer is sent a payment link: the amount is charged when they pay (never without them), and paid to you with your next payout.',
    decidedNote: '{event}: {outcome}',
    decisionSubject: 'Decision on the damage payment request for {event}',
    decisionHeading:
      '{upheld, select, yes {Support upheld the damage payment request} other {Support rejected the damage payment request}}',
    decisionAbout: 'About the request of {partner} on order {orderId}:',
    decisionUpheld:
      'Pavilion support upheld it for {upheld}. Nothing is charged to your card without you: we are sending you a link to pay it.',
    decisionRejected: 'Pavilion support rejected it: nothing is charged to your card.',
    decisionNoteUpheld: '{event}: upheld for {upheld}, to pay through the payment link.',
    decisionNoteRejected: '{event}: rejected, nothing is charged.',
    payRequestSubject: 'Pay the damage payment of {amount}: {event}',
    payRequestHeading: 'Your damage payment is waiting',
    payRequestBody:
      'The damage payment of {amount} to {partner} on order {orderId} for {event} is waiting for you to pay.',
    payRequestNothingYet: 'Nothing is charged to your card until you pay through the link below.',
    payRequestNote: 'Pay {amount} for damage at {event} through the payment link.',
    payAction: 'Pay {amount}',
    chargedSubject: 'Damage payment of {amount} charged: {event}',
    chargedHeading: 'Your damage payment was charged',
    chargedSavedCard:
      'We charged {amount} to the card you paid order {orderId} with, on {day}, for the damage payment to {partner} you agreed to.',
    chargedLink:
      'We charged {amount} to the card you paid with, on {day}, for the damage payment to {partner} on order {orderId}.',
    chargedNote: '{amount} for damage at {event} was charged to your card.',
    chargedPartnerSubject: 'Damage payment charged',
    chargedPartnerNote:
      '{amount} for damage at {event} was charged to the buyer; it is paid to you with your next payout.',
    withdrawnSubject: 'Damage payment request withdrawn: {event}',
    withdrawnHeading: 'The damage payment request was withdrawn',
    withdrawnBody:
      '{partner} withdrew its request of {amount} on order {orderId} for {event}. Nothing is charged and nothing more is needed from you.',
    withdrawnNote: '{partner} withdrew its damage payment request of {amount}.',
  }),
);
