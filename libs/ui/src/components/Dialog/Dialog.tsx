import { Description, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import './Dialog.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('dialog');

export type DialogProps = {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Label of the × button; set to null to hide it (then provide a way out in the footer). */
  closeLabel?: string | null;
  className?: string;
};

/** Modal dialog: focus is trapped inside, returned on close, and the page behind is inert. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = T.close,
  className,
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="pv-dialog">
      <div className="pv-dialog__backdrop" aria-hidden="true" />
      <div className="pv-dialog__viewport">
        <DialogPanel className={cx('pv-dialog__panel', size !== 'md' && `pv-dialog__panel--${size}`, className)}>
          <div className="pv-dialog__header">
            <div>
              <DialogTitle className="pv-dialog__title">{title}</DialogTitle>
              {description && <Description className="pv-dialog__description">{description}</Description>}
            </div>
            {closeLabel !== null && <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} size="sm" />}
          </div>
          {children && <div className="pv-dialog__body">{children}</div>}
          {footer && <div className="pv-dialog__footer">{footer}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
