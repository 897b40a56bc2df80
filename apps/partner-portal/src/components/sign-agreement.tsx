// The one-way agreement checkbox: ticking it records the signature on the server (the version, the
// time, the person and the address the request came from); once signed it stays ticked, and
// Continue is enabled.
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { dateTimeFormat, type TPartnerAgreement } from '@pavilion/domain';
import { errorMessage, useSignAgreementMutation } from '@pavilion/api-client';
import { Alert, Button, Checkbox, Stack } from '@pavilion/ui';
import { partnerPaths } from '../config/paths';
import { COMPONENTS_TEXT } from './messages';

const when = (iso: string) => dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

export function signatureLine(agreement: TPartnerAgreement): string | null {
  const s = agreement.signature;
  if (!s || agreement.status !== 'agreed') return null;
  const values = { date: when(s.signedAt), firstName: s.signedBy.firstName, surname: s.signedBy.surname };
  return s.ipAddress
    ? COMPONENTS_TEXT.signedOnFrom({ ...values, ipAddress: s.ipAddress })
    : COMPONENTS_TEXT.signedOn(values);
}

export function SignAgreement({
  agreement,
  label,
  continueTo = partnerPaths.dashboard,
}: {
  agreement: TPartnerAgreement;
  label: ReactNode;
  continueTo?: string;
}) {
  const navigate = useNavigate();
  const [sign, signing] = useSignAgreementMutation();
  const signed = agreement.status === 'agreed';
  const line = signatureLine(agreement);
  const previous =
    !signed && agreement.signature
      ? COMPONENTS_TEXT.signAgain({
          signedVersion: String(agreement.signature.version),
          date: when(agreement.signature.signedAt),
          currentVersion: String(agreement.currentVersion),
        })
      : null;
  return (
    <Stack gap={3}>
      {previous && <Alert tone="warning">{previous}</Alert>}
      <Checkbox
        label={label}
        checked={signed || signing.isLoading}
        disabled={signed || signing.isLoading}
        hint={line ?? COMPONENTS_TEXT.cannotUndo}
        onChange={(event) => {
          if (event.target.checked && !signed) void sign({ kind: agreement.kind, version: agreement.currentVersion });
        }}
      />
      {signing.isError && (
        <Alert tone="error" title={COMPONENTS_TEXT.signatureFailed}>
          {errorMessage(signing.error)}
        </Alert>
      )}
      <div>
        <Button onClick={() => navigate(continueTo)} disabled={!signed}>
          {COMPONENTS_TEXT.continue}
        </Button>
      </div>
    </Stack>
  );
}
