// Autocomplete (combobox) whose options come from outside, typically a debounced search the app runs on onInputChange.
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import type { ReactNode, Ref } from 'react';
import { CheckIcon, ChevronDownIcon, ErrorIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { RequiredMarker, hasContent } from '../Field/Field';
import { Spinner } from '../Spinner/Spinner';
import '../Field/Field.css';
import './Autocomplete.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('autocomplete');

export type AutocompleteOption = {
  id: string | number;
  label: string;
  /** Secondary text under the label, e.g. an address. */
  hint?: string;
  disabled?: boolean;
};

/** idle: nothing searched yet; loading: search running; error: search failed; results: options are current. */
export type AutocompleteStatus = 'idle' | 'loading' | 'error' | 'results';

export type AutocompleteProps<T extends AutocompleteOption = AutocompleteOption> = {
  label: ReactNode;
  placeholder?: string;
  options: T[];
  value: T | null;
  onChange: (option: T | null) => void;
  /** Every keystroke in the input; debounce in the caller. */
  onInputChange?: (query: string) => void;
  status: AutocompleteStatus;
  /**
   * Message shown in the list and announced through a live region, e.g. 'Enter at least 2
   * characters to search', 'No options found', an error, or '5 results'.
   */
  statusText?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Submits the selected option's id under this name inside a native form. */
  name?: string;
  /** The text input, for a form that moves focus to the field (react-hook-form's `field.ref`). */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

export function Autocomplete<T extends AutocompleteOption = AutocompleteOption>({
  label,
  placeholder,
  options,
  value,
  onChange,
  onInputChange,
  status,
  statusText,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel = false,
  name,
  inputRef,
  className,
}: AutocompleteProps<T>) {
  const invalid = hasContent(error);
  const showOptions = status === 'results' && options.length > 0;

  return (
    <Field disabled={disabled} className={cx('pv-field', 'pv-autocomplete', className)}>
      <Label className={cx('pv-field__label', hideLabel && 'pv-visually-hidden')}>
        {label}
        {required && <RequiredMarker />}
      </Label>
      <Combobox<T | null>
        value={value}
        onChange={onChange}
        by={(a, b) => a?.id === b?.id}
        immediate
        invalid={invalid}
        name={name}
        onClose={() => onInputChange?.('')}
      >
        {({ open }) => (
          <>
            <div className="pv-autocomplete__control">
              <ComboboxInput<T | null>
                ref={inputRef}
                className="pv-input pv-autocomplete__input"
                placeholder={placeholder}
                displayValue={(option) => option?.label ?? ''}
                onChange={(event) => onInputChange?.(event.target.value)}
                autoComplete="off"
                aria-required={required || undefined}
                aria-invalid={invalid || undefined}
              />
              <span className="pv-autocomplete__adornment">
                {status === 'loading' && <Spinner decorative size="sm" />}
                <ComboboxButton className="pv-autocomplete__toggle" aria-label={T.showOptions}>
                  <ChevronDownIcon size={18} />
                </ComboboxButton>
              </span>
            </div>
            {/* The popover stays mounted (hidden while closed) so its status line is a live region. */}
            <div
              className={cx(
                'pv-autocomplete__popover',
                !showOptions && 'pv-autocomplete__popover--status',
                (!open || (!showOptions && !statusText)) && 'pv-visually-hidden',
              )}
            >
              {/* Rendered whenever open (even empty) so the expanded input always has aria-controls. */}
              {open && (
                <ComboboxOptions static modal={false} className="pv-autocomplete__options" hidden={!showOptions}>
                  {showOptions &&
                    options.map((option) => (
                      <ComboboxOption
                        key={option.id}
                        value={option}
                        disabled={option.disabled}
                        className="pv-autocomplete__option"
                      >
                        {({ selected }) => (
                          <>
                            <span className="pv-autocomplete__option-text">
                              <span>{option.label}</span>
                              {option.hint && <span className="pv-autocomplete__option-hint">{option.hint}</span>}
                            </span>
                            {selected && <CheckIcon className="pv-autocomplete__check" size={18} />}
                          </>
                        )}
                      </ComboboxOption>
                    ))}
                </ComboboxOptions>
              )}
              {/* A Description of the Field, so the input is also described by the current status. */}
              <Description
                as="div"
                role="status"
                className={cx('pv-autocomplete__status', status === 'error' && 'pv-autocomplete__status--error')}
              >
                {statusText}
              </Description>
            </div>
          </>
        )}
      </Combobox>
      {hasContent(hint) && <Description className="pv-field__hint">{hint}</Description>}
      {invalid && (
        <Description className="pv-field__error">
          <ErrorIcon size={16} />
          <span>{error}</span>
        </Description>
      )}
    </Field>
  );
}
