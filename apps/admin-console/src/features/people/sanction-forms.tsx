// The sanctions an administrator takes on an attendee account, each with the reason the person is
// emailed (the server's own schemas): block new registrations or sign-in, lift an active block, and
// cancel the upcoming registrations after a confirmation that says how they are refunded.
import { useState } from 'react';
import {
  formatAmount,
  SANCTION_LABELS,
  SANCTION_RULES,
  ZCancelRegistrationsBody,
  ZSanctionBody,
  ZSanctionLiftBody,
  type TAdminPersonDetail,
  type TCancelRegistrationsBody,
  type TCancelRegistrationsOutcome,
  type TPersonSanction,
  type TSanctionKind,
} from '@pavilion/domain';
import {
  useCancelPersonRegistrationsMutation,
  useImposeSanctionMutation,
  useLiftSanctionMutation,
} from '@pavilion/api-client';
import { Form, FormAlert, RadioField, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Dialog, TextArea } from '@pavilion/ui';
import { formatDate, formatDateTime } from '../../components/format';

const BLOCK_WORDS: Record<TSanctionKind, { action: string; hint: string }> = {
  REGISTRATIONS: {
    action: 'Block new registrations',
    hint: 'Checkout refuses the person in words; the registrations they have stay valid.',
  },
  SIGN_IN: {
    action: 'Block sign-in',
    hint: 'Every session of the person ends at once, and sign-in is refused in words.',
  },
};

export function BlockForm({ personId, kind }: { personId: number; kind: TSanctionKind }) {
  const [impose] = useImposeSanctionMutation();
  const { form, server, submit, submitting } = useZodForm(ZSanctionBody, { defaultValues: { kind, reason: '' } });
  const words = BLOCK_WORDS[kind];
  return (
    <Form
      aria-label={words.action}
      server={server}
      onSubmit={submit(async (body) => {
        await impose({ personId, body }).unwrap();
        form.reset({ kind, reason: '' });
      })}
    >
      <p className="pv-admin-muted">{words.hint}</p>
      <TextArea
        label={`Reason to ${words.action.toLowerCase()} (emailed to the person)`}
        required
        rows={2}
        maxLength={SANCTION_RULES.reasonMax}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" variant="danger" loading={submitting}>
        {words.action}
      </Button>
    </Form>
  );
}

export function LiftForm({ personId, sanction }: { personId: number; sanction: TPersonSanction }) {
  const [lift] = useLiftSanctionMutation();
  const { form, server, submit, submitting } = useZodForm(ZSanctionLiftBody, { defaultValues: { reason: '' } });
  const label = SANCTION_LABELS[sanction.kind];
  return (
    <Form
      aria-label={`Lift: ${label}`}
      server={server}
      onSubmit={submit(async (body) => {
        await lift({ personId, sanctionId: sanction.id, body }).unwrap();
      })}
    >
      <p>
        Since {formatDateTime(sanction.at)}
        {sanction.by ? ` by ${sanction.by}` : ''}
        {sanction.endsAt ? `, until ${formatDate(sanction.endsAt)}` : ''}: {sanction.reason}
      </p>
      <TextArea
        label="Reason to lift the block (emailed to the person)"
        required
        rows={2}
        maxLength={SANCTION_RULES.reasonMax}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" variant="secondary" loading={submitting}>
        Lift the block
      </Button>
    </Form>
  );
}

const refundTotal = (done: TCancelRegistrationsOutcome) =>
  done.refunded.length ? done.refunded.map((r) => formatAmount(r.amount, r.currency)).join(' and ') : 'nothing';

export function CancelRegistrations({ person }: { person: TAdminPersonDetail }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<TCancelRegistrationsOutcome | null>(null);
  const [cancel] = useCancelPersonRegistrationsMutation();
  const { form, server, submit, submitting } = useZodForm<TCancelRegistrationsBody>(ZCancelRegistrationsBody, {
    defaultValues: { reason: '', refund: 'POLICY' },
    server: { alert: 'always' },
  });
  const close = () => {
    setOpen(false);
    setDone(null);
    server.clear();
    form.reset({ reason: '', refund: 'POLICY' });
  };
  const upcoming = person.orders.filter((o) => o.status === 'paid' && new Date(o.eventStartAt) > new Date()).length;
  return (
    <>
      <p>
        {upcoming === 0
          ? 'No upcoming paid registration.'
          : `${upcoming === 1 ? '1 upcoming paid registration' : `${upcoming} upcoming paid registrations`}.`}
      </p>
      <Button variant="danger" onClick={() => setOpen(true)} disabled={upcoming === 0}>
        Cancel upcoming registrations…
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={done ? 'Registrations cancelled' : `Cancel ${person.name}'s upcoming registrations?`}
        size="lg"
        footer={
          done ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close} disabled={submitting}>
                Keep them
              </Button>
              <Button variant="danger" type="submit" form="pv-cancel-registrations-form" loading={submitting}>
                Cancel and refund
              </Button>
            </>
          )
        }
      >
        {done ? (
          <Alert tone="success" title="The registrations are cancelled">
            {done.ordersCancelled === 1 ? '1 order' : `${done.ordersCancelled} orders`} (
            {done.ticketsCancelled === 1 ? '1 ticket' : `${done.ticketsCancelled} tickets`}) cancelled;{' '}
            {refundTotal(done)} refunded. The person is emailed.
          </Alert>
        ) : (
          <Form
            id="pv-cancel-registrations-form"
            aria-label="Cancel upcoming registrations"
            alert="none"
            server={server}
            onSubmit={submit(async (body) => setDone(await cancel({ personId: person.id, body }).unwrap()))}
          >
            <p>
              Every ticket of the person's paid orders for events that have not started is cancelled and its seat goes
              back on sale. This cannot be undone.
            </p>
            <FormAlert title="Nothing was cancelled" message={server.message} />
            <RadioField
              form={form}
              name="refund"
              legend="Refund"
              options={[
                {
                  value: 'POLICY',
                  label: 'By each ticket type’s cancellation policy',
                  hint: 'What the policy gives back today, as if the person cancelled.',
                },
                { value: 'FULL', label: 'In full', hint: 'Everything that remains of each payment.' },
              ]}
            />
            <TextArea
              label="Reason (emailed to the person, kept in the audit log)"
              required
              rows={3}
              maxLength={SANCTION_RULES.reasonMax}
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
          </Form>
        )}
      </Dialog>
    </>
  );
}
