// The sanctions an administrator takes on an attendee account, each with the reason the person is
// emailed (the server's own schemas): block new registrations, sign-in, support or access to the platform, lift an active block, and
// cancel the upcoming registrations after a confirmation that says how they are refunded.
import { useState, type ReactNode } from 'react';
import {
  formatList,
  SANCTION_LABELS,
  SANCTION_RULES,
  ZCancelRegistrationsBody,
  ZSanctionBody,
  type TAdminPersonDetail,
  type TCancelRegistrationsBody,
  type TCancelRegistrationsOutcome,
  type TPersonSanction,
  type TSanctionKind,
  type TSanctionLiftBody,
} from '@pavilion/domain';
import {
  adminPersonalDataUrl,
  useClosePersonAccountMutation,
  useCancelPersonRegistrationsMutation,
  useImposeSanctionMutation,
  useLiftSanctionMutation,
} from '@pavilion/api-client';
import { ConfirmFormDialog, Form, FormAlert, RadioField, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, TextArea } from '@pavilion/ui';
import { formatAmount, formatDate, formatDateTime } from '../../components/format';
import { config } from '../../config/env';
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
  SUPPORT: {
    action: T.blockSupport,
    hint: T.blockSupportHint,
    reason: T.reasonBlockSupport,
  },
  PLATFORM: {
    action: T.blockPlatform,
    hint: T.blockPlatformHint,
    reason: T.reasonBlockPlatform,
  },
});

/** The block and lift forms ask only for the reason the person is emailed (a block's kind is the form's own). */
const ZReason = ZSanctionBody.pick({ reason: true });

function ReasonForm({
  label,
  intro,
  reasonLabel,
  action,
  variant,
  send,
  resetAfter = false,
}: {
  label: string;
  intro: ReactNode;
  reasonLabel: string;
  action: string;
  variant: 'danger' | 'secondary';
  send: (body: TSanctionLiftBody) => Promise<unknown>;
  /** Empties the reason once sent, for a form that stays on the page. */
  resetAfter?: boolean;
}) {
  const { form, server, submit, submitting } = useZodForm(ZReason, { defaultValues: { reason: '' } });
  return (
    <Form
      aria-label={label}
      server={server}
      onSubmit={submit(async (body) => {
        await send(body);
        if (resetAfter) form.reset({ reason: '' });
      })}
    >
      {intro}
      <TextArea
        label={reasonLabel}
        required
        rows={2}
        maxLength={SANCTION_RULES.reasonMax}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" variant={variant} loading={submitting}>
        {action}
      </Button>
    </Form>
  );
}

export function BlockForm({ personId, kind }: { personId: number; kind: TSanctionKind }) {
  const [impose] = useImposeSanctionMutation();
  const words = blockWords()[kind];
  return (
    <ReasonForm
      label={words.action}
      intro={<p className="pv-admin-muted">{words.hint}</p>}
      reasonLabel={words.reason}
      action={words.action}
      variant="danger"
      send={({ reason }) => impose({ personId, body: { kind, reason } }).unwrap()}
      resetAfter
    />
  );
}

export function LiftForm({ personId, sanction }: { personId: number; sanction: TPersonSanction }) {
  const [lift] = useLiftSanctionMutation();
  return (
    <ReasonForm
      label={T.liftLabel({ label: SANCTION_LABELS[sanction.kind] })}
      intro={
        <p>
          {T.sinceLine({
            at: formatDateTime(sanction.at),
            by: sanction.by ?? 'NONE',
            until: sanction.endsAt ? formatDate(sanction.endsAt) : 'NONE',
            reason: sanction.reason,
          })}
        </p>
      }
      reasonLabel={T.liftReason}
      action={T.lift}
      variant="secondary"
      send={(body) => lift({ personId, sanctionId: sanction.id, body }).unwrap()}
    />
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
      <ConfirmFormDialog
        open={open}
        onClose={close}
        title={done ? T.cancelledTitle : T.cancelQuestion({ name: person.name })}
        formId="pv-cancel-registrations-form"
        submitting={submitting}
        keepLabel={T.keepThem}
        confirmLabel={T.cancelAndRefund}
        closeLabel={T.close}
        outcome={
          done && (
            <Alert tone="success" title={T.cancelledAlert}>
              {T.cancelledText({
                orders: done.ordersCancelled,
                tickets: done.ticketsCancelled,
                refunded: refundTotal(done),
              })}
            </Alert>
          )
        }
      >
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
      </ConfirmFormDialog>
    </>
  );
}

/** A copy of the person's data for a request received by post: the reason (the letter) goes to the audit log. */
export function PersonalDataCopyForm({ personId }: { personId: number }) {
  return (
    <ReasonForm
      label={T.dataCopy}
      intro={<p className="pv-admin-muted">{T.dataCopyHint}</p>}
      reasonLabel={T.requestReason}
      action={T.dataCopy}
      variant="secondary"
      send={async ({ reason }) => {
        window.location.assign(adminPersonalDataUrl(config.apiUrl, personId, reason));
      }}
      resetAfter
    />
  );
}

/** Closes the account at the person's request: what the person's own closing does, without the password. */
export function CloseAccountForm({ personId }: { personId: number }) {
  const [close] = useClosePersonAccountMutation();
  return (
    <ReasonForm
      label={T.closeAccount}
      intro={<p className="pv-admin-muted">{T.closeAccountHint}</p>}
      reasonLabel={T.requestReason}
      action={T.closeAccount}
      variant="danger"
      send={({ reason }) => close({ personId, body: { reason } }).unwrap()}
    />
  );
}
