// /admin/platform-fees: the platform's commission per paid ticket, the default and each partner's own
// rate (GET/PUT /api/admin/platform-fees, PUT/DELETE /api/admin/partners/{id}/platform-fee, audited).
// A rate applies to sales from the moment it is saved; sales already made keep theirs.
import { useState } from 'react';
import {
  errorMessage,
  useGetAdminPartnersQuery,
  useGetPlatformFeesQuery,
  useRemovePartnerPlatformFeeMutation,
  useSetDefaultPlatformFeeMutation,
  useSetPartnerPlatformFeeMutation,
} from '@pavilion/api-client';
import { ZPlatformFeeRateForm, type TPlatformFeeRate, type TPlatformFees } from '@pavilion/domain';
import { Form, FormAlert, PageFrame, QueryView, useDocumentTitle, useZodForm } from '@pavilion/features-page-kit';
import { Button, DataTable, Select, TextField, useToast } from '@pavilion/ui';
import './settings.css';

const describe = (rate: TPlatformFeeRate) => `${rate.percent} % + ${rate.fixedPerTicket.toFixed(2)} per ticket`;

export default function PlatformFeesPage() {
  useDocumentTitle('Platform fee');
  const result = useGetPlatformFeesQuery();
  return (
    <PageFrame as="section" aria-labelledby="fees-title" className="pv-admin-offer">
      <h1 id="fees-title" className="pv-page-title">
        Platform fee
      </h1>
      <p className="pv-admin-lead">
        The platform’s commission on each paid ticket: a percentage of what the ticket paid plus a fixed amount in the
        ticket’s currency. A new rate applies to sales from now on.
      </p>
      <QueryView result={result} loadingLabel="Loading the fees" errorTitle="The fees could not be loaded">
        {(fees) => <Fees fees={fees} />}
      </QueryView>
    </PageFrame>
  );
}

function Fees({ fees }: { fees: TPlatformFees }) {
  const [setDefault, settingDefault] = useSetDefaultPlatformFeeMutation();
  const [setForPartner, settingPartner] = useSetPartnerPlatformFeeMutation();
  const [remove] = useRemovePartnerPlatformFeeMutation();
  const partners = useGetAdminPartnersQuery({ status: 'APPROVED', pageSize: 100 });
  const [partnerId, setPartnerId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const options = (partners.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <>
      <h2 className="pv-admin-section-title">Default</h2>
      <p>Now: {describe(fees.default)}</p>
      <RateForm
        key={`default-${fees.default.updatedAt}`}
        label="default"
        initial={fees.default}
        submitLabel="Save the default"
        loading={settingDefault.isLoading}
        onSave={async (rate) => {
          await setDefault(rate).unwrap();
          toast.showToast({ tone: 'success', message: 'The default platform fee is saved' });
        }}
      />

      <h2 className="pv-admin-section-title">Partners with their own rate</h2>
      <FormAlert title="The rate was not removed" message={failure} />
      {fees.partners.length === 0 ? (
        <p>Every partner pays the default.</p>
      ) : (
        <DataTable
          caption="Partners with their own rate"
          columns={[
            { key: 'partner', header: 'Partner', rowHeader: true, cell: (r) => r.partnerName },
            { key: 'rate', header: 'Rate', cell: (r) => describe(r) },
            {
              key: 'remove',
              header: 'Action',
              cell: (r) => (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={async () => {
                    setFailure(null);
                    try {
                      await remove(r.partnerId).unwrap();
                    } catch (err) {
                      setFailure(errorMessage(err));
                    }
                  }}
                >
                  Back to the default<span className="pv-visually-hidden"> for {r.partnerName}</span>
                </Button>
              ),
            },
          ]}
          rows={fees.partners}
          getRowKey={(r) => String(r.partnerId)}
        />
      )}

      <h2 className="pv-admin-section-title">Give a partner its own rate</h2>
      <Select
        label="Partner"
        placeholder="Choose a partner"
        options={options}
        value={partnerId}
        onChange={(e) => setPartnerId(e.target.value)}
      />
      <RateForm
        key={`partner-${partnerId}`}
        label="partner"
        initial={fees.partners.find((p) => String(p.partnerId) === partnerId) ?? fees.default}
        submitLabel="Save the partner’s rate"
        loading={settingPartner.isLoading}
        disabled={!partnerId}
        onSave={async (rate) => {
          await setForPartner({ partnerId: Number(partnerId), body: rate }).unwrap();
          toast.showToast({ tone: 'success', message: 'The partner’s platform fee is saved' });
        }}
      />
    </>
  );
}

/** A percentage and a fixed amount, checked with the server's schema before they are sent. */
function RateForm({
  label,
  initial,
  submitLabel,
  loading,
  disabled = false,
  onSave,
}: {
  label: string;
  initial: TPlatformFeeRate;
  submitLabel: string;
  loading: boolean;
  disabled?: boolean;
  onSave: (rate: TPlatformFeeRate) => Promise<void>;
}) {
  const { form, server, submit, submitting } = useZodForm(ZPlatformFeeRateForm, {
    defaultValues: { percent: String(initial.percent), fixedPerTicket: String(initial.fixedPerTicket) },
  });
  const errors = form.formState.errors;

  return (
    <Form
      aria-label={`The ${label} rate`}
      className="pv-admin-offer__form"
      alertTitle="The rate was not saved"
      server={server}
      onSubmit={submit(onSave)}
    >
      <TextField
        label="Percentage of what each ticket paid"
        inputMode="decimal"
        error={errors.percent?.message}
        {...form.register('percent')}
      />
      <TextField
        label="Fixed amount per ticket (ticket’s currency)"
        inputMode="decimal"
        error={errors.fixedPerTicket?.message}
        {...form.register('fixedPerTicket')}
      />
      <Button type="submit" loading={loading || submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </Form>
  );
}
