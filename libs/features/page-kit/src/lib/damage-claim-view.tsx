// One damage claim as the buyer, the organiser and support read it: the amount and its state in
// words, the description, the photos (each opens full size), the buyer's answer, support's decision
// and when it was charged. The page puts its own actions under it (answer, withdraw, decide).
import type { ReactNode } from 'react';
import { damageClaimState, formatAmount, type TDamageClaim, type TDamageClaimState } from '@pavilion/domain';
import { Badge, DescriptionList, type BadgeTone } from '@pavilion/ui';
import './damage-claim-view.css';

const TONES: Record<TDamageClaimState, BadgeTone> = {
  filed: 'warning',
  agreed: 'info',
  disputed: 'warning',
  upheld: 'info',
  rejected: 'neutral',
  charged: 'success',
  charge_failed: 'danger',
  withdrawn: 'neutral',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;

export interface DamageClaimViewProps {
  claim: TDamageClaim;
  /** Who reads it: the buyer is addressed as "you", the others read "the buyer". */
  audience: 'buyer' | 'partner' | 'admin';
  /** Where a photo the API names by path opens (the API's origin when it is another host). */
  photoUrl?: (path: string) => string;
  /** The heading's level in the page (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Actions under the claim. */
  children?: ReactNode;
}

export function DamageClaimView({
  claim,
  audience,
  photoUrl = (path) => path,
  headingLevel = 3,
  children,
}: DamageClaimViewProps) {
  const Heading = `h${headingLevel}` as const;
  const money = (amount: number) => formatAmount(amount, claim.currency);
  const headingId = `damage-claim-${claim.id}`;
  const buyerName = audience === 'buyer' ? 'You' : `${claim.buyer.firstName} ${claim.buyer.surname}`;
  return (
    <article className="pv-damage-claim" aria-labelledby={headingId}>
      <div className="pv-damage-claim__head">
        <Heading id={headingId} className="pv-damage-claim__title">
          Damage claim of {money(claim.amount)}
        </Heading>
        <Badge tone={TONES[claim.state]} dot>
          {damageClaimState(claim)}
        </Badge>
      </div>
      <DescriptionList
        className="pv-damage-claim__facts"
        items={[
          {
            label: 'Filed',
            value: (
              <>
                {when(claim.filedAt)} by{' '}
                {audience === 'buyer' ? claim.partner.name : `${claim.filedBy} (${claim.partner.name})`}
              </>
            ),
          },
          { label: 'Event', value: claim.event.name },
          audience !== 'buyer' && {
            label: 'Buyer',
            value: `${claim.buyer.firstName} ${claim.buyer.surname} (${claim.buyer.email})`,
          },
          { label: 'What happened', value: claim.description, valueClassName: 'pv-damage-claim__description' },
          claim.answer && {
            label: audience === 'buyer' ? 'Your answer' : "The buyer's answer",
            value: (
              <>
                {claim.answer.agree === null
                  ? `No answer by ${dateTime.format(new Date(claim.respondBy))}: the claim went to support.`
                  : `${buyerName} ${claim.answer.agree ? 'agreed to pay' : 'disagreed'} on ${dateTime.format(new Date(claim.answer.at))}.`}
                {claim.answer.comment && <span className="pv-damage-claim__quote"> “{claim.answer.comment}”</span>}
              </>
            ),
          },
          claim.decision && {
            label: "Support's decision",
            value: (
              <>
                {claim.decision.outcome === 'upheld'
                  ? `Upheld for ${money(claim.decision.amount ?? claim.amount)}`
                  : 'Rejected: nothing is charged'}{' '}
                on {when(claim.decision.at)}. Reason: {claim.decision.reason}
              </>
            ),
          },
          claim.chargedAt &&
            claim.chargeAmount !== null && {
              label: 'Charged',
              value: (
                <>
                  {money(claim.chargeAmount)} on {when(claim.chargedAt)}, to the card the order was paid with
                </>
              ),
            },
          claim.withdrawnAt && {
            label: 'Withdrawn',
            value: <>{when(claim.withdrawnAt)}: nothing is charged</>,
          },
        ]}
      />
      {claim.photos.length > 0 && (
        <ul className="pv-damage-claim__photos" aria-label="Photos of the damage">
          {claim.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photoUrl(photo.url)} target="_blank" rel="noreferrer">
                <img
                  src={photoUrl(photo.url)}
                  alt={`Photo ${i + 1} of ${claim.photos.length} of the damage (opens full size)`}
                  loading="lazy"
                  width={160}
                  height={100}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}
