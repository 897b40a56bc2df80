// One option list an admin keeps: its values (in the administrator's language) with an edit button
// (the value's names in the four languages) and a remove (x) button each, the counter, and a field
// that adds a value with Enter or Add (trimmed; Add disabled while blank; a duplicate, whatever its
// case, refused before asking the server, which refuses it too). A value added here reads in English
// until its names are given.
import { useId, useMemo, useState } from 'react';
import {
  ADMIN_OPTION_MESSAGES,
  canAddOptionValue,
  duplicateOptionValue,
  UI_TEXT,
  ZAdminOptionAddBody,
  type TAdminEditableOptionList,
  type TAdminOptionAddBody,
} from '@pavilion/domain';
import { errorMessage, useAddOptionValueMutation, useRemoveOptionValueMutation } from '@pavilion/api-client';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Button, Card, CardBody, CloseIcon, IconButton, TextField, useToast } from '@pavilion/ui';
import { OPTION_LIST_TEXT, SETTINGS_TEXT as T } from './messages';
import { OptionNamesForm } from './option-names-form';

/** The value the add field sends (its names in the other languages are given afterwards). */
const ZAddValue = ZAdminOptionAddBody.pick({ value: true });
type TAddValue = Pick<TAdminOptionAddBody, 'value'>;

/** The server's rule, and a value already in the list (whatever its case) refused before asking it. */
function addValueSchema(items: readonly { name: string }[]) {
  return ZAddValue.superRefine(({ value }, ctx) => {
    const existing = duplicateOptionValue(items, value);
    if (existing)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: ADMIN_OPTION_MESSAGES.duplicate({ name: existing.name }),
      });
  });
}

export interface OptionListEditorProps {
  list: TAdminEditableOptionList;
  items: { id: number; name: string }[];
}

export function OptionListEditor({ list, items }: OptionListEditorProps) {
  const label = OPTION_LIST_TEXT.name({ list });
  const [editing, setEditing] = useState<number | null>(null);
  const headingId = useId();
  const schema = useMemo(() => addValueSchema(items), [items]);
  const { form, server, submit, submitting } = useZodForm<TAddValue>(schema, { defaultValues: { value: '' } });
  const [add] = useAddOptionValueMutation();
  const [remove] = useRemoveOptionValueMutation();
  const [removing, setRemoving] = useState<number | null>(null);
  const { showToast } = useToast();

  const addValue = async ({ value }: TAddValue) => {
    const added = await add({ list, value }).unwrap();
    form.reset({ value: '' });
    showToast({
      tone: 'success',
      message: T.added({ restored: added.restored ? 'yes' : 'no', name: added.name, list: label }),
    });
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
        <Form
          className="pv-admin-options__add"
          aria-labelledby={headingId}
          alert="none"
          server={server}
          onSubmit={submit(addValue, T.notAdded({ list: label }))}
        >
          <TextField
            label={T.newValue({ list: label })}
            hideLabel
            placeholder={T.addTo({ list: label })}
            maxLength={120}
            error={form.formState.errors.value?.message}
            wrapperClassName="pv-admin-options__field"
            {...form.register('value')}
          />
          <Button type="submit" disabled={!canAddOptionValue(form.watch('value'))} loading={submitting}>
            {T.add}
          </Button>
        </Form>
        {/* Below the row of the field and its button: a refusal no field shows. */}
        <FormAlert message={server.message} />
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
