// One option list an admin keeps: its values (in the administrator's language) with an edit button
// (the value's names in the four languages) and a remove (x) button each, the counter, and a field
// that adds a value with Enter or Add (trimmed; Add disabled while blank; a duplicate, whatever its
// case, refused before asking the server, which refuses it too). A value added here reads in English
// until its names are given.
import { useId, useState, type FormEvent } from 'react';
import {
  ADMIN_OPTION_MESSAGES,
  canAddOptionValue,
  isDuplicateOptionValue,
  UI_TEXT,
  type TAdminEditableOptionList,
} from '@pavilion/domain';
import { errorMessage, useAddOptionValueMutation, useRemoveOptionValueMutation } from '@pavilion/api-client';
import { Button, Card, CardBody, CloseIcon, IconButton, TextField, useToast } from '@pavilion/ui';
import { OPTION_LIST_TEXT, SETTINGS_TEXT as T } from './messages';
import { OptionNamesForm } from './option-names-form';

export interface OptionListEditorProps {
  list: TAdminEditableOptionList;
  items: { id: number; name: string }[];
}

export function OptionListEditor({ list, items }: OptionListEditorProps) {
  const label = OPTION_LIST_TEXT.name({ list });
  const [editing, setEditing] = useState<number | null>(null);
  const headingId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useAddOptionValueMutation();
  const [remove] = useRemoveOptionValueMutation();
  const [removing, setRemoving] = useState<number | null>(null);
  const { showToast } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!canAddOptionValue(trimmed)) return;
    if (isDuplicateOptionValue(items, trimmed)) {
      const existing = items.find((i) => i.name.trim().toLowerCase() === trimmed.toLowerCase())!;
      setError(ADMIN_OPTION_MESSAGES.duplicate({ name: existing.name }));
      return;
    }
    try {
      const added = await add({ list, value: trimmed }).unwrap();
      setValue('');
      setError(null);
      showToast({
        tone: 'success',
        message: T.added({ restored: added.restored ? 'yes' : 'no', name: added.name, list: label }),
      });
    } catch (err) {
      setError(errorMessage(err, T.notAdded({ list: label })));
    }
  };

  const removeItem = async (item: { id: number; name: string }) => {
    setRemoving(item.id);
    try {
      await remove({ list, id: item.id }).unwrap();
      showToast({ tone: 'success', message: T.removed({ name: item.name, list: label }) });
    } catch (err) {
      showToast({ tone: 'error', message: errorMessage(err, T.notRemoved({ name: item.name })) });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} className="pv-admin-options">
      <CardBody>
        <div className="pv-admin-options__head">
          <h2 id={headingId} className="pv-admin-options__title">
            {label}
          </h2>
          <span className="pv-admin-options__count">{T.items({ count: items.length })}</span>
        </div>
        <form className="pv-admin-options__add" onSubmit={submit} noValidate>
          <TextField
            label={T.newValue({ list: label })}
            hideLabel
            placeholder={T.addTo({ list: label })}
            value={value}
            maxLength={120}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            wrapperClassName="pv-admin-options__field"
          />
          <Button type="submit" disabled={!canAddOptionValue(value) || adding.isLoading}>
            {T.add}
          </Button>
        </form>
        {items.length === 0 ? (
          <p className="pv-admin-options__empty">{UI_TEXT.noOptionItems}</p>
        ) : (
          <ul className="pv-admin-options__items" aria-label={T.values({ list: label })}>
            {items.map((item) => (
              <li key={item.id} className="pv-admin-options__item">
                <Button
                  variant="link"
                  size="sm"
                  aria-label={OPTION_LIST_TEXT.editNames({ name: item.name })}
                  aria-expanded={editing === item.id}
                  onClick={() => setEditing(editing === item.id ? null : item.id)}
                >
                  {item.name}
                </Button>
                <IconButton
                  label={T.remove({ name: item.name })}
                  icon={<CloseIcon size={16} />}
                  onClick={() => removeItem(item)}
                  disabled={removing === item.id}
                  size="sm"
                />
              </li>
            ))}
          </ul>
        )}
        {editing !== null && items.some((item) => item.id === editing) ? (
          <OptionNamesForm list={list} id={editing} listLabel={label} onDone={() => setEditing(null)} />
        ) : null}
      </CardBody>
    </Card>
  );
}
