import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { TextField } from '../TextField/TextField';
import { PasswordChecklist } from './PasswordChecklist';

const meta = preview.meta({
  title: 'Forms/PasswordChecklist',
  component: PasswordChecklist,
  args: {
    title: 'Your password needs',
    items: [
      { label: 'At least 8 characters', met: true },
      { label: 'An uppercase letter', met: false },
      { label: 'A number', met: true },
      { label: 'A special character', met: false },
    ],
  },
});

export const Default = meta.story();

/** The rules live with the caller (the domain schema); the checklist only shows them. */
function Live() {
  const [password, setPassword] = useState('');
  const items = [
    { label: 'At least 8 characters', met: password.length >= 8 },
    { label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'A number', met: /\d/.test(password) },
    { label: 'A special character', met: /[!@#$%^&*(),.?":{}|<>]/.test(password) },
  ];
  return (
    <Stack gap={3} style={{ maxWidth: '24rem' }}>
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby="password-rules"
      />
      <PasswordChecklist id="password-rules" title="Your password needs" items={items} />
    </Stack>
  );
}

export const Catalog = meta.story(() => <Live />);
