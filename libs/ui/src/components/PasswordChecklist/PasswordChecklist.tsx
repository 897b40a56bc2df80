import { useId, type ReactNode } from 'react';
import { CheckIcon, CloseIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import './PasswordChecklist.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('passwordChecklist');

export type ChecklistItem = { label: ReactNode; met: boolean };

export type PasswordChecklistProps = {
  /** Rules and whether each is satisfied; the caller evaluates them (e.g. with the domain schema). */
  items: ChecklistItem[];
  title?: ReactNode;
  /** Words read after each rule by screen readers. */
  metText?: string;
  unmetText?: string;
  /** Give this id to the password input's aria-describedby to tie the rules to it. */
  id?: string;
  className?: string;
};

/** List of rules with a tick or cross each; state is in the icon, the colour and hidden text. */
export function PasswordChecklist({
  items,
  title,
  metText = T.met,
  unmetText = T.notMet,
  id,
  className,
}: PasswordChecklistProps) {
  const titleId = `pv-${useId()}-title`;
  return (
    <div id={id} className={className}>
      {title && (
        <p id={titleId} className="pv-checklist__title">
          {title}
        </p>
      )}
      <ul className="pv-checklist" aria-labelledby={title ? titleId : undefined}>
        {items.map((item, index) => (
          <li key={index} className={cx('pv-checklist__item', item.met && 'pv-checklist__item--met')}>
            {item.met ? (
              <CheckIcon className="pv-checklist__icon" size={16} />
            ) : (
              <CloseIcon className="pv-checklist__icon" size={16} />
            )}
            <span>{item.label}</span>
            <span className="pv-visually-hidden">{T.rule({ state: item.met ? metText : unmetText })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
