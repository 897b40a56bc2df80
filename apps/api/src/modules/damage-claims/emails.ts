// What a damage claim tells people, each written in the transaction of the change it reports (email
// in the outbox, notification beside it): the buyer when a claim is filed, withdrawn, decided and
// charged; the partner (the member who filed it and the owners) when the buyer answers or lets the
// time pass, when support decides and when the charge goes through. Each email and notification is
// written in the language of the person it goes to (their setting); a notification is kept as messages
// and read in its reader's language when read.
import { and, eq, or } from 'drizzle-orm';
import { damagePaymentPath, formatAmount, formatIsoDay, fromMinor, type TCurrencyCode } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { partnerMembers, personSettings, persons } from '../../db/schema';
import {
  enqueueEmail,
  inLanguage,
  recipientLanguage,
  recipientLanguageColumns,
  languageOfPerson,
  renderEmail,
  type TransactionalTemplate,
} from '../../platform/mail';
import {
  amount as storedAmount,
  instant,
  storedMessage,
  words as storedWords,
  type StoredMessage,
} from '../../platform/stored-message';
import { notify } from '../notifications';
import { DAMAGE_EMAIL_TEXT as T } from './messages';

export const DAMAGE_TEMPLATES = {
  filed: 'damage-claim-filed',
  answered: 'damage-claim-answered',
  decidedPartner: 'damage-claim-decided',
  decidedBuyer: 'damage-claim-decision',
  charged: 'damage-claim-charged',
  paymentRequested: 'damage-claim-payment-requested',
  withdrawn: 'damage-claim-withdrawn',
} as const;

export type DamageMailConfig = Pick<Config, 'publicUrl' | 'partnerPortalUrl'>;

/** What every message about a claim names. */
export interface ClaimMail {
  claimId: string;
  orderId: string;
  partnerId: number;
  filedByPersonId: number | null;
  eventName: string;
  partnerName: string;
  buyerPersonId: number;
  buyerEmail: string;
  buyerFirstName: string;
  currency: TCurrencyCode;
  amountMinor: number;
}

const money = (minor: number, currency: TCurrencyCode) => formatAmount(fromMinor(minor, currency), currency);
/** The day (UTC) as the reader's language writes it. */
const day = (at: Date) => formatIsoDay(at.toISOString().slice(0, 10));
const BUYER_LINK = '/user/registrations-and-events';

/** One message's words, made in its reader's language, and its notification (read in its reader's). */
interface Words {
  template: TransactionalTemplate;
  subject: string;
  heading: string;
  paragraphs: string[];
  bell: { subject: StoredMessage; text: StoredMessage };
}

/** The values most messages about a claim name (a constant: passed whole to the messages). */
const namesOf = (claim: ClaimMail) => ({
  event: claim.eventName,
  partner: claim.partnerName,
  orderId: claim.orderId,
  amount: money(claim.amountMinor, claim.currency),
});

/** The same values as a notification keeps them (the amount in minor units, formatted when read). */
const storedNamesOf = (claim: ClaimMail) => ({
  event: claim.eventName,
  partner: claim.partnerName,
  orderId: claim.orderId,
  amount: storedAmount(claim.amountMinor, claim.currency),
});
const storedDay = (at: Date) => instant(at, { dateOnly: true });

async function toBuyer(
  tx: Tx,
  claim: ClaimMail,
  config: DamageMailConfig,
  words: () => Words & { action?: { label: string; path: string } },
) {
  await inLanguage(await languageOfPerson(tx, claim.buyerPersonId), async () => {
    const m = words();
    const action = m.action ?? { label: T.seeYourOrder, path: BUYER_LINK };
    const rendered = renderEmail({
      preview: m.subject,
      heading: m.heading,
      paragraphs: [T.hello({ firstName: claim.buyerFirstName }), ...m.paragraphs],
      action: { label: action.label, url: `${config.publicUrl}${action.path}` },
    });
    await enqueueEmail(tx, { to: claim.buyerEmail, subject: m.subject, template: m.template, ...rendered });
    await notify(tx, claim.buyerPersonId, { ...m.bell, link: action.path });
  });
}

/** The member who filed the claim and the partner's owners, each once, with their languages. */
async function partnerRecipients(tx: Tx, claim: ClaimMail) {
  const rows = await tx
    .select({
      personId: persons.id,
      email: persons.email,
      firstName: persons.firstName,
      ...recipientLanguageColumns,
    })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(
      and(
        eq(partnerMembers.partnerId, claim.partnerId),
        or(
          eq(partnerMembers.role, 'owner'),
          claim.filedByPersonId === null ? undefined : eq(partnerMembers.personId, claim.filedByPersonId),
        ),
      ),
    );
  return [
    ...new Map(
      rows.map(({ language, hasAccount, ...r }) => [
        r.personId,
        { ...r, language: recipientLanguage(language, hasAccount) },
      ]),
    ).values(),
  ];
}

async function toPartner(tx: Tx, claim: ClaimMail, config: DamageMailConfig, words: () => Words) {
  const link = `/order-details/${claim.orderId}`;
  for (const r of await partnerRecipients(tx, claim)) {
    await inLanguage(r.language, async () => {
      const m = words();
      const rendered = renderEmail({
        preview: m.subject,
        heading: m.heading,
        paragraphs: [T.hello({ firstName: r.firstName }), ...m.paragraphs],
        action: { label: T.seeTheOrder, url: `${config.partnerPortalUrl}${link}` },
      });
      await enqueueEmail(tx, { to: r.email, subject: m.subject, template: m.template, ...rendered });
      await notify(tx, r.personId, { ...m.bell, link: `/partner${link}` });
    });
  }
}

export function sendClaimFiled(
  tx: Tx,
  claim: ClaimMail,
  details: { description: string; respondBy: Date; photos: number },
  config: DamageMailConfig,
) {
  return toBuyer(tx, claim, config, () => {
    const v = { ...namesOf(claim), day: day(details.respondBy) };
    return {
      template: DAMAGE_TEMPLATES.filed,
      subject: T.filedSubject(v),
      heading: T.filedHeading,
      paragraphs: [T.filedAsks(v), details.description, T.filedPhotos({ count: details.photos }), T.filedAnswerBy(v)],
      bell: {
        subject: storedMessage(T, 'filedHeading'),
        text: storedMessage(T, 'filedNote', { ...storedNamesOf(claim), day: storedDay(details.respondBy) }),
      },
    };
  });
}

export function sendClaimAnswered(
  tx: Tx,
  claim: ClaimMail,
  answer: { agree: boolean | null; comment: string | null; savedCard?: boolean },
  config: DamageMailConfig,
) {
  return toPartner(tx, claim, config, () => {
    const v = namesOf(claim);
    const what =
      answer.agree === true
        ? answer.savedCard
          ? T.answeredAgreedCard(v)
          : T.answeredAgreedLink(v)
        : answer.agree === false
          ? T.answeredDisagreed
          : T.answeredSilent;
    const agreed = { ...v, agreed: answer.agree === true ? 'yes' : 'no', what };
    return {
      template: DAMAGE_TEMPLATES.answered,
      subject: T.answeredSubject(agreed),
      heading: T.answeredHeading(agreed),
      paragraphs: [
        T.answeredAbout(v),
        what,
        ...(answer.comment ? [T.answeredComment({ comment: answer.comment })] : []),
      ],
      bell: answeredBell(claim, answer),
    };
  });
}

/** The partner's notification of the buyer's answer: what they answered, as words read in its reader's language. */
function answeredBell(claim: ClaimMail, answer: { agree: boolean | null; savedCard?: boolean }) {
  const v = storedNamesOf(claim);
  const what =
    answer.agree === true
      ? answer.savedCard
        ? storedWords(T, 'answeredAgreedCard', v)
        : storedWords(T, 'answeredAgreedLink', v)
      : answer.agree === false
        ? storedWords(T, 'answeredDisagreed')
        : storedWords(T, 'answeredSilent');
  const agreed = { ...v, agreed: answer.agree === true ? 'yes' : 'no', what };
  return { subject: storedMessage(T, 'answeredHeading', agreed), text: storedMessage(T, 'answeredNote', agreed) };
}

export async function sendClaimDecided(
  tx: Tx,
  claim: ClaimMail,
  decision: { upheld: boolean; amountMinor: number | null; reason: string },
  config: DamageMailConfig,
) {
  const values = () => {
    const claimed = money(claim.amountMinor, claim.currency);
    const upheld = decision.amountMinor === null ? '' : money(decision.amountMinor, claim.currency);
    return { ...namesOf(claim), claimed, upheld, decided: decision.upheld ? 'yes' : 'no' };
  };
  const stored = {
    ...storedNamesOf(claim),
    claimed: storedAmount(claim.amountMinor, claim.currency),
    upheld: decision.amountMinor === null ? '' : storedAmount(decision.amountMinor, claim.currency),
  };
  const decided = decision.upheld ? 'yes' : 'no';
  await toPartner(tx, claim, config, () => {
    const v = values();
    const outcome = decision.upheld
      ? v.upheld !== v.claimed
        ? T.decidedUpheldPart(v)
        : T.decidedUpheld(v)
      : T.decidedRejected(v);
    const subject = { ...v, upheld: v.decided, outcome };
    return {
      template: DAMAGE_TEMPLATES.decidedPartner,
      subject: T.decidedSubject(subject),
      heading: T.decidedHeading(subject),
      paragraphs: [
        T.decidedAbout(v),
        outcome,
        T.reason({ reason: decision.reason }),
        ...(decision.upheld ? [T.decidedPaymentLink] : []),
      ],
      bell: {
        subject: storedMessage(T, 'decidedHeading', { upheld: decided }),
        text: storedMessage(T, 'decidedNote', {
          ...stored,
          outcome: decision.upheld
            ? decision.amountMinor !== null && decision.amountMinor !== claim.amountMinor
              ? storedWords(T, 'decidedUpheldPart', stored)
              : storedWords(T, 'decidedUpheld', stored)
            : storedWords(T, 'decidedRejected', stored),
        }),
      },
    };
  });
  await toBuyer(tx, claim, config, () => {
    const v = values();
    return {
      template: DAMAGE_TEMPLATES.decidedBuyer,
      subject: T.decisionSubject(v),
      heading: T.decisionHeading({ upheld: v.decided }),
      paragraphs: [
        T.decisionAbout(v),
        decision.upheld ? T.decisionUpheld(v) : T.decisionRejected,
        T.reason({ reason: decision.reason }),
      ],
      bell: {
        subject: storedMessage(T, 'decisionHeading', { upheld: decided }),
        text: decision.upheld
          ? storedMessage(T, 'decisionNoteUpheld', stored)
          : storedMessage(T, 'decisionNoteRejected', stored),
      },
    };
  });
}

/** The payment link: an agreed claim without a card kept by consent, or a claim support upheld. */
export function sendClaimPaymentRequested(
  tx: Tx,
  claim: ClaimMail,
  request: { amountMinor: number },
  config: DamageMailConfig,
) {
  return toBuyer(tx, claim, config, () => {
    const v = { ...namesOf(claim), amount: money(request.amountMinor, claim.currency) };
    return {
      template: DAMAGE_TEMPLATES.paymentRequested,
      subject: T.payRequestSubject(v),
      heading: T.payRequestHeading,
      paragraphs: [T.payRequestBody(v), T.payRequestNothingYet],
      bell: {
        subject: storedMessage(T, 'payRequestHeading'),
        text: storedMessage(T, 'payRequestNote', {
          ...storedNamesOf(claim),
          amount: storedAmount(request.amountMinor, claim.currency),
        }),
      },
      action: { label: T.payAction(v), path: damagePaymentPath(claim.orderId, claim.claimId) },
    };
  });
}

export async function sendClaimCharged(
  tx: Tx,
  claim: ClaimMail,
  charge: { amountMinor: number; chargedAt: Date; paidWith: 'saved_card' | 'payment_link' },
  config: DamageMailConfig,
) {
  const values = () => ({
    ...namesOf(claim),
    amount: money(charge.amountMinor, claim.currency),
    day: day(charge.chargedAt),
  });
  const stored = { ...storedNamesOf(claim), amount: storedAmount(charge.amountMinor, claim.currency) };
  await toBuyer(tx, claim, config, () => {
    const v = values();
    return {
      template: DAMAGE_TEMPLATES.charged,
      subject: T.chargedSubject(v),
      heading: T.chargedHeading,
      paragraphs: [charge.paidWith === 'saved_card' ? T.chargedSavedCard(v) : T.chargedLink(v)],
      bell: { subject: storedMessage(T, 'chargedHeading'), text: storedMessage(T, 'chargedNote', stored) },
    };
  });
  for (const r of await partnerRecipients(tx, claim)) {
    await notify(tx, r.personId, {
      subject: storedMessage(T, 'chargedPartnerSubject'),
      text: storedMessage(T, 'chargedPartnerNote', stored),
      link: `/partner/order-details/${claim.orderId}`,
    });
  }
}

export function sendClaimWithdrawn(tx: Tx, claim: ClaimMail, config: DamageMailConfig) {
  return toBuyer(tx, claim, config, () => {
    const v = namesOf(claim);
    return {
      template: DAMAGE_TEMPLATES.withdrawn,
      subject: T.withdrawnSubject(v),
      heading: T.withdrawnHeading,
      paragraphs: [T.withdrawnBody(v)],
      bell: {
        subject: storedMessage(T, 'withdrawnHeading'),
        text: storedMessage(T, 'withdrawnNote', storedNamesOf(claim)),
      },
    };
  });
}
