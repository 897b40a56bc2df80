// A value's names in the four languages, as an administrator edits them: English (its name) and its
// Spanish, French and German translations, each required; saved together.
import { useId } from 'react';
import {
  LOCALE_NAMES,
  LOCALES,
  ZAdminOptionNamesBody,
  type TAdminEditableOptionList,
  type TAdminOptionNamesBody,
  type TLanguage,
} from '@pavilion/domain';
import { fieldErrors, useGetOptionValuesQuery, useRenameOptionValueMutation } from '@pavilion/api-client';
import { Form, messageOf, useZodForm } from '@pavilion/features-page-kit';
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
  const { form, server, submit, submitting } = useZodForm<TAdminOptionNamesBody>(ZAdminOptionNamesBody, {
    defaultValues: { names: initial },
  });
  const [rename] = useRenameOptionValueMutation();
  const { showToast } = useToast();

  const save = async ({ names }: TAdminOptionNamesBody) => {
    try {
      const saved = await rename({ list, id, names }).unwrap();
      showToast({ tone: 'success', message: T.saved({ name: saved.names.en, list: listLabel }) });
      onDone();
    } catch (err) {
      // A refused English name (another value of the list has it: `value`) is said under the English field.
      const taken = fieldErrors(err).value;
      if (!taken) throw err;
      server.place({ 'names.en': taken }, taken);
    }
  };

  return (
    <Form
      className="pv-admin-option-names"
      aria-labelledby={headingId}
      server={server}
      onSubmit={submit(save, T.notSaved)}
    >
      <h3 id={headingId} className="pv-admin-option-names__title">
        {T.heading({ name: initial.en })}
      </h3>
      {LOCALES.map((language) => (
        <TextField
          key={language}
          label={T.nameIn({ language })}
          lang={language}
          maxLength={120}
          hint={language === 'en' ? undefined : LOCALE_NAMES[language]}
          error={messageOf(form.formState.errors, `names.${language}`)}
          {...form.register(`names.${language}`)}
        />
      ))}
      <div className="pv-admin-option-names__actions">
        <Button type="submit" loading={submitting}>
          {T.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </Form>
  );
}
