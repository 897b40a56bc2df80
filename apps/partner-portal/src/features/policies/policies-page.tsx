// Dashboard > Cancellation Policies: the partner's policies with a persisted on/off switch, and the
// create form with the rules and defaults of the spec (section 5 and 9).
import { useState } from 'react';
import { Link } from 'react-router';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  errorMessage,
  fieldErrors,
  useCancellationPoliciesQuery,
  useCreateCancellationPolicyMutation,
  useUpdateCancellationPolicyMutation,
} from '@pavilion/api-client';
import {
  nextCancellationPeriod,
  PARTNER_MESSAGES,
  UI_TEXT,
  ZCancellationPolicyBody,
  type TCancellationPolicyBodyInput,
} from '@pavilion/domain';
import { Button, FormError, Switch, TextArea, TextField, useToast } from '@pavilion/ui';
import { Empty, QueryState } from '../../components/query-state';

export function PoliciesPage() {
  const query = useCancellationPoliciesQuery({ pageSize: 100 });
  const [update] = useUpdateCancellationPolicyMutation();
  const toast = useToast();
  return (
    <section aria-labelledby="policies-title" className="pv-partner-page">
      <h1 id="policies-title" className="pv-page-title">
        Cancellation Policies
      </h1>
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText={PARTNER_MESSAGES.failedToFetchPolicies}
      >
        {query.data?.items.length === 0 ? (
          <Empty title={PARTNER_MESSAGES.noPolicies} />
        ) : (
          <ul className="pv-partner-list">
            {query.data?.items.map((policy) => (
              <li key={policy.id} className="pv-partner-list__item">
                <div>
                  <h2 className="pv-partner-card__title">
                    <Link to={`/cancellation-policy-details/${policy.id}`}>{policy.name}</Link>
                  </h2>
                  <p>
                    {policy.cancellationPolicyPeriods
                      .map(
                        (p) =>
                          `${p.percentageRefund}% from ${p.startDaysBeforeEvent} to ${p.endDaysBeforeEvent} days before`,
                      )
                      .join('; ')}
                  </p>
                  <p>
                    Used by {policy.ticketTypeCount} ticket {policy.ticketTypeCount === 1 ? 'type' : 'types'}
                  </p>
                </div>
                <Switch
                  label={`${policy.name} active`}
                  checked={policy.active}
                  onChange={async (active) => {
                    try {
                      await update({ id: policy.id, body: { active } }).unwrap();
                    } catch (err) {
                      toast.showToast({ tone: 'error', title: UI_TEXT.policySaveFailed, message: errorMessage(err) });
                    }
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <CreatePolicyForm />
    </section>
  );
}

const DEFAULTS: TCancellationPolicyBodyInput = {
  name: '',
  description: '',
  active: true,
  cancellationPolicyPeriods: [nextCancellationPeriod(null)],
};

function CreatePolicyForm() {
  const [create, { isLoading }] = useCreateCancellationPolicyMutation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TCancellationPolicyBodyInput>({
    resolver: zodResolver(ZCancellationPolicyBody) as never,
    defaultValues: DEFAULTS,
  });
  const periods = useFieldArray({ control: form.control, name: 'cancellationPolicyPeriods' });
  const errors = form.formState.errors;
  const periodsError = (errors.cancellationPolicyPeriods as { message?: string } | undefined)?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create(values).unwrap();
      toast.showToast({ tone: 'success', message: UI_TEXT.policyCreated });
      form.reset(DEFAULTS);
    } catch (err) {
      for (const [field, message] of Object.entries(fieldErrors(err))) form.setError(field as never, { message });
      setFailure(errorMessage(err));
      toast.showToast({ tone: 'error', message: UI_TEXT.policyCreateProblem });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="new-policy-title" className="pv-partner-form">
      <h2 id="new-policy-title">Create a policy</h2>
      <FormError title={UI_TEXT.policyCreateProblem}>{failure}</FormError>
      <TextField label="Name" required {...form.register('name')} error={errors.name?.message} />
      <TextArea label="Description" {...form.register('description')} error={errors.description?.message} />
      <fieldset>
        <legend>Refund periods</legend>
        {periods.fields.map((field, index) => {
          const e = errors.cancellationPolicyPeriods?.[index];
          return (
            <div key={field.id} className="pv-partner-form__row">
              <TextField
                label={`Refund % (period ${index + 1})`}
                type="number"
                min={0}
                max={100}
                {...form.register(`cancellationPolicyPeriods.${index}.percentageRefund`)}
                error={e?.percentageRefund?.message}
              />
              <TextField
                label={`From days before (period ${index + 1})`}
                type="number"
                min={0}
                {...form.register(`cancellationPolicyPeriods.${index}.startDaysBeforeEvent`)}
                error={e?.startDaysBeforeEvent?.message}
              />
              <TextField
                label={`To days before (period ${index + 1})`}
                type="number"
                min={0}
                {...form.register(`cancellationPolicyPeriods.${index}.endDaysBeforeEvent`)}
                error={e?.endDaysBeforeEvent?.message}
              />
              <Button
                variant="ghost"
                type="button"
                disabled={periods.fields.length <= 1}
                onClick={() => periods.remove(index)}
              >
                Remove period {index + 1}
              </Button>
            </div>
          );
        })}
        {periodsError && <p role="alert">{periodsError}</p>}
        <Button
          variant="secondary"
          type="button"
          onClick={() => periods.append(nextCancellationPeriod(form.getValues('cancellationPolicyPeriods').at(-1)))}
        >
          Add period
        </Button>
      </fieldset>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Create policy'}
      </Button>
    </form>
  );
}
