// One ticket type or extra of an event as its own form, changed at once (not reviewed): a heading,
// what was sold, the server's refusal, the fields (<SaleItemFields>), and its on-sale switch, Save
// and Delete (or why it cannot be deleted). NewSaleItemForm is the form that adds one.
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert, type ServerErrors } from '@pavilion/features-page-kit';
import { Button, Switch } from '@pavilion/ui';
import './sale-item.css';
import type { SaleItemKind } from './sale-item-fields';
import { SALE_ITEM_TEXT as T } from './sale-item.messages';

interface FrameProps {
  label: string;
  title: string;
  summary?: ReactNode;
  alertTitle: string;
  /** The form's useServerErrors: its alert shows here, and the switch and Delete report through it. */
  server: ServerErrors;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  actions: ReactNode;
}

function Frame({ label, title, summary, alertTitle, server, onSubmit, children, actions }: FrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="pv-sale-item" aria-label={label}>
      <h3>{title}</h3>
      {summary && <p>{summary}</p>}
      <FormAlert title={alertTitle} message={server.message} />
      {children}
      {actions}
    </form>
  );
}

/** A request the switch or Delete sends, and the words for a refusal without any. */
export interface SaleItemAction<T> {
  send: (value: T) => Promise<unknown>;
  fallback: string;
}

export interface SaleItemFormProps {
  /** With the name, the form's accessible name ('Ticket type VIP'). */
  kind: SaleItemKind;
  name: string;
  /** Under the name: what was sold and what is left. */
  summary: ReactNode;
  alertTitle: string;
  server: ServerErrors;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  onSale: SaleItemAction<boolean> & { checked: boolean; description: string };
  /** Delete, or why it cannot be deleted. */
  remove: (SaleItemAction<void> & { busy: boolean }) | { note: string };
  /** The fields (<SaleItemFields>). */
  children: ReactNode;
}

export function SaleItemForm({
  kind,
  name,
  summary,
  alertTitle,
  server,
  onSubmit,
  saving,
  onSale,
  remove,
  children,
}: SaleItemFormProps) {
  return (
    <Frame
      label={T.form({ kind, name })}
      title={name}
      summary={summary}
      alertTitle={alertTitle}
      server={server}
      onSubmit={onSubmit}
      actions={
        <div className="pv-field-row">
          <Switch
            label={T.onSale({ name })}
            description={onSale.description}
            checked={onSale.checked}
            onChange={(checked) => void server.attempt(() => onSale.send(checked), onSale.fallback)}
          />
          <Button type="submit" size="sm" disabled={saving}>
            {saving ? T.saving : T.save({ name })}
          </Button>
          {'note' in remove ? (
            <span className="pv-sale-item__note">{remove.note}</span>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={remove.busy}
              onClick={() => void server.attempt(() => remove.send(), remove.fallback)}
            >
              {T.delete({ name })}
            </Button>
          )}
        </div>
      }
    >
      {children}
    </Frame>
  );
}

export interface NewSaleItemFormProps {
  /** The heading and the form's accessible name: 'Add a ticket type'. */
  title: string;
  alertTitle: string;
  submitLabel: string;
  server: ServerErrors;
  onSubmit: FormEventHandler<HTMLFormElement>;
  adding: boolean;
  children: ReactNode;
}

export function NewSaleItemForm({
  title,
  alertTitle,
  submitLabel,
  server,
  onSubmit,
  adding,
  children,
}: NewSaleItemFormProps) {
  return (
    <Frame
      label={title}
      title={title}
      alertTitle={alertTitle}
      server={server}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" disabled={adding}>
          {adding ? T.adding : submitLabel}
        </Button>
      }
    >
      {children}
    </Frame>
  );
}
