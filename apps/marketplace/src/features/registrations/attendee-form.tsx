// A ticket's attendee as one form: name, email, company and job title, the same fields and rules as
// at checkout (ZTicketHolder), refused in words on each field by the form and the server alike. Used to
// name or change an attendee from an order or a ticket, and on the assign link's page.
import type { ReactNode } from 'react';
import { ZTicketHolder, type TTicketHolder, type TTicketHolderInput } from '@pavilion/domain';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { Button, Stack, TextField } from '@pavilion/ui';
import { ATTENDEES_TEXT as T } from './attendees.messages';

const EMPTY: TTicketHolderInput = { firstName: '', surname: '', email: '', company: '', jobTitle: '' };

export interface AttendeeFormProps {
  id: string;
  /** The form's name for assistive technology. */
  label: string;
  /** What the fields start with: the attendee now, or what the visitor's profile knows. */
  defaultValues?: Partial<TTicketHolderInput>;
  /** Sends the checked attendee; a refusal is shown on its fields or above them. */
  onSend: (attendee: TTicketHolder) => Promise<unknown>;
  failedTitle: string;
  failedRetry: string;
  submitLabel: ReactNode;
  submittingLabel: string;
  /** The form's own buttons (a dialog puts its own in its footer instead). */
  actions?: boolean;
  /** Whether the person filling in is the one named: the browser may offer their details. */
  autoFill?: boolean;
}

export function AttendeeForm({
  id,
  label,
  defaultValues,
  onSend,
  failedTitle,
  failedRetry,
  submitLabel,
  submittingLabel,
  actions = true,
  autoFill = false,
}: AttendeeFormProps) {
  const { form, server, submit, submitting } = useZodForm<TTicketHolderInput, TTicketHolder>(ZTicketHolder, {
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const errors = form.formState.errors;
  return (
    <Form id={id} alertTitle={failedTitle} server={server} onSubmit={submit(onSend, failedRetry)} aria-label={label}>
      <Stack gap={4}>
        <div className="pv-form-row">
          <TextField
            label={T.firstName}
            autoComplete={autoFill ? 'given-name' : 'off'}
            required
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={T.surname}
            autoComplete={autoFill ? 'family-name' : 'off'}
            required
            error={errors.surname?.message}
            {...form.register('surname')}
          />
        </div>
        <TextField
          label={T.email}
          type="email"
          autoComplete={autoFill ? 'email' : 'off'}
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="pv-form-row">
          <TextField
            label={T.company}
            autoComplete={autoFill ? 'organization' : 'off'}
            required
            error={errors.company?.message}
            {...form.register('company')}
          />
          <TextField
            label={T.jobTitle}
            autoComplete={autoFill ? 'organization-title' : 'off'}
            required
            error={errors.jobTitle?.message}
            {...form.register('jobTitle')}
          />
        </div>
        {actions && (
          <div>
            <Button type="submit" loading={submitting} loadingLabel={submittingLabel}>
              {submitLabel}
            </Button>
          </div>
        )}
      </Stack>
    </Form>
  );
}
