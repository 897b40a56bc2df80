// What a damage claim tells people, each written in the transaction of the change it reports (email
// in the outbox, notification beside it): the buyer when a claim is filed, withdrawn, decided and
// charged; the partner (the member who filed it and the owners) when the buyer answers or lets the
// time pass, when support decides and when the charge goes through.
import { and, eq, or } from 'drizzle-orm';
import { damagePaymentPath, formatAmount, fromMinor, type TCurrencyCode } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { partnerMembers, persons } from '../../db/schema';
import { enqueueEmail, renderEmail, type TransactionalTemplate } from '../../platform/mail';
import { notify } from '../notifications';

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
const day = (at: Date) => at.toISOString().slice(0, 10);
const BUYER_LINK = '/user/registrations-and-events';

async function toBuyer(
  tx: Tx,
  claim: ClaimMail,
  config: DamageMailConfig,
  m: {
    template: TransactionalTemplate;
    subject: string;
    heading: string;
    paragraphs: string[];
    note: string;
    action?: { label: string; path: string };
  },
) {
  const action = m.action ?? { label: 'See your order', path: BUYER_LINK };
  const rendered = renderEmail({
    preview: m.subject,
    heading: m.heading,
    paragraphs: [`Hello ${claim.buyerFirstName},`, ...m.paragraphs],
    action: { label: action.label, url: `${config.publicUrl}${action.path}` },
  });
  await enqueueEmail(tx, { to: claim.buyerEmail, subject: m.subject, template: m.template, ...rendered });
  await notify(tx, claim.buyerPersonId, { subject: m.heading, text: m.note, link: action.path });
}

/** The member who filed the claim and the partner's owners, each once. */
async function partnerRecipients(tx: Tx, claim: ClaimMail) {
  const rows = await tx
    .select({ personId: persons.id, email: persons.email, firstName: persons.firstName })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(
      and(
        eq(partnerMembers.partnerId, claim.partnerId),
        or(
          eq(partnerMembers.role, 'owner'),
          claim.filedByPersonId === null ? undefined : eq(partnerMembers.personId, claim.filedByPersonId),
        ),
      ),
    );
  return [...new Map(rows.map((r) => [r.personId, r])).values()];
}

async function toPartner(
  tx: Tx,
  claim: ClaimMail,
  config: DamageMailConfig,
  m: { template: TransactionalTemplate; subject: string; heading: string; paragraphs: string[]; note: string },
) {
  const link = `/order-details/${claim.orderId}`;
  for (const r of await partnerRecipients(tx, claim)) {
    const rendered = renderEmail({
      preview: m.subject,
      heading: m.heading,
      paragraphs: [`Hello ${r.firstName},`, ...m.paragraphs],
      action: { label: 'See the order', url: `${config.partnerPortalUrl}${link}` },
    });
    await enqueueEmail(tx, { to: r.email, subject: m.subject, template: m.template, ...rendered });
    await notify(tx, r.personId, { subject: m.heading, text: m.note, link: `/partner${link}` });
  }
}

export function sendClaimFiled(
  tx: Tx,
  claim: ClaimMail,
  details: { description: string; respondBy: Date; photos: number },
  config: DamageMailConfig,
) {
  const amount = money(claim.amountMinor, claim.currency);
  return toBuyer(tx, claim, config, {
    template: DAMAGE_TEMPLATES.filed,
    subject: `Damage payment request for ${claim.eventName}`,
    heading: 'A damage payment request needs your answer',
    paragraphs: [
      `${claim.partnerName}, the organiser of ${claim.eventName}, asks you to pay ${amount} for damage, on order ${claim.orderId}:`,
      details.description,
      details.photos
        ? `They added ${details.photos} ${details.photos === 1 ? 'photo' : 'photos'}, which you can see with the request.`
        : 'They added no photos.',
      `Please agree or disagree from your order by ${day(details.respondBy)}. Nothing is charged unless you agree: if you agree, you pay ${amount} (charged to the card you paid the order with if you agreed at checkout to keep it, otherwise through a payment link). If you disagree, or do not answer by then, Pavilion support decides; if support upholds the request, you are asked to pay through a payment link.`,
    ],
    note: `${claim.partnerName} asks ${amount} for damage at ${claim.eventName}. Please answer by ${day(details.respondBy)}.`,
  });
}

export function sendClaimAnswered(
  tx: Tx,
  claim: ClaimMail,
  answer: { agree: boolean | null; comment: string | null; savedCard?: boolean },
  config: DamageMailConfig,
) {
  const amount = money(claim.amountMinor, claim.currency);
  const what =
    answer.agree === true
      ? answer.savedCard
        ? `The buyer agreed to pay ${amount}: it is being charged to their card.`
        : `The buyer agreed to pay ${amount}: they were sent a payment link, and you are told when they pay.`
      : answer.agree === false
        ? 'The buyer disagreed. Pavilion support will decide and tell you both.'
        : 'The buyer did not answer within 14 days. Pavilion support will decide and tell you both.';
  return toPartner(tx, claim, config, {
    template: DAMAGE_TEMPLATES.answered,
    subject: `Damage claim ${answer.agree === true ? 'agreed' : 'disputed'}: ${claim.eventName}`,
    heading: answer.agree === true ? 'The buyer agreed to your damage claim' : 'Your damage claim goes to support',
    paragraphs: [
      `About your damage claim of ${amount} on order ${claim.orderId} for ${claim.eventName}:`,
      what,
      ...(answer.comment ? [`The buyer's comment: ${answer.comment}`] : []),
    ],
    note: `${claim.eventName}, ${amount}: ${what}`,
  });
}

export async function sendClaimDecided(
  tx: Tx,
  claim: ClaimMail,
  decision: { upheld: boolean; amountMinor: number | null; reason: string },
  config: DamageMailConfig,
) {
  const claimed = money(claim.amountMinor, claim.currency);
  const upheld = decision.amountMinor === null ? null : money(decision.amountMinor, claim.currency);
  const outcome = decision.upheld
    ? `Pavilion support upheld the damage claim for ${upheld}${upheld !== claimed ? ` of the ${claimed} claimed` : ''}.`
    : `Pavilion support rejected the damage claim of ${claimed}: nothing is charged.`;
  await toPartner(tx, claim, config, {
    template: DAMAGE_TEMPLATES.decidedPartner,
    subject: `Damage claim ${decision.upheld ? 'upheld' : 'rejected'}: ${claim.eventName}`,
    heading: decision.upheld ? 'Your damage claim was upheld' : 'Your damage claim was rejected',
    paragraphs: [
      `About order ${claim.orderId} for ${claim.eventName}:`,
      outcome,
      `The reason: ${decision.reason}`,
      ...(decision.upheld
        ? [
            'The buyer is sent a payment link: the amount is charged when they pay (never without them), and paid to you with your next payout.',
          ]
        : []),
    ],
    note: `${claim.eventName}: ${outcome}`,
  });
  await toBuyer(tx, claim, config, {
    template: DAMAGE_TEMPLATES.decidedBuyer,
    subject: `Decision on the damage payment request for ${claim.eventName}`,
    heading: decision.upheld
      ? 'Support upheld the damage payment request'
      : 'Support rejected the damage payment request',
    paragraphs: [
      `About the request of ${claim.partnerName} on order ${claim.orderId}:`,
      decision.upheld
        ? `Pavilion support upheld it for ${upheld}. Nothing is charged to your card without you: we are sending you a link to pay it.`
        : 'Pavilion support rejected it: nothing is charged to your card.',
      `The reason: ${decision.reason}`,
    ],
    note: `${claim.eventName}: ${decision.upheld ? `upheld for ${upheld}, to pay through the payment link` : 'rejected, nothing is charged'}.`,
  });
}

/** The payment link: an agreed claim without a card kept by consent, or a claim support upheld. */
export function sendClaimPaymentRequested(
  tx: Tx,
  claim: ClaimMail,
  request: { amountMinor: number },
  config: DamageMailConfig,
) {
  const amount = money(request.amountMinor, claim.currency);
  return toBuyer(tx, claim, config, {
    template: DAMAGE_TEMPLATES.paymentRequested,
    subject: `Pay the damage payment of ${amount}: ${claim.eventName}`,
    heading: 'Your damage payment is waiting',
    paragraphs: [
      `The damage payment of ${amount} to ${claim.partnerName} on order ${claim.orderId} for ${claim.eventName} is waiting for you to pay.`,
      'Nothing is charged to your card until you pay through the link below.',
    ],
    note: `Pay ${amount} for damage at ${claim.eventName} through the payment link.`,
    action: { label: `Pay ${amount}`, path: damagePaymentPath(claim.orderId, claim.claimId) },
  });
}

export async function sendClaimCharged(
  tx: Tx,
  claim: ClaimMail,
  charge: { amountMinor: number; chargedAt: Date; paidWith: 'saved_card' | 'payment_link' },
  config: DamageMailConfig,
) {
  const amount = money(charge.amountMinor, claim.currency);
  await toBuyer(tx, claim, config, {
    template: DAMAGE_TEMPLATES.charged,
    subject: `Damage payment of ${amount} charged: ${claim.eventName}`,
    heading: 'Your damage payment was charged',
    paragraphs: [
      charge.paidWith === 'saved_card'
        ? `We charged ${amount} to the card you paid order ${claim.orderId} with, on ${day(charge.chargedAt)}, for the damage payment to ${claim.partnerName} you agreed to.`
        : `We charged ${amount} to the card you paid with, on ${day(charge.chargedAt)}, for the damage payment to ${claim.partnerName} on order ${claim.orderId}.`,
    ],
    note: `${amount} for damage at ${claim.eventName} was charged to your card.`,
  });
  for (const r of await partnerRecipients(tx, claim)) {
    await notify(tx, r.personId, {
      subject: 'Damage payment charged',
      text: `${amount} for damage at ${claim.eventName} was charged to the buyer; it is paid to you with your next payout.`,
      link: `/partner/order-details/${claim.orderId}`,
    });
  }
}

export function sendClaimWithdrawn(tx: Tx, claim: ClaimMail, config: DamageMailConfig) {
  const amount = money(claim.amountMinor, claim.currency);
  return toBuyer(tx, claim, config, {
    template: DAMAGE_TEMPLATES.withdrawn,
    subject: `Damage payment request withdrawn: ${claim.eventName}`,
    heading: 'The damage payment request was withdrawn',
    paragraphs: [
      `${claim.partnerName} withdrew its request of ${amount} on order ${claim.orderId} for ${claim.eventName}. Nothing is charged and nothing more is needed from you.`,
    ],
    note: `${claim.partnerName} withdrew its damage payment request of ${amount}.`,
  });
}
