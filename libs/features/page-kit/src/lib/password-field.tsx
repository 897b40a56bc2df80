// A new-password input with the live checklist (8+ characters, uppercase, digit, special character)
// under it, evaluated by the domain's rules on every keystroke.
import './page-kit.css';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { passwordChecklist } from '@pavilion/domain';
import { PasswordChecklist, TextField } from '@pavilion/ui';
import { FIELDS_TEXT as T } from './messages';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> & {
  label: ReactNode;
  /** The current value (react-hook-form's watch), which the checklist reflects. */
  password: string;
  error?: ReactNode;
  required?: boolean;
};

export function PasswordField({ label, password, error, required, ...input }: PasswordFieldProps) {
  const checklistId = `pv-${useId()}-checklist`;
  const items = passwordChecklist(password).map((rule) => ({ label: rule.label, met: rule.passed }));
  return (
    <div className="pv-password-field">
      <TextField
        {...input}
        label={label}
        type="password"
        autoComplete="new-password"
        required={required}
        error={error}
        aria-describedby={checklistId}
      />
      <PasswordChecklist
        id={checklistId}
        title={T.strongPassword}
        items={items}
        className="pv-password-field__checklist"
      />
    </div>
  );
}
