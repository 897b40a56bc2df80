// /admin/platform-fees: the platform's commission per paid ticket, the default and each partner's own
// rate (GET/PUT /api/admin/platform-fees, PUT/DELETE /api/admin/partners/{id}/platform-fee, audited).
// A rate applies to sales from the moment it is saved; sales already made keep theirs.
import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  useGetAdminPartnersQuery,
  useGetPlatformFeesQuery,
  useRemovePartnerPlatformFeeMutation,
  useSetDefaultPlatformFeeMutation,
  useSetPartnerPlatformFeeMutation,
} from '@pavilion/api-client';
import { firstErrorByPath, ZPlatformFeeRate, type TPlatformFeeRate, type TPlatformFees } from '@pavilion/domain';
import { FormAlert, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { Button, DataTable, Select, TextField, useToast } from '@pavilion/ui';
import './settings.css';

const describe = (rate: TPlatformFeeRate) => `${rate.percent} % + ${rate.fixedPerTicket.toFixed(2)} per ticket`;

export default function PlatformFeesPage() {
  useDocumentTitle('Platform fee');
  const result = useGetPlatformFeesQuery();
  return (
    <section aria-labelledby="fees-title" className="pv-admin-offer">
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
    </section>
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
  const [percent, setPercent] = useState(String(initial.percent));
  const [fixed, setFixed] = useState(String(initial.fixedPerTicket));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const number = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZPlatformFeeRate.safeParse({ percent: number(percent), fixedPerTicket: number(fixed) });
    if (!parsed.success) {
      setErrors(firstErrorByPath(parsed.error));
      return;
    }
    setErrors({});
    try {
      await onSave(parsed.data);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`The ${label} rate`} className="pv-admin-offer__form">
      <FormAlert title="The rate was not saved" message={failure} />
      <TextField
        label="Percentage of what each ticket paid"
        inputMode="decimal"
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        error={errors.percent}
      />
      <TextField
        label="Fixed amount per ticket (ticket’s currency)"
        inputMode="decimal"
        value={fixed}
        onChange={(e) => setFixed(e.target.value)}
        error={errors.fixedPerTicket}
      />
      <Button type="submit" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
