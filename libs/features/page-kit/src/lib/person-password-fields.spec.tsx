/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Form } from './form';
import { PasswordFields } from './password-fields';
import { PersonFields } from './person-fields';
import { useZodForm } from './use-zod-form';

// A form with its own name for the new password, as the password change has.
const ZJoin = z
  .object({
    firstName: z.string().min(1, 'First name is required'),
    surname: z.string().min(1, 'Surname is required'),
    newPassword: z.string().min(8, 'At least 8 characters'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords must match' });

function JoinForm({ send }: { send: (values: z.output<typeof ZJoin>) => void }) {
  const { form, server, submit } = useZodForm(ZJoin, {
    defaultValues: { firstName: '', surname: '', newPassword: '', confirmPassword: '' },
  });
  return (
    <Form aria-label="Join" server={server} onSubmit={submit(send)}>
      <PersonFields form={form} withEmail={false} ids={{ firstName: 'join-first-name' }} />
      <PasswordFields form={form} names={{ password: 'newPassword' }} passwordLabel="New password" />
      <button type="submit">Join</button>
    </Form>
  );
}

describe('PersonFields and PasswordFields', () => {
  it("show the form's messages at their fields under the form's names, and the checklist as it is typed", async () => {
    const send = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<JoinForm send={send} />);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('id', 'join-first-name');
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'Abcdefg1!');
    expect(screen.getByRole('list', { name: 'A strong password has:' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription('First name is required'),
    );
    expect(screen.getByRole('textbox', { name: /Surname/ })).toHaveAccessibleDescription('Surname is required');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('Passwords must match');
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Surname/ }), 'Lovelace');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        firstName: 'Ada',
        surname: 'Lovelace',
        newPassword: 'Abcdefg1!',
        confirmPassword: 'Abcdefg1!',
      }),
    );
  });
});
