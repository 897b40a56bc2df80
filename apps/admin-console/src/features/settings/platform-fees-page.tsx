// /admin/platform-fees: the platform's commission per paid ticket, the default and each partner's own
// rate (GET/PUT /api/admin/platform-fees, PUT/DELETE /api/admin/partners/{id}/platform-fee, audited).
// A rate applies at once or from a moment announced ahead (a raise: 30 days ahead at least), and the
// changes announced are listed; sales already made keep theirs. The partner to give a rate is searched
// on the server (PartnerSearch).
import { useState } from 'react';
import {
  errorMessage,
  useGetPlatformFeesQuery,
  useRemovePartnerPlatformFeeMutation,
  useSetDefaultPlatformFeeMutation,
  useSetPartnerPlatformFeeMutation,
} from '@pavilion/api-client';
import {
  PLATFORM_FEE_NOTICE_DAYS,
  ZPlatformFeeRateForm,
  type TPlatformFeeChangeBody,
  type TPlatformFeeRate,
  type TPlatformFees,
} from '@pavilion/domain';
import { Form, FormAlert, PageFrame, QueryView, useDocumentTitle, useZodForm } from '@pavilion/features-page-kit';
import { Button, DataTable, TextField, useToast, type AutocompleteOption } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';
import './settings.css';
import { SETTINGS_TEXT as T } from './messages';
import { PartnerSearch } from './partner-search';

const describe = (rate: TPlatformFeeRate) => T.rate({ percent: rate.percent, fixed: rate.fixedPerTicket });

export default function PlatformFeesPage() {
  useDocumentTitle(T.platformFee);
  const result = useGetPlatformFeesQuery();
  return (
    <PageFrame as="section" aria-labelledby="fees-title" className="pv-admin-offer">
      <h1 id="fees-title" className="pv-page-title">
        {T.platformFee}
      </h1>
      <p className="pv-admin-lead">{T.feesLead}</p>
      <QueryView result={result} loadingLabel={T.loadingFees} errorTitle={T.feesFailed}>
        {(fees) => <Fees fees={fees} />}
      </QueryView>
    </PageFrame>
  );
}

function Fees({ fees }: { fees: TPlatformFees }) {
  const [setDefault, settingDefault] = useSetDefaultPlatformFeeMutation();
  const [setForPartner, settingPartner] = useSetPartnerPlatformFeeMutation();
  const [remove] = useRemovePartnerPlatformFeeMutation();
  const [partner, setPartner] = useState<AutocompleteOption | null>(null);
  const partnerId = partner ? String(partner.id) : '';
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  return (
    <>
      <h2 className="pv-admin-section-title">{T.default}</h2>
      <p>{T.now({ rate: describe(fees.default) })}</p>
      <RateForm
        key={`default-${fees.default.updatedAt}`}
        kind="default"
        initial={fees.default}
        submitLabel={T.saveDefault}
        loading={settingDefault.isLoading}
        onSave={async (change) => {
          await setDefault(change).unwrap();
          toast.showToast({ tone: 'success', message: T.defaultSaved });
        }}
      />

      <h2 className="pv-admin-section-title">{T.announced}</h2>
      {fees.upcoming.length === 0 ? (
        <p>{T.noneAnnounced}</p>
      ) : (
        <DataTable
          caption={T.announced}
          columns={[
            {
              key: 'applies',
              header: T.appliesFromHeader,
              rowHeader: true,
              cell: (r) => formatDateTime(r.appliesFrom),
            },
            { key: 'who', header: T.partner, cell: (r) => r.partnerName ?? T.default },
            { key: 'rate', header: T.rateHeader, cell: (r) => (r.rate ? describe(r.rate) : T.backToDefault) },
          ]}
          rows={fees.upcoming}
          getRowKey={(r) => `${r.partnerId ?? 'default'}-${r.appliesFrom}`}
        />
      )}

      <h2 className="pv-admin-section-title">{T.ownRates}</h2>
      <FormAlert title={T.notRemovedRate} message={failure} />
      {fees.partners.length === 0 ? (
        <p>{T.everyDefault}</p>
      ) : (
        <DataTable
          caption={T.ownRates}
          columns={[
            { key: 'partner', header: T.partner, rowHeader: true, cell: (r) => r.partnerName },
            { key: 'rate', header: T.rateHeader, cell: (r) => describe(r) },
            {
              key: 'remove',
              header: T.action,
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
                  {T.backToDefault}
                  <span className="pv-visually-hidden">{T.backToDefaultFor({ partner: r.partnerName })}</span>
                </Button>
              ),
            },
          ]}
          rows={fees.partners}
          getRowKey={(r) => String(r.partnerId)}
        />
      )}

      <h2 className="pv-admin-section-title">{T.giveOwnRate}</h2>
      <PartnerSearch value={partner} onChange={setPartner} />
      <RateForm
        key={`partner-${partnerId}`}
        kind="partner"
        initial={fees.partners.find((p) => String(p.partnerId) === partnerId) ?? fees.default}
        submitLabel={T.savePartnerRate}
        loading={settingPartner.isLoading}
        disabled={!partnerId}
        onSave={async (change) => {
          await setForPartner({ partnerId: Number(partnerId), body: change }).unwrap();
          toast.showToast({ tone: 'success', message: T.partnerSaved });
        }}
      />
    </>
  );
}

/** A percentage and a fixed amount, checked with the server's schema before they are sent. */
function RateForm({
  kind,
  initial,
  submitLabel,
  loading,
  disabled = false,
  onSave,
}: {
  kind: 'default' | 'partner';
  initial: TPlatformFeeRate;
  submitLabel: string;
  loading: boolean;
  disabled?: boolean;
  onSave: (change: TPlatformFeeChangeBody) => Promise<void>;
}) {
  const { form, server, submit, submitting } = useZodForm(ZPlatformFeeRateForm, {
    defaultValues: {
      percent: String(initial.percent),
      fixedPerTicket: String(initial.fixedPerTicket),
      appliesFrom: '',
    },
  });
  const errors = form.formState.errors;

  return (
    <Form
      aria-label={T.rateForm({ kind })}
      className="pv-admin-offer__form"
      alertTitle={T.rateNotSaved}
      server={server}
      onSubmit={submit(onSave)}
    >
      <TextField
        label={T.percentLabel}
        inputMode="decimal"
        error={errors.percent?.message}
        {...form.register('percent')}
      />
      <TextField
        label={T.fixedLabel}
        inputMode="decimal"
        error={errors.fixedPerTicket?.message}
        {...form.register('fixedPerTicket')}
      />
      <TextField
        label={T.appliesFrom}
        type="datetime-local"
        hint={T.appliesFromHint({ days: PLATFORM_FEE_NOTICE_DAYS })}
        error={errors.appliesFrom?.message}
        {...form.register('appliesFrom')}
      />
      <Button type="submit" loading={loading || submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </Form>
  );
}
