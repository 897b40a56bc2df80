// The organiser's damage claims on one of the attendee's orders: each as the page kit shows it, and
// while a claim waits for the buyer, the answer: agree (the card the order was paid with is charged
// when the buyer consented at checkout to keep it, otherwise they pay through the payment link) or
// disagree (Pavilion support decides), with an optional comment. Checked with the server's schema.
// A claim waiting for the buyer's payment links to its payment page.
import { useState } from 'react';
import { Link } from 'react-router';
import { useAnswerDamageClaimMutation } from '@pavilion/api-client';
import {
  DAMAGE_CLAIM_COMMENT_MAX,
  damagePaymentPath,
  formatAmount,
  ZDamageClaimResponseBody,
  type TDamageClaim,
  type TDamageClaimResponseBody,
  type TDamageClaimResponseInput,
} from '@pavilion/domain';
import { DamageClaimView, Form, useZodForm } from '@pavilion/features-page-kit';
import { Button, TextArea } from '@pavilion/ui';
import { config } from '../../config/env';
import { apiAssetUrl } from './api-asset-url';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function OrderDamageClaims({
  orderId,
  claims,
  cardKept = false,
}: {
  orderId: string;
  claims: TDamageClaim[];
  /** The buyer consented at checkout to keep the card for a possible damage payment. */
  cardKept?: boolean;
}) {
  if (!claims.length) return null;
  return (
    <section aria-labelledby={`damage-${orderId}`} className="pv-order__damage">
      <h4 id={`damage-${orderId}`} className="pv-order__subheading">
        Damage payment requests
      </h4>
      {claims.map((claim) => (
        <DamageClaimView
          key={claim.id}
          claim={claim}
          audience="buyer"
          headingLevel={4}
          photoUrl={(path) => apiAssetUrl(path, config.apiUrl)}
        >
          {claim.state === 'filed' && new Date(claim.respondBy).getTime() > Date.now() && (
            <DamageClaimAnswer orderId={orderId} claim={claim} cardKept={cardKept} />
          )}
          {(claim.state === 'agreed' || claim.state === 'upheld') && claim.paidWith === 'payment_link' && (
            <Button as={Link} to={damagePaymentPath(orderId, claim.id)}>
              Pay {formatAmount(claim.chargeAmount ?? claim.amount, claim.currency)}
            </Button>
          )}
        </DamageClaimView>
      ))}
    </section>
  );
}

export function DamageClaimAnswer({
  orderId,
  claim,
  cardKept = false,
}: {
  orderId: string;
  claim: TDamageClaim;
  cardKept?: boolean;
}) {
  const { form, server, submit, submitting } = useZodForm<TDamageClaimResponseInput, TDamageClaimResponseBody>(
    ZDamageClaimResponseBody,
    { defaultValues: { comment: '' }, server: { alert: 'always', isField: (name) => name === 'comment' } },
  );
  const [answer] = useAnswerDamageClaimMutation();
  const [sent, setSent] = useState<string | null>(null);
  const amount = formatAmount(claim.amount, claim.currency);
  const send = async (values: TDamageClaimResponseBody) => {
    await answer({ orderId, claimId: claim.id, body: values }).unwrap();
    setSent(
      values.agree
        ? cardKept
          ? `Thank you. ${amount} is charged to the card you paid the order with.`
          : `Thank you. Pay ${amount} through the payment link: nothing is charged until you do.`
        : 'Thank you. Pavilion support will decide and tell you both.',
    );
  };
  // Two submit actions: each button says which answer the form sends.
  const answerWith = (agree: boolean) => {
    form.setValue('agree', agree);
    return submit(send, 'Your answer was not sent. Please try again.')();
  };
  return (
    <Form
      className="pv-damage-claim__form"
      server={server}
      alertTitle="Your answer was not sent"
      aria-label={`Your answer to the damage claim of ${amount}`}
      onSubmit={(e) => e.preventDefault()}
    >
      {sent && (
        <p role="status" className="pv-damage-claim__done">
          {sent}
        </p>
      )}
      <p>
        Please answer by {dateTime.format(new Date(claim.respondBy))}.{' '}
        {cardKept
          ? `If you agree, ${amount} is charged to the card you paid this order with, as you allowed at checkout.`
          : `If you agree, you pay ${amount} through a payment link: nothing is charged until you do.`}{' '}
        If you disagree, or do not answer in time, Pavilion support decides; if support upholds the request, you are
        asked to pay it through a payment link.
      </p>
      <TextArea
        label="Comment for the organiser and support (optional)"
        rows={3}
        maxLength={DAMAGE_CLAIM_COMMENT_MAX}
        {...form.register('comment')}
        error={form.formState.errors.comment?.message}
      />
      <div className="pv-damage-claim__actions">
        <Button type="button" loading={submitting} onClick={() => void answerWith(true)}>
          Agree and pay {amount}
        </Button>
        <Button type="button" variant="secondary" disabled={submitting} onClick={() => void answerWith(false)}>
          Disagree
        </Button>
      </div>
    </Form>
  );
}
