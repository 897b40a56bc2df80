// /admin/damage-claims/{id}: one damage claim as the buyer and the organiser wrote it (photos, the
// buyer's answer), its order, and while it is disputed support's decision: uphold (the whole claim,
// or less) or reject, with the reason both sides are emailed. Checked with the server's own schema;
// written to the audit log, whose entries for the claim show under it.
import { Link, useParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useAdminDamageClaimQuery, useDecideDamageClaimMutation } from '@pavilion/api-client';
import {
  DAMAGE_CLAIM_REASON_MAX,
  formatAmount,
  ZDamageClaimDecisionBody,
  type TDamageClaim,
  type TDamageClaimDecisionBody,
  type TDamageClaimDecisionInput,
} from '@pavilion/domain';
import {
  DamageClaimView,
  Form,
  FormAlert,
  isRetryable,
  PageFrame,
  QueryView,
  RadioField,
  useDocumentTitle,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Button, TextArea, TextField } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { config } from '../../config/env';
import '../../components/admin.css';

const photoUrl = (path: string) =>
  /^https?:\/\//i.test(config.apiUrl) ? new URL(path, config.apiUrl).toString() : path;

export default function DamageClaimPage() {
  const id = useParams().id ?? '';
  const result = useAdminDamageClaimQuery(id);
  useDocumentTitle('Damage claim');
  return (
    <PageFrame>
      <h1 className="pv-page-title">Damage claim</h1>
      <QueryView
        result={result}
        loadingLabel="Loading the damage claim"
        errorTitle="The damage claim could not be loaded"
        canRetry={isRetryable}
      >
        {(claim) => (
          <>
            <p>
              <Link to={`/order-details/${claim.orderId}`}>Open the order</Link> ·{' '}
              <Link to="/dashboard/damage-claims">Back to the damage claims</Link>
            </p>
            <DamageClaimView claim={claim} audience="admin" headingLevel={2} photoUrl={photoUrl}>
              {claim.state === 'disputed' && <DecisionForm claim={claim} />}
            </DamageClaimView>
            <AuditTrail entityType="damage-claim" entityId={claim.id} />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

export function DecisionForm({ claim }: { claim: TDamageClaim }) {
  const { form, server, submit, submitting } = useZodForm<TDamageClaimDecisionInput, TDamageClaimDecisionBody>(
    ZDamageClaimDecisionBody,
    { defaultValues: { decision: 'uphold', amount: '', reason: '' }, server: { alert: 'always' } },
  );
  const [decide] = useDecideDamageClaimMutation();
  const decision = useWatch({ control: form.control, name: 'decision' });
  const errors = form.formState.errors;
  const claimed = formatAmount(claim.amount, claim.currency);
  // The claim reloads with the decision; this form then leaves the page.
  const send = (values: TDamageClaimDecisionBody) => decide({ claimId: claim.id, body: values }).unwrap();
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, 'The decision was not saved. Please try again.')}
      aria-labelledby="decision-title"
      className="pv-damage-claim__form"
    >
      <h3 id="decision-title">Decide this claim</h3>
      <FormAlert title="The decision was not saved" message={server.message} />
      <RadioField
        form={form}
        name="decision"
        legend="Decision"
        options={[
          {
            value: 'uphold',
            label: 'Uphold',
            hint: 'The buyer did not agree, so nothing is charged now: they are emailed a payment link, and the amount is paid to the partner once they pay it.',
          },
          { value: 'reject', label: 'Reject', hint: 'Nothing is charged.' },
        ]}
      />
      {decision === 'uphold' && (
        <TextField
          label={`Amount upheld (${claim.currency})`}
          inputMode="decimal"
          hint={`Leave empty to uphold the whole ${claimed} claimed; at most that.`}
          {...form.register('amount')}
          error={errors.amount?.message}
        />
      )}
      <TextArea
        label="Reason (emailed to the partner and the buyer, kept in the audit log)"
        required
        rows={3}
        maxLength={DAMAGE_CLAIM_REASON_MAX}
        {...form.register('reason')}
        error={errors.reason?.message}
      />
      <Button type="submit" loading={submitting} variant={decision === 'reject' ? 'danger' : 'primary'}>
        {decision === 'reject' ? 'Reject the claim' : 'Uphold and ask the buyer to pay'}
      </Button>
    </Form>
  );
}
