// The sanctions an administrator takes on an attendee account, each with the reason the person is
// emailed (the server's own schemas): block new registrations or sign-in, lift an active block, and
// cancel the upcoming registrations after a confirmation that says how they are refunded.
import { useState } from 'react';
import {
  formatList,
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
import { formatAmount, formatDate, formatDateTime } from '../../components/format';
import { PEOPLE_TEXT as T } from './messages';

const blockWords = (): Record<TSanctionKind, { action: string; hint: string; reason: string }> => ({
  REGISTRATIONS: {
    action: T.blockRegistrations,
    hint: T.blockRegistrationsHint,
    reason: T.reasonBlockRegistrations,
  },
  SIGN_IN: {
    action: T.blockSignIn,
    hint: T.blockSignInHint,
    reason: T.reasonBlockSignIn,
  },
});

export function BlockForm({ personId, kind }: { personId: number; kind: TSanctionKind }) {
  const [impose] = useImposeSanctionMutation();
  const { form, server, submit, submitting } = useZodForm(ZSanctionBody, { defaultValues: { kind, reason: '' } });
  const words = blockWords()[kind];
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
        label={words.reason}
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
      aria-label={T.liftLabel({ label })}
      server={server}
      onSubmit={submit(async (body) => {
        await lift({ personId, sanctionId: sanction.id, body }).unwrap();
      })}
    >
      <p>
        {T.sinceLine({
          at: formatDateTime(sanction.at),
          by: sanction.by ?? 'NONE',
          until: sanction.endsAt ? formatDate(sanction.endsAt) : 'NONE',
          reason: sanction.reason,
        })}
      </p>
      <TextArea
        label={T.liftReason}
        required
        rows={2}
        maxLength={SANCTION_RULES.reasonMax}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" variant="secondary" loading={submitting}>
        {T.lift}
      </Button>
    </Form>
  );
}

const refundTotal = (done: TCancelRegistrationsOutcome) =>
  done.refunded.length ? formatList(done.refunded.map((r) => formatAmount(r.amount, r.currency))) : T.nothing;

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
      <p>{T.upcoming({ count: upcoming })}</p>
      <Button variant="danger" onClick={() => setOpen(true)} disabled={upcoming === 0}>
        {T.cancelUpcoming}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={done ? T.cancelledTitle : T.cancelQuestion({ name: person.name })}
        size="lg"
        footer={
          done ? (
            <Button onClick={close}>{T.close}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close} disabled={submitting}>
                {T.keepThem}
              </Button>
              <Button variant="danger" type="submit" form="pv-cancel-registrations-form" loading={submitting}>
                {T.cancelAndRefund}
              </Button>
            </>
          )
        }
      >
        {done ? (
          <Alert tone="success" title={T.cancelledAlert}>
            {T.cancelledText({
              orders: done.ordersCancelled,
              tickets: done.ticketsCancelled,
              refunded: refundTotal(done),
            })}
          </Alert>
        ) : (
          <Form
            id="pv-cancel-registrations-form"
            aria-label={T.cancelForm}
            alert="none"
            server={server}
            onSubmit={submit(async (body) => setDone(await cancel({ personId: person.id, body }).unwrap()))}
          >
            <p>{T.cancelIntro}</p>
            <FormAlert title={T.nothingCancelled} message={server.message} />
            <RadioField
              form={form}
              name="refund"
              legend={T.refund}
              options={[
                {
                  value: 'POLICY',
                  label: T.byPolicy,
                  hint: T.byPolicyHint,
                },
                { value: 'FULL', label: T.inFull, hint: T.inFullHint },
              ]}
            />
            <TextArea
              label={T.cancelReason}
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
