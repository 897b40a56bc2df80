// An event's bank transfers on its page: the partner's switch and the last day to choose one (days
// before the start, 14 by default), saved with PUT /api/partner/events/{id}/bank-transfer and refused in
// the server's words at the field, then the event's orders awaiting their transfer.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useGetEventBankTransferQuery, useSetEventBankTransferMutation } from '@pavilion/api-client';
import {
  BANK_TRANSFER_UNTIL_DAYS_DEFAULT,
  BANK_TRANSFER_UNTIL_DAYS_MAX,
  ZEventBankTransferForm,
  type TEventBankTransfer,
} from '@pavilion/domain';
import { EventSection, formatEventDateTime } from '@pavilion/features-event';
import { Form, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Button, Cluster, Switch, TextField } from '@pavilion/ui';
import { AwaitingTransfers } from '../../components/awaiting-transfers';
import { BANK_TRANSFER_TEXT as T } from '../../components/bank-transfers.messages';
import './bank-transfer-section.css';

export function BankTransferSection({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const result = useGetEventBankTransferQuery(eventId);
  return (
    <EventSection id="bank-transfer" title={T.title}>
      <p>{T.intro}</p>
      <QueryView result={result} loadingLabel={T.loading} errorTitle={T.loadFailed}>
        {(setting) => <BankTransferForm eventId={eventId} timeZone={timeZone} setting={setting} />}
      </QueryView>
      <AwaitingTransfers eventId={eventId} headingLevel={3} />
    </EventSection>
  );
}

function BankTransferForm({
  eventId,
  timeZone,
  setting,
}: {
  eventId: number;
  timeZone: string;
  setting: TEventBankTransfer;
}) {
  const [save] = useSetEventBankTransferMutation();
  const [saved, setSaved] = useState(false);
  const { form, server, submit, submitting } = useZodForm(ZEventBankTransferForm, {
    defaultValues: {
      enabled: setting.enabled,
      untilDays: String(setting.untilDays ?? BANK_TRANSFER_UNTIL_DAYS_DEFAULT),
    },
  });
  const enabled = form.watch('enabled');
  return (
    <Form
      aria-label={T.form}
      className="pv-bank-transfer-setting"
      alertTitle={T.notSaved}
      server={server}
      onSubmit={(event) => {
        setSaved(false);
        return submit(async (body) => {
          await save({ eventId, body }).unwrap();
          setSaved(true);
        }, T.failed)(event);
      }}
    >
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label={T.enabled}
            checked={field.value}
            onChange={(on) => {
              setSaved(false);
              field.onChange(on);
            }}
          />
        )}
      />
      {enabled && (
        <TextField
          label={T.untilDays}
          hint={T.untilDaysHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={BANK_TRANSFER_UNTIL_DAYS_MAX}
          error={form.formState.errors.untilDays?.message}
          {...form.register('untilDays')}
        />
      )}
      <Cluster as="p" gap={2} role="status">
        <span>
          {setting.enabled && setting.lastChoiceAt
            ? T.lastChoice({ date: formatEventDateTime(setting.lastChoiceAt, timeZone) })
            : T.cardOnly}
        </span>
        {saved && <span>{T.saved}</span>}
      </Cluster>
      <Cluster>
        <Button type="submit" loading={submitting}>
          {T.save}
        </Button>
      </Cluster>
    </Form>
  );
}
