// Dashboard > Cancellation Policies: the partner's policies with a persisted on/off switch, searched,
// filtered and sorted on the server with the list's query in the URL, and the create form with the
// rules and defaults of the spec (section 5 and 9) and the server's field errors on its fields.
import { Link } from 'react-router';
import { useFieldArray } from 'react-hook-form';
import {
  errorMessage,
  useCancellationPoliciesQuery,
  useCreateCancellationPolicyMutation,
  useUpdateCancellationPolicyMutation,
} from '@pavilion/api-client';
import {
  formatList,
  nextCancellationPeriod,
  PARTNER_MESSAGES,
  UI_TEXT,
  ZCancellationPoliciesQuery,
  ZCancellationPolicyBody,
  type TCancellationPolicyBody,
  type TCancellationPolicyBodyInput,
} from '@pavilion/domain';
import {
  Form,
  FormAlert,
  ListPage,
  ListSortMenu,
  useDocumentTitle,
  useListParams,
  useZodForm,
  ListFilterSelect,
  ListSearchBox,
} from '@pavilion/features-page-kit';
import { Button, Switch, TextArea, TextField, useToast } from '@pavilion/ui';
import { POLICIES_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

/** The sort choices, named when shown. */
const sorts = () =>
  [
    { sort: 'createdAt', label: T.sortCreated },
    { sort: 'name', label: T.sortName },
  ] as const;

export function PoliciesPage() {
  useDocumentTitle(T.title);
  const list = useListParams(ZCancellationPoliciesQuery);
  const result = useCancellationPoliciesQuery(list.args);
  const [update] = useUpdateCancellationPolicyMutation();
  const toast = useToast();
  return (
    <ListPage
      as="section"
      title={T.title}
      filters={
        <>
          <ListSearchBox list={list} label={T.search} />
          <ListFilterSelect
            list={list}
            name="active"
            label={T.show}
            placeholder={T.allPolicies}
            options={[
              { value: 'true', label: T.activeOnly },
              { value: 'false', label: T.offOnly },
            ]}
          />
          <ListSortMenu options={sorts()} list={list} />
        </>
      }
      result={result}
      loadingLabel={T.loading}
      errorTitle={PARTNER_MESSAGES.failedToFetchPolicies}
      filteredEmpty={{ title: PARTNER_MESSAGES.noPolicies, filteredTitle: T.noMatch, showAllLabel: T.showAll }}
      list={list}
      pagination={{ label: T.pages, kind: 'policies' }}
      after={<CreatePolicyForm />}
    >
      {(page, { isStale }) => (
        <ul className="pv-partner-list" aria-label={T.yourPolicies} aria-busy={isStale}>
          {page.items.map((policy) => (
            <li key={policy.id} className="pv-partner-list__item">
              <div>
                <h2 className="pv-partner-card__title">
                  <Link to={partnerPaths.policyDetails(policy.id)}>{policy.name}</Link>
                </h2>
                <p>
                  {formatList(
                    policy.cancellationPolicyPeriods.map((p) =>
                      T.period({
                        percent: p.percentageRefund,
                        start: p.startDaysBeforeEvent,
                        end: p.endDaysBeforeEvent,
                      }),
                    ),
                  )}
                </p>
                <p>{T.usedBy({ count: policy.ticketTypeCount })}</p>
              </div>
              <Switch
                label={T.activeSwitch({ name: policy.name })}
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
    </ListPage>
  );
}

const DEFAULTS: TCancellationPolicyBodyInput = {
  name: '',
  description: '',
  active: true,
  cancellationPolicyPeriods: [nextCancellationPeriod(null)],
};

function CreatePolicyForm() {
  const [create] = useCreateCancellationPolicyMutation();
  const toast = useToast();
  const { form, server, submit, submitting } = useZodForm<TCancellationPolicyBodyInput, TCancellationPolicyBody>(
    ZCancellationPolicyBody,
    { defaultValues: DEFAULTS, mode: 'onTouched', server: { alert: 'always' } },
  );
  const periods = useFieldArray({ control: form.control, name: 'cancellationPolicyPeriods' });
  const errors = form.formState.errors;
  const periodsError = (errors.cancellationPolicyPeriods as { message?: string } | undefined)?.message;

  const send = async (values: TCancellationPolicyBody) => {
    try {
      await create(values).unwrap();
    } catch (err) {
      toast.showToast({ tone: 'error', message: UI_TEXT.policyCreateProblem });
      throw err;
    }
    toast.showToast({ tone: 'success', message: UI_TEXT.policyCreated });
    form.reset(DEFAULTS);
  };

  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, UI_TEXT.policyCreateProblem)}
      aria-labelledby="new-policy-title"
      className="pv-partner-form"
    >
      <h2 id="new-policy-title">{T.createTitle}</h2>
      <FormAlert title={UI_TEXT.policyCreateProblem} message={server.message} />
      <TextField label={T.policyName} required {...form.register('name')} error={errors.name?.message} />
      <TextArea label={T.description} {...form.register('description')} error={errors.description?.message} />
      <fieldset>
        <legend>{T.refundPeriods}</legend>
        {periods.fields.map((field, index) => {
          const e = errors.cancellationPolicyPeriods?.[index];
          return (
            <div key={field.id} className="pv-partner-form__row">
              <TextField
                label={T.refundPercent({ number: index + 1 })}
                type="number"
                min={0}
                max={100}
                {...form.register(`cancellationPolicyPeriods.${index}.percentageRefund`)}
                error={e?.percentageRefund?.message}
              />
              <TextField
                label={T.fromDays({ number: index + 1 })}
                type="number"
                min={0}
                {...form.register(`cancellationPolicyPeriods.${index}.startDaysBeforeEvent`)}
                error={e?.startDaysBeforeEvent?.message}
              />
              <TextField
                label={T.toDays({ number: index + 1 })}
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
                {T.removePeriod({ number: index + 1 })}
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
          {T.addPeriod}
        </Button>
      </fieldset>
      <Button type="submit" disabled={submitting}>
        {submitting ? T.saving : T.createPolicy}
      </Button>
    </Form>
  );
}
