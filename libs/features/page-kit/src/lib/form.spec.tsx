/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Button, TextField } from '@pavilion/ui';
import { Form } from './form';
import { FormAlert } from './form-alert';
import { useZodForm, type FormSend } from './use-zod-form';

const ZGuest = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  seats: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Seats must be a whole number')
    .transform(Number)
    .pipe(z.number().max(10, 'At most 10 seats')),
});
type Guest = z.output<typeof ZGuest>;

/** What RTK Query rejects with for a refused request. */
const refused = (status: number | string, body: unknown) => ({ status, data: body });

function GuestForm({ send }: { send: FormSend<Guest> }) {
  const { form, server, submit, submitting } = useZodForm(ZGuest, { defaultValues: { name: '', seats: '' } });
  const { errors } = form.formState;
  return (
    <Form
      aria-label="Guest"
      alertTitle="The guest was not added"
      server={server}
      onSubmit={submit(send, 'The guest could not be added.')}
    >
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Seats" inputMode="numeric" error={errors.seats?.message} {...form.register('seats')} />
      <Button type="submit" loading={submitting}>
        Add guest
      </Button>
    </Form>
  );
}

async function fill(name: string, seats: string) {
  const user = userEvent.setup({ delay: null });
  if (name) await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  if (seats) await user.type(screen.getByRole('textbox', { name: 'Seats' }), seats);
  await user.click(screen.getByRole('button', { name: 'Add guest' }));
}

describe('useZodForm and Form', () => {
  it("shows the schema's messages at their fields and sends nothing", async () => {
    const send = jest.fn();
    render(<GuestForm send={send} />);
    expect(screen.getByRole('form', { name: 'Guest' })).toHaveAttribute('novalidate');
    await fill('', 'two');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Seats' })).toHaveAccessibleDescription('Seats must be a whole number');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the schema's output", async () => {
    const send = jest.fn().mockResolvedValue({});
    render(<GuestForm send={send} />);
    await fill('Ada', '3');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Ada', seats: 3 }));
  });

  it('puts a refusal that names a field at that field, focuses it, and keeps the alert for the rest', async () => {
    const words = 'Only 2 seats are left';
    const send = jest
      .fn()
      .mockRejectedValue(refused(409, { error: words, code: 'CONFLICT', fields: { seats: words } }));
    render(<GuestForm send={send} />);
    await fill('Ada', '3');
    const seats = screen.getByRole('textbox', { name: 'Seats' });
    await waitFor(() => expect(seats).toHaveAccessibleDescription(words));
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    expect(seats).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps the server's own summary in the alert when it says more than the fields", async () => {
    const send = jest.fn().mockRejectedValue(
      refused(400, {
        error: 'Please correct the highlighted fields',
        code: 'VALIDATION',
        fields: { name: 'Names are at most 50 characters' },
      }),
    );
    render(<GuestForm send={send} />);
    await fill('Ada', '3');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Names are at most 50 characters'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
  });

  it('puts a refusal that names no field in the alert, in its words or the fallback', async () => {
    const send = jest.fn().mockRejectedValueOnce(refused(409, { error: 'The list is closed', code: 'CONFLICT' }));
    render(<GuestForm send={send} />);
    await fill('Ada', '3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The guest was not added');
    expect(alert).toHaveTextContent('The list is closed');
    expect(screen.getByRole('textbox', { name: 'Seats' })).not.toHaveAttribute('aria-invalid', 'true');

    // The next submit clears the alert first; a failure without words says the fallback.
    send.mockRejectedValueOnce(refused('FETCH_ERROR', undefined)).mockRejectedValueOnce(new Error('boom'));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Pavilion');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The guest could not be added.'));
  });

  it('marks the submit busy and disabled while the request is on its way', async () => {
    let settle: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<GuestForm send={send} />);
    await fill('Ada', '3');
    const button = await screen.findByRole('button', { name: 'Add guest' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    settle();
    await waitFor(() => expect(button).toBeEnabled());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("with alert='none' leaves the refusal to the alert the form places itself", async () => {
    const send = jest.fn().mockRejectedValue(refused(409, { error: 'The list is closed', code: 'CONFLICT' }));
    function Bottom() {
      const { form, server, submit } = useZodForm(ZGuest, { defaultValues: { name: 'Ada', seats: '3' } });
      return (
        <Form aria-label="Guest" alert="none" server={server} onSubmit={submit(send)}>
          <TextField label="Name" {...form.register('name')} />
          <FormAlert title="Below the fields" message={server.message} />
          <Button type="submit">Add guest</Button>
        </Form>
      );
    }
    render(<Bottom />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add guest' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Below the fields');
    expect(alerts[0]).toHaveTextContent('The list is closed');
  });
});
