import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { TOptionsResponse } from '@pavilion/domain';
import { AddressFields } from './address-fields';
import { CompanyFields } from './company-fields';

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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByLabelText('Company country')).toHaveValue('47');
    expect(screen.getByLabelText('Phone number')).toHaveValue('22 00 00 00');
    expect(screen.getByRole('checkbox', { name: 'Finance' })).toBeChecked();
  });
});
