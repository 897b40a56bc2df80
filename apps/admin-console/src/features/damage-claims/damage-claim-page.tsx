// /admin/damage-claims/{id}: one damage claim as the buyer and the organiser wrote it (photos, the
// buyer's answer), its order, and while it is disputed support's decision: uphold (the whole claim,
// or less) or reject, with the reason both sides are emailed. Checked with the server's own schema;
// written to the audit log, whose entries for the claim show under it.
import { Link, useParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useAdminDamageClaimQuery, useDecideDamageClaimMutation } from '@pavilion/api-client';
import {
  DAMAGE_CLAIM_REASON_MAX,
  ZDamageClaimDecisionBody,
  type TDamageClaim,
  type TDamageClaimDecisionBody,
  type TDamageClaimDecisionInput,
} from '@pavilion/domain';
import {
  Form,
  FormAlert,
  isRetryable,
  PageFrame,
  QueryView,
  RadioField,
  useDocumentTitle,
  useZodForm,
} from '@pavilion/features-page-kit';
import { DamageClaimView } from '@pavilion/features-orders';
import { Button, TextArea, TextField } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { formatAmount } from '../../components/format';
import { config } from '../../config/env';
import '../../components/admin.css';
import { DAMAGE_CLAIMS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const SEPARATOR = ' · ';

const photoUrl = (path: string) =>
  /^https?:\/\//i.test(config.apiUrl) ? new URL(path, config.apiUrl).toString() : path;

export default function DamageClaimPage() {
  const id = useParams().id ?? '';
  const result = useAdminDamageClaimQuery(id);
  useDocumentTitle(T.claimTitle);
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.claimTitle}</h1>
      <QueryView result={result} loadingLabel={T.loadingClaim} errorTitle={T.claimFailed} canRetry={isRetryable}>
        {(claim) => (
          <>
            <p>
              <Link to={adminPaths.orderDetails(claim.orderId)}>{T.openOrder}</Link>
              {SEPARATOR}
              <Link to={adminPaths.dashboardDamageClaims}>{T.backToClaims}</Link>
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
      onSubmit={submit(send, T.notSavedRetry)}
      aria-labelledby="decision-title"
      className="pv-damage-claim__form"
    >
      <h3 id="decision-title">{T.decideTitle}</h3>
      <FormAlert title={T.notSaved} message={server.message} />
      <RadioField
        form={form}
        name="decision"
        legend={T.decision}
        options={[
          {
            value: 'uphold',
            label: T.uphold,
            hint: T.upholdHint,
          },
          { value: 'reject', label: T.reject, hint: T.rejectHint },
        ]}
      />
      {decision === 'uphold' && (
        <TextField
          label={T.amountUpheld({ currency: claim.currency })}
          inputMode="decimal"
          hint={T.amountHint({ claimed })}
          {...form.register('amount')}
          error={errors.amount?.message}
        />
      )}
      <TextArea
        label={T.reason}
        required
        rows={3}
        maxLength={DAMAGE_CLAIM_REASON_MAX}
        {...form.register('reason')}
        error={errors.reason?.message}
      />
      <Button type="submit" loading={submitting} variant={decision === 'reject' ? 'danger' : 'primary'}>
        {decision === 'reject' ? T.rejectClaim : T.upholdAndAsk}
      </Button>
    </Form>
  );
}
