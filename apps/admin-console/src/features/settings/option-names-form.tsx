// A value's names in the four languages, as an administrator edits them: English (its name) and its
// Spanish, French and German translations, each required; saved together.
import { useId, useState, type FormEvent } from 'react';
import {
  LOCALE_NAMES,
  LOCALES,
  ZOptionValueNames,
  type TAdminEditableOptionList,
  type TLanguage,
  type TOptionValueNames,
} from '@pavilion/domain';
import { errorMessage, fieldErrors, useGetOptionValuesQuery, useRenameOptionValueMutation } from '@pavilion/api-client';
import { Button, TextField, useToast } from '@pavilion/ui';
import { OPTION_NAMES_FORM_TEXT as T } from './messages';

export interface OptionNamesFormProps {
  list: TAdminEditableOptionList;
  id: number;
  /** The list's name in the reader's language. */
  listLabel: string;
  onDone: () => void;
}

export function OptionNamesForm({ list, id, listLabel, onDone }: OptionNamesFormProps) {
  const values = useGetOptionValuesQuery(list);
  const value = values.data?.find((v) => v.id === id);
  if (values.isError) return <p role="alert">{T.loadFailed}</p>;
  if (!value) return <p aria-busy="true">{T.loading}</p>;
  return <NamesForm list={list} id={id} listLabel={listLabel} initial={value.names} onDone={onDone} />;
}

function NamesForm({
  list,
  id,
  listLabel,
  initial,
  onDone,
}: OptionNamesFormProps & { initial: Record<TLanguage, string> }) {
  const headingId = useId();
  const [names, setNames] = useState<Record<TLanguage, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [rename, renaming] = useRenameOptionValueMutation();
  const { showToast } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZOptionValueNames.safeParse(names);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      const saved = await rename({ list, id, names: parsed.data as TOptionValueNames }).unwrap();
      showToast({ tone: 'success', message: T.saved({ name: saved.names.en, list: listLabel }) });
      onDone();
    } catch (err) {
      // A refused English name (another value of the list has it) is said under the English field.
      const fields = fieldErrors(err);
      setErrors(fields.value ? { en: fields.value } : { form: errorMessage(err, T.notSaved) });
    }
  };

  return (
    <form className="pv-admin-option-names" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="pv-admin-option-names__title">
        {T.heading({ name: initial.en })}
      </h3>
      {LOCALES.map((language) => (
        <TextField
          key={language}
          label={T.nameIn({ language })}
          lang={language}
          value={names[language]}
          maxLength={120}
          hint={language === 'en' ? undefined : LOCALE_NAMES[language]}
          error={errors[language]}
          onChange={(e) => {
            setNames({ ...names, [language]: e.target.value });
            setErrors({ ...errors, [language]: undefined, form: undefined });
          }}
        />
      ))}
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <div className="pv-admin-option-names__actions">
        <Button type="submit" disabled={renaming.isLoading}>
          {T.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
