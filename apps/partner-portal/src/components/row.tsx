// One row of a `pv-rows` list (partner.css): what it is in bold, a muted line about it, and its
// actions at the end (none: no actions' column).
import type { ReactNode } from 'react';

export interface RowProps {
  title: ReactNode;
  line: ReactNode;
  /** Its buttons; false or nothing when the person may not act on it. */
  actions?: ReactNode;
}

export function Row({ title, line, actions }: RowProps) {
  return (
    <li className="pv-row">
      <div className="pv-row__main">
        <strong>{title}</strong>
        <span className="pv-muted">{line}</span>
      </div>
      {actions && <div className="pv-row__actions">{actions}</div>}
    </li>
  );
}
