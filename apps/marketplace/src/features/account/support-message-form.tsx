// Writing to customer support from the messages page: a question, or an appeal of a decision. While
// support is blocked for the person, the server refuses a question in words and still takes an appeal.
import { useState } from 'react';
import { useSendSupportMessageMutation } from '@pavilion/api-client';
import { SUPPORT_MESSAGE_MAX, ZSupportMessageBody } from '@pavilion/domain';
import { Form, RadioField, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, TextArea } from '@pavilion/ui';
import { SUPPORT_FORM_TEXT as T } from './messages';

export function SupportMessageForm() {
  const [send] = useSendSupportMessageMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { form, server, submit, submitting } = useZodForm(ZSupportMessageBody, {
    defaultValues: { topic: 'QUESTION', text: '' },
  });
  return (
    <details className="pv-support-message">
      <summary>{T.writeToSupport}</summary>
      {sent && (
        <Alert tone="success" title={T.sentTitle}>
          {sent}
        </Alert>
      )}
      <Form
        aria-label={T.writeToSupport}
        alertTitle={T.notSent}
        server={server}
        onSubmit={submit(async (body) => {
          setSent((await send(body).unwrap()).message);
          form.reset({ topic: 'QUESTION', text: '' });
        })}
      >
        <RadioField
          form={form}
          name="topic"
          legend={T.topic}
          options={[
            { value: 'QUESTION', label: T.question },
            { value: 'APPEAL', label: T.appeal, hint: T.appealHint },
          ]}
        />
        <TextArea
          label={T.message}
          required
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        <Button type="submit" loading={submitting}>
          {T.send}
        </Button>
      </Form>
    </details>
  );
}
