import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './Switch.css';

export type SwitchProps = {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Submits 'on' under this name inside a native form. */
  name?: string;
  /** 'end' (default) puts the toggle after the text, like a settings row. */
  togglePosition?: 'start' | 'end';
  className?: string;
};

/** On/off toggle (role="switch") with a clickable label. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onChange,
  disabled = false,
  name,
  togglePosition = 'end',
  className,
}: SwitchProps) {
  return (
    <Field disabled={disabled} className={cx('pv-switch', togglePosition === 'start' && 'pv-switch--start', className)}>
      <span className="pv-switch__text">
        <Label className="pv-switch__label">{label}</Label>
        {description && <Description className="pv-switch__description">{description}</Description>}
      </span>
      <HeadlessSwitch
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange}
        name={name}
        className="pv-switch__track"
      >
        <span className="pv-switch__thumb" aria-hidden="true" />
      </HeadlessSwitch>
    </Field>
  );
}
