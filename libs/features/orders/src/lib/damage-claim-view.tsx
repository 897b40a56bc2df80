// One damage claim as the buyer, the organiser and support read it: the amount and its state in
// words, the description, the photos (each opens full size), the buyer's answer, support's decision
// and when it was charged. The page puts its own actions under it (answer, withdraw, decide).
import type { ReactNode } from 'react';
import {
  damageClaimState,
  dateTimeFormat,
  formatAmount,
  type TDamageClaim,
  type TDamageClaimState,
} from '@pavilion/domain';
import { richText } from '@pavilion/features-shell';
import { Badge, DescriptionList, type BadgeTone } from '@pavilion/ui';
import './orders.css';
import './damage-claim-view.css';
import { DAMAGE_CLAIM_TEXT as T } from './messages';

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

/** The space between the answer and the buyer's quoted words. */
const SPACE = ' ';
const dateTime = () => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => <time dateTime={iso}>{dateTime().format(new Date(iso))}</time>;

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
  const buyerName = `${claim.buyer.firstName} ${claim.buyer.surname}`;
  const answer = claim.answer;
  return (
    <article className="pv-damage-claim" aria-labelledby={headingId}>
      <div className="pv-damage-claim__head">
        <Heading id={headingId} className="pv-damage-claim__title">
          {T.title({ amount: money(claim.amount) })}
        </Heading>
        <Badge tone={TONES[claim.state]} dot>
          {damageClaimState(claim)}
        </Badge>
      </div>
      <DescriptionList
        className="pv-damage-claim__facts"
        items={[
          {
            label: T.filed,
            value: (
              <>
                {richText(T.filedOn, {
                  date: when(claim.filedAt),
                  filer:
                    audience === 'buyer'
                      ? claim.partner.name
                      : T.filerOfPartner({ person: claim.filedBy, partner: claim.partner.name }),
                })}
              </>
            ),
          },
          { label: T.event, value: claim.event.name },
          audience !== 'buyer' && {
            label: T.buyer,
            value: T.buyerValue({ name: buyerName, email: claim.buyer.email }),
          },
          { label: T.whatHappened, value: claim.description, valueClassName: 'pv-damage-claim__description' },
          answer && {
            label: audience === 'buyer' ? T.yourAnswer : T.buyersAnswer,
            value: (
              <>
                {answer.agree === null
                  ? T.noAnswer({ date: dateTime().format(new Date(claim.respondBy)) })
                  : audience === 'buyer'
                    ? T.youAnswered({ agree: String(answer.agree), date: dateTime().format(new Date(answer.at)) })
                    : T.buyerAnswered({
                        agree: String(answer.agree),
                        name: buyerName,
                        date: dateTime().format(new Date(answer.at)),
                      })}
                {answer.comment && (
                  <>
                    {SPACE}
                    <span className="pv-damage-claim__quote">{T.quote({ comment: answer.comment })}</span>
                  </>
                )}
              </>
            ),
          },
          claim.decision && {
            label: T.decision,
            value: (
              <>
                {claim.decision.outcome === 'upheld'
                  ? richText(T.upheld, {
                      amount: money(claim.decision.amount ?? claim.amount),
                      date: when(claim.decision.at),
                      reason: claim.decision.reason,
                    })
                  : richText(T.rejected, { date: when(claim.decision.at), reason: claim.decision.reason })}
              </>
            ),
          },
          claim.chargedAt &&
            claim.chargeAmount !== null && {
              label: T.charged,
              value: <>{richText(T.chargedOn, { amount: money(claim.chargeAmount), date: when(claim.chargedAt) })}</>,
            },
          claim.withdrawnAt && {
            label: T.withdrawn,
            value: <>{richText(T.withdrawnOn, { date: when(claim.withdrawnAt) })}</>,
          },
        ]}
      />
      {claim.photos.length > 0 && (
        <ul className="pv-damage-claim__photos" aria-label={T.photos}>
          {claim.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photoUrl(photo.url)} target="_blank" rel="noreferrer">
                <img
                  src={photoUrl(photo.url)}
                  alt={T.photo({ position: i + 1, count: claim.photos.length })}
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
