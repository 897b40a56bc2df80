// The one-way agreement checkbox: ticking it records the signature on the server (the version, the
// time, the person and the address the request came from); once signed it stays ticked, and
// Continue is enabled.
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import type { TPartnerAgreement } from '@pavilion/domain';
import { errorMessage, useSignAgreementMutation } from '@pavilion/api-client';
import { Alert, Button, Checkbox, Stack } from '@pavilion/ui';
import { partnerPaths } from '../config/paths';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function signatureLine(agreement: TPartnerAgreement): string | null {
  const s = agreement.signature;
  if (!s || agreement.status !== 'agreed') return null;
  return `Signed on ${when(s.signedAt)} by ${s.signedBy.firstName} ${s.signedBy.surname}${s.ipAddress ? ` from ${s.ipAddress}` : ''}.`;
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
      ? `You signed version ${agreement.signature.version} on ${when(agreement.signature.signedAt)}. Version ${agreement.currentVersion} is now in force; please read it and sign again.`
      : null;
  return (
    <Stack gap={3}>
      {previous && <Alert tone="warning">{previous}</Alert>}
      <Checkbox
        label={label}
        checked={signed || signing.isLoading}
        disabled={signed || signing.isLoading}
        hint={line ?? 'Once ticked, this cannot be undone: the time, your name and your network address are recorded.'}
        onChange={(event) => {
          if (event.target.checked && !signed) void sign({ kind: agreement.kind, version: agreement.currentVersion });
        }}
      />
      {signing.isError && (
        <Alert tone="error" title="Your signature was not recorded">
          {errorMessage(signing.error)}
        </Alert>
      )}
      <div>
        <Button onClick={() => navigate(continueTo)} disabled={!signed}>
          Continue
        </Button>
      </div>
    </Stack>
  );
}
