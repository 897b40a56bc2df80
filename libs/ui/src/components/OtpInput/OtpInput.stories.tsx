import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { OtpInput } from './OtpInput';

const meta = preview.meta({
  title: 'Forms/OtpInput',
  component: OtpInput,
  args: { label: 'Verification code', length: 6 },
});

function WithErrors() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Stack gap={2}>
      <OtpInput
        label="Verification code"
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(undefined);
        }}
        onError={setError}
        hint="Enter the 6-digit code from the letter sent to your company address. Try pasting 'abc'."
        error={error}
      />
      <code>code: {code || '(empty)'}</code>
    </Stack>
  );
}

export const Default = meta.story(() => <WithErrors />);

export const Catalog = meta.story(() => (
  <Stack gap={6}>
    <OtpInput label="4 digits" length={4} />
    <OtpInput label="Prefilled" value="123456" />
    <OtpInput label="With error" error="Please enter all 6 digits" value="123" />
    <OtpInput label="Disabled" disabled value="987654" />
  </Stack>
));
