import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { TOptionsResponse } from '@pavilion/domain';
import { AddressFields } from './address-fields';
import { CompanyFields } from './company-fields';
import { SaleItemFields } from './sale-item-fields';
import { NewSaleItemForm, SaleItemForm } from './sale-item-form';
import type { ServerErrors } from './use-server-errors';

const LISTS: Pick<TOptionsResponse, 'countries' | 'organizationTypes' | 'sectors'> = {
  countries: [
    { id: 44, name: 'United Kingdom', code: 'GB', dialCode: '+44', flag: '' },
    { id: 47, name: 'Norway', code: 'NO', dialCode: '+47', flag: '' },
  ],
  organizationTypes: [
    { id: 1, name: 'Company' },
    { id: 2, name: 'Charity' },
  ],
  sectors: [
    { id: 5, name: 'Finance', sectorSubtypes: [] },
    { id: 6, name: 'Health', sectorSubtypes: [] },
  ],
};

// A form with its own names for the fields, as the partner's sign-up has.
const ZCompany = z.object({
  companyName: z.string().min(1, 'Company name is required'),
  registeredCompanyName: z.string(),
  registrationNumber: z.string(),
  organizationType: z.string(),
  companyAddress: z.string(),
  companyCity: z.string(),
  companyZipCode: z.string(),
  companyCountry: z.string(),
  companyEmail: z.string(),
  companyWebsite: z.string(),
  companyPhoneNumber: z.string(),
  companySize: z.string(),
  eventsPerYear: z.string(),
  sectors: z.array(z.number()),
});
type Company = z.infer<typeof ZCompany>;

function CompanyForm({
  defaults,
  lists,
  onSave,
}: {
  defaults?: Partial<Company>;
  lists: typeof LISTS | undefined;
  onSave: (values: Company) => void;
}) {
  const form = useForm<Company>({
    resolver: zodResolver(ZCompany),
    mode: 'onTouched',
    defaultValues: {
      companyName: '',
      registeredCompanyName: '',
      registrationNumber: '',
      organizationType: '1',
      companyAddress: '',
      companyCity: '',
      companyZipCode: '',
      companyCountry: '',
      companyEmail: '',
      companyWebsite: '',
      companyPhoneNumber: '',
      companySize: '',
      eventsPerYear: '',
      sectors: [],
      ...defaults,
    },
  });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate aria-label="Company">
      <CompanyFields
        form={form}
        // Only the names the form gives differently; registrationNumber, sectors and the rest match.
        names={{ name: 'companyName', email: 'companyEmail', phoneNumber: 'companyPhoneNumber' }}
        lists={lists}
        emailHint="Leave blank to use your own email."
        address={
          <AddressFields
            form={form}
            names={{
              address: 'companyAddress',
              city: 'companyCity',
              zipCode: 'companyZipCode',
              country: 'companyCountry',
            }}
            countries={lists?.countries}
            addressLabel="Company address"
            addressHint="The verification letter with your code is posted here."
            countryLabel="Company country"
          />
        }
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CompanyFields and AddressFields', () => {
  it('show every field under its label, with the labels a page words its own way', () => {
    render(<CompanyForm lists={LISTS} onSave={jest.fn()} />);
    for (const label of [
      'Company name',
      'Registered company name',
      'Registration number',
      'Organisation type',
      'Company address',
      'City',
      'Zip code',
      'Company country',
      'Company email',
      'Company website',
      'Company size',
      'Events per year',
    ])
      expect(screen.getByLabelText(new RegExp(`^${label}\\*?$`))).toBeInTheDocument();
    expect(screen.getByLabelText('Company address')).toHaveAccessibleDescription(
      'The verification letter with your code is posted here.',
    );
    expect(screen.getByLabelText('Company email')).toHaveAccessibleDescription('Leave blank to use your own email.');
    expect(screen.getByRole('group', { name: 'Company phone number' })).toBeInTheDocument();
    expect(screen.getByText('Industry sectors')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '11-50 employees' })).toBeInTheDocument();
  });

  it("shows a field's message on that field, under the form's own name for it", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<CompanyForm lists={LISTS} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Company name/)).toHaveAccessibleDescription('Company name is required'),
    );
    expect(screen.getByLabelText(/^Company name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("passes what is typed and chosen through to the form's values", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<CompanyForm lists={LISTS} onSave={onSave} />);
    await user.type(screen.getByLabelText(/^Company name/), 'Harbour Events');
    await user.selectOptions(screen.getByLabelText('Organisation type'), 'Charity');
    await user.type(screen.getByLabelText('Company address'), '1 Quay Street');
    await user.type(screen.getByLabelText('City'), 'Liverpool');
    await user.type(screen.getByLabelText('Zip code'), 'L3 4AF');
    await user.selectOptions(screen.getByLabelText('Company country'), 'United Kingdom');
    await user.type(screen.getByLabelText('Company email'), 'hello@harbour.example');
    const phone = screen.getByRole('group', { name: 'Company phone number' });
    await user.selectOptions(within(phone).getByLabelText('Dial code'), 'United Kingdom (+44)');
    await user.type(within(phone).getByLabelText('Phone number'), '151 496 0000');
    await user.selectOptions(screen.getByLabelText('Company size'), '11-50 employees');
    await user.click(screen.getByRole('checkbox', { name: 'Health' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({
      companyName: 'Harbour Events',
      organizationType: '2',
      companyAddress: '1 Quay Street',
      companyCity: 'Liverpool',
      companyZipCode: 'L3 4AF',
      companyCountry: '44',
      companyEmail: 'hello@harbour.example',
      companyPhoneNumber: '+44 151 496 0000',
      companySize: '11-50',
      sectors: [6],
    });
  });

  it('shows the chosen country and phone once the lists arrive after the values', async () => {
    function Late() {
      const [lists, setLists] = useState<typeof LISTS | undefined>(undefined);
      return (
        <>
          <button type="button" onClick={() => setLists(LISTS)}>
            Load
          </button>
          <CompanyForm
            lists={lists}
            defaults={{ companyCountry: '47', companyPhoneNumber: '+47 22 00 00 00', sectors: [5] }}
            onSave={jest.fn()}
          />
        </>
      );
    }
    render(<Late />);
    expect(screen.getByLabelText('Company country')).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByLabelText('Company country')).toHaveValue('47');
    expect(screen.getByLabelText('Phone number')).toHaveValue('22 00 00 00');
    expect(screen.getByRole('checkbox', { name: 'Finance' })).toBeChecked();
  });
});

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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
