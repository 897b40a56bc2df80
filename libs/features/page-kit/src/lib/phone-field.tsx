// The company phone (CompanyFields): a dial code chosen from the countries and the number, kept as
// one text ('+44 20 7946 0321'), as the application sends it.
import './page-kit.css';
import { useId, useState } from 'react';
import type { TCountryOption } from '@pavilion/domain';
import { Select, TextField } from '@pavilion/ui';
import { FIELDS_TEXT as T } from './messages';

export interface PhoneFieldProps {
  countries: readonly Pick<TCountryOption, 'id' | 'name' | 'dialCode'>[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
}

/** Splits '+44 20 7946 0321' into the dial code and the rest, when it starts with a known dial code. */
export function splitPhone(value: string, dialCodes: readonly string[]): { dialCode: string; number: string } {
  const trimmed = value.trim();
  const known = [...dialCodes].sort((a, b) => b.length - a.length).find((code) => trimmed.startsWith(`${code} `));
  return known ? { dialCode: known, number: trimmed.slice(known.length + 1) } : { dialCode: '', number: trimmed };
}

export function joinPhone(dialCode: string, number: string): string {
  const digits = number.trim();
  if (!digits) return '';
  return dialCode ? `${dialCode} ${digits}` : digits;
}

export function PhoneField({ countries, value, onChange, onBlur, error, label = T.companyPhone }: PhoneFieldProps) {
  const id = useId();
  const dialCodes = countries.map((c) => c.dialCode).filter(Boolean);
  const split = splitPhone(value, dialCodes);
  // The chosen dial code is kept even while no number is typed yet.
  const [dialCode, setDialCode] = useState(split.dialCode);
  const shownDial = split.dialCode || dialCode;
  // The number as typed, while it says the same as the value: a space typed last is kept on screen
  // (the value is trimmed), so '151 496 0000' can be typed key by key.
  const [typed, setTyped] = useState(split.number);
  const shownNumber = typed.trim() === split.number ? typed : split.number;
  const options = countries
    .filter((c) => c.dialCode)
    .map((c) => ({ value: `${c.dialCode}|${c.id}`, label: `${c.name} (${c.dialCode})` }));
  const selected = options.find((o) => o.value.startsWith(`${shownDial}|`))?.value ?? '';
  return (
    <div className="pv-phone" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="pv-visually-hidden">
        {label}
      </span>
      <Select
        label={T.dialCode}
        placeholder={T.dialCode}
        options={options}
        value={selected}
        onChange={(event) => {
          const code = event.target.value.split('|')[0] ?? '';
          setDialCode(code);
          onChange(joinPhone(code, split.number));
        }}
        onBlur={onBlur}
      />
      <TextField
        label={T.phoneNumber}
        type="tel"
        autoComplete="tel-national"
        value={shownNumber}
        error={error}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(joinPhone(shownDial, event.target.value));
        }}
        onBlur={onBlur}
      />
    </div>
  );
}
