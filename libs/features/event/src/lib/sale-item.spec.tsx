import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm } from 'react-hook-form';
import type { ServerErrors } from '@pavilion/features-page-kit';
import { SaleItemFields } from './sale-item-fields';
import { NewSaleItemForm, SaleItemForm } from './sale-item-form';

type Event = { ticketTypes: { name: string; price: string; quantity: string; startDateTime: string }[] };

function TicketRows({ onSave }: { onSave: (values: Event) => void }) {
  const form = useForm<Event>({
    defaultValues: { ticketTypes: [{ name: 'Standard', price: '10', quantity: '5', startDateTime: '' }] },
  });
  const rows = useFieldArray({ control: form.control, name: 'ticketTypes' });
  const save = form.handleSubmit((values) => {
    if (Number(values.ticketTypes[0]!.price) < 0)
      form.setError('ticketTypes.0.price', { message: 'Price must be non-negative' });
    else onSave(values);
  });
  return (
    <form onSubmit={save} noValidate aria-label="Event">
      {rows.fields.map((field, i) => (
        <SaleItemFields
          key={field.id}
          form={form}
          item={{ kind: 'ticketType', number: i + 1 }}
          currency="EUR"
          names={{ name: `ticketTypes.${i}.name`, price: `ticketTypes.${i}.price` }}
          amount={{ name: `ticketTypes.${i}.quantity`, field: 'quantity' }}
          times={[{ name: `ticketTypes.${i}.startDateTime`, field: 'salesStart' }]}
        >
          <button type="button">Remove ticket type {i + 1}</button>
        </SaleItemFields>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

describe('SaleItemFields', () => {
  it('labels each field with the item, and shows what is left out of it not at all', () => {
    render(<TicketRows onSave={jest.fn()} />);
    expect(screen.getByLabelText(/^Ticket type 1 name/)).toHaveValue('Standard');
    expect(screen.getByLabelText('Ticket type 1 price (EUR)')).toHaveValue(10);
    expect(screen.getByLabelText('Ticket type 1 quantity')).toHaveValue(5);
    expect(screen.getByLabelText('Ticket type 1 sales start')).toHaveAttribute('type', 'datetime-local');
    expect(screen.queryByLabelText(/description/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove ticket type 1' })).toBeInTheDocument();
  });

  it('puts a message on a field of a row and passes the values through under their dotted names', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = jest.fn();
    render(<TicketRows onSave={onSave} />);
    const price = screen.getByLabelText('Ticket type 1 price (EUR)');
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Price must be non-negative'));
    await user.clear(price);
    await user.type(price, '12.50');
    await user.clear(screen.getByLabelText('Ticket type 1 quantity'));
    await user.type(screen.getByLabelText('Ticket type 1 quantity'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].ticketTypes[0]).toMatchObject({ name: 'Standard', price: '12.50', quantity: '40' });
  });
});

describe('SaleItemFields: the required choice', () => {
  function PolicyRow() {
    const form = useForm<{ name: string; price: string; policyId: string }>({
      defaultValues: { name: 'Standard', price: '10', policyId: '' },
    });
    return (
      <SaleItemFields
        form={form}
        item={{ kind: 'ticketType', name: 'Standard' }}
        names={{ name: 'name', price: 'price' }}
        times={[]}
        choice={{
          name: 'policyId',
          field: 'cancellationPolicy',
          placeholder: 'Select a policy',
          options: [{ value: '1', label: 'Flexible' }],
          hint: 'A change applies to later sales.',
        }}
      />
    );
  }

  it('is described by its hint', () => {
    render(<PolicyRow />);
    expect(screen.getByRole('combobox', { name: /^Standard cancellation policy/ })).toHaveAccessibleDescription(
      'A change applies to later sales.',
    );
  });
});

/** A useServerErrors as a test drives it: attempt runs the request and shows a refusal's words. */
function serverErrors(message: string | null = null): ServerErrors {
  const server: ServerErrors = {
    message,
    apply: () => [],
    place: () => [],
    setMessage: () => undefined,
    clear: () => undefined,
    attempt: async (action, fallback) => {
      try {
        await action();
        return true;
      } catch {
        server.setMessage(fallback ?? null);
        return false;
      }
    },
  };
  return server;
}

describe('SaleItemForm', () => {
  const base = {
    kind: 'ticketType' as const,
    name: 'VIP',
    summary: '2 sold, 0 reserved, 8 left of 10.',
    alertTitle: 'VIP was not saved',
    onSubmit: (event: { preventDefault: () => void }) => event.preventDefault(),
    saving: false,
  };

  it("an item that exists: its switch, Save, and Delete or why it can't be deleted", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn().mockResolvedValue(undefined);
    const remove = jest.fn().mockResolvedValue(undefined);
    const onSale = {
      description: 'Off sale: buyers no longer see it.',
      checked: true,
      send,
      fallback: 'The ticket type was not changed.',
    };
    const server = serverErrors();
    const { rerender } = render(
      <SaleItemForm
        {...base}
        server={server}
        onSale={onSale}
        remove={{ busy: false, send: remove, fallback: 'The ticket type was not deleted.' }}
      >
        <span>fields</span>
      </SaleItemForm>,
    );
    const form = screen.getByRole('form', { name: 'Ticket type VIP' });
    expect(within(form).getByRole('heading', { name: 'VIP' })).toBeInTheDocument();
    expect(within(form).getByText('2 sold, 0 reserved, 8 left of 10.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save VIP' })).toBeEnabled();
    await user.click(within(form).getByRole('switch', { name: /VIP on sale/ }));
    expect(send).toHaveBeenCalledWith(false);
    await user.click(within(form).getByRole('button', { name: 'Delete VIP' }));
    expect(remove).toHaveBeenCalled();

    rerender(
      <SaleItemForm
        {...base}
        saving
        server={serverErrors('The price is too high')}
        onSale={onSale}
        remove={{ note: 'Sold: kept.' }}
      >
        <span>fields</span>
      </SaleItemForm>,
    );
    expect(screen.queryByRole('button', { name: 'Delete VIP' })).not.toBeInTheDocument();
    expect(screen.getByText('Sold: kept.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByText('The price is too high')).toBeInTheDocument();
  });

  it('a new item: its heading and Add button only', () => {
    render(
      <NewSaleItemForm
        title="Add a ticket type"
        alertTitle="The ticket type was not added"
        submitLabel="Add ticket type"
        server={serverErrors()}
        onSubmit={base.onSubmit}
        adding={false}
      >
        <span>fields</span>
      </NewSaleItemForm>,
    );
    const form = screen.getByRole('form', { name: 'Add a ticket type' });
    expect(within(form).getByRole('button', { name: 'Add ticket type' })).toBeEnabled();
    expect(within(form).queryByRole('switch')).not.toBeInTheDocument();
  });
});
