/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm } from 'react-hook-form';
import { TextField } from '@pavilion/ui';
import { FormAlert } from './form-alert';
import { useServerErrors, type ServerErrorsOptions } from './use-server-errors';

type Values = { email: string; tickets: { email: string; ticketTypeId: number }[] };

/** What RTK Query rejects with for a refused request. */
const refused = (status: number, body: unknown) => ({ status, data: body });

function Form({ failure, options }: { failure: unknown; options?: ServerErrorsOptions }) {
  const form = useForm<Values>({
    defaultValues: { email: '', tickets: [{ email: '', ticketTypeId: 11 }] },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'tickets' });
  const server = useServerErrors(form, options);
  const submit = form.handleSubmit(() => {
    server.clear();
    server.apply(failure, 'Your order could not be created. Please try again.');
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Order">
      <FormAlert title="Your order was not created" message={server.message} />
      <TextField label="Email" error={errors.email?.message} {...form.register('email')} />
      {fields.map((field, index) => (
        <TextField
          key={field.id}
          label={`Attendee ${index + 1} email`}
          error={errors.tickets?.[index]?.email?.message}
          {...form.register(`tickets.${index}.email`)}
        />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

async function send() {
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send' }));
}

describe('useServerErrors and FormAlert', () => {
  it("puts each field's message on its field (dotted paths too), focuses the first, and says so above", async () => {
    render(
      <Form
        failure={refused(400, {
          error: 'Please enter a valid email address',
          code: 'VALIDATION',
          fields: { 'tickets.0.email': 'Please enter a valid email address', email: 'Email is taken' },
        })}
      />,
    );
    await send();
    const attendee = screen.getByLabelText('Attendee 1 email');
    await waitFor(() => expect(attendee).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is taken');
    expect(attendee).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your order was not created');
    expect(alert).toHaveTextContent('Please enter a valid email address');
  });

  it('shows in the alert what no field shows', async () => {
    render(
      <Form
        options={{ isField: (name) => name.endsWith('.email') || name === 'email' }}
        failure={refused(400, {
          error: 'This ticket type is not part of this event',
          code: 'VALIDATION',
          fields: { 'tickets.0.ticketTypeId': 'This ticket type is not part of this event' },
        })}
      />,
    );
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket type is not part of this event');
    expect(screen.getByLabelText('Attendee 1 email')).not.toHaveAccessibleDescription();
  });

  it("with alert 'unplaced', says nothing above when every message is on a field", async () => {
    render(
      <Form
        options={{ alert: 'unplaced' }}
        failure={refused(400, { error: 'Email is taken', code: 'CONFLICT', fields: { email: 'Email is taken' } })}
      />,
    );
    await send();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is taken'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("uses the server's words, or the fallback, for a failure without fields", async () => {
    const { unmount } = render(<Form failure={refused(409, { error: 'Sold out', code: 'CONFLICT' })} />);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sold out');
    unmount();
    render(<Form failure={{ status: 'PARSING_ERROR', error: 'x', data: '' }} />);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your order could not be created. Please try again.');
  });
});

describe('FormAlert', () => {
  it('shows nothing without a message and takes focus when asked', () => {
    const { rerender, container } = render(<FormAlert message={null} title="Failed" focusOnShow />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FormAlert message="Card declined" title="Failed" focusOnShow />);
    expect(screen.getByRole('alert')).toHaveTextContent('Card declined');
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });
});

function Attempt({ action, onDone }: { action: () => Promise<unknown>; onDone: (ok: boolean) => void }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const server = useServerErrors(form);
  return (
    <form
      aria-label="Attempt"
      onSubmit={(event) => {
        event.preventDefault();
        void server.attempt(action, 'Not saved. Please try again.').then(onDone);
      }}
    >
      <FormAlert title="Not saved" message={server.message} />
      <TextField label="Email" error={form.formState.errors.email?.message} {...form.register('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useServerErrors().attempt', () => {
  it('answers true when the request goes through, and puts a refusal on the form and answers false', async () => {
    const done = jest.fn();
    const { unmount } = render(<Attempt action={() => Promise.resolve({ id: 1 })} onDone={done} />);
    await send();
    await waitFor(() => expect(done).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    const failed = jest.fn();
    render(
      <Attempt
        action={() => Promise.reject(refused(400, { error: 'Check the email', fields: { email: 'Email is taken' } }))}
        onDone={failed}
      />,
    );
    await send();
    await waitFor(() => expect(failed).toHaveBeenCalledWith(false));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Email is taken/);
  });
});
