// The organiser's damage claims on one of the attendee's orders: each as the orders library shows it, and
// while a claim waits for the buyer, the answer: agree (the card the order was paid with is charged
// when the buyer consented at checkout to keep it, otherwise they pay through the payment link) or
// disagree (Pavilion support decides), with an optional comment. Checked with the server's schema.
// A claim waiting for the buyer's payment links to its payment page.
import { useState } from 'react';
import { Link } from 'react-router';
import { useAnswerDamageClaimMutation } from '@pavilion/api-client';
import {
  DAMAGE_CLAIM_COMMENT_MAX,
  dateTimeFormat,
  formatAmount,
  ZDamageClaimResponseBody,
  type TDamageClaim,
  type TDamageClaimResponseBody,
  type TDamageClaimResponseInput,
} from '@pavilion/domain';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { DamageClaimView } from '@pavilion/features-orders';
import { Button, TextArea } from '@pavilion/ui';
import { config } from '../../config/env';
import { apiAssetUrl } from './api-asset-url';
import { REGISTRATIONS_TEXT as T } from './messages';
import { marketplacePaths } from '../../config/paths';

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
        {T.damageRequests}
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
            <Button as={Link} to={marketplacePaths.damagePayment(orderId, claim.id)}>
              {T.payAmount({ amount: formatAmount(claim.chargeAmount ?? claim.amount, claim.currency) })}
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
  const respondBy = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(claim.respondBy));
  const send = async (values: TDamageClaimResponseBody) => {
    await answer({ orderId, claimId: claim.id, body: values }).unwrap();
    setSent(values.agree ? (cardKept ? T.thanksCharged({ amount }) : T.thanksPayLink({ amount })) : T.thanksSupport);
  };
  // Two submit actions: each button says which answer the form sends.
  const answerWith = (agree: boolean) => {
    form.setValue('agree', agree);
    return submit(send, T.answerFailed)();
  };
  return (
    <Form
      className="pv-damage-claim__form"
      server={server}
      alertTitle={T.answerNotSent}
      aria-label={T.answerForm({ amount })}
      onSubmit={(e) => e.preventDefault()}
    >
      {sent && (
        <p role="status" className="pv-damage-claim__done">
          {sent}
        </p>
      )}
      <p>{(cardKept ? T.answerByCardKept : T.answerByPaymentLink)({ date: respondBy, amount })}</p>
      <TextArea
        label={T.commentLabel}
        rows={3}
        maxLength={DAMAGE_CLAIM_COMMENT_MAX}
        {...form.register('comment')}
        error={form.formState.errors.comment?.message}
      />
      <div className="pv-damage-claim__actions">
        <Button type="button" loading={submitting} onClick={() => void answerWith(true)}>
          {T.agreeAndPay({ amount })}
        </Button>
        <Button type="button" variant="secondary" disabled={submitting} onClick={() => void answerWith(false)}>
          {T.disagree}
        </Button>
      </div>
    </Form>
  );
}
