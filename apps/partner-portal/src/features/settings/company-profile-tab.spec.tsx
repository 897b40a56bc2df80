/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { COMPANY_MESSAGES } from '@pavilion/domain';
import { testAdminPartner } from '@pavilion/domain/testing';
import { renderPartnerPage, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { CompanyProfileTab } from './company-profile-tab';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const OPTIONS = { ...TEST_OPTIONS, organizationTypes: [{ id: 2, name: 'Agency' }] };

function renderTab(vatNumber: string | null, saved: (body: Record<string, unknown>) => unknown) {
  const partner = testAdminPartner({ country: { id: 49, name: 'Germany' }, sectors: [], vatNumber });
  const api = mockApi({
    'GET /options/': answer(OPTIONS),
    [`PUT /partners/${partner.id}`]: ({ body }) => saved(body as Record<string, unknown>) as ReturnType<typeof answer>,
  });
  renderPartnerPage([{ path: '/settings', element: <CompanyProfileTab partner={partner} /> }], '/settings');
  return { api, partner };
}

describe("Company Profile's VAT number", () => {
  it('shows the stored number and sends a new one compacted with its prefix, reading back what was saved', async () => {
    const { api, partner } = renderTab('DE129273398', (body) =>
      answer({ ...partner, ...body, country: partner.country }),
    );
    const field = await screen.findByRole('textbox', { name: 'VAT number' });
    expect(field).toHaveValue('DE129273398');
    expect(screen.getByText(/Printed on your invoices as seller/)).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.clear(field);
    await user.type(field, '811 907 980');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(api.callsTo(`PUT /partners/${partner.id}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /partners/${partner.id}`)[0]!.body).toMatchObject({
      vatNumber: 'DE811907980',
      country: 49,
    });
    expect(await screen.findByText('Your company profile is saved.')).toBeInTheDocument();
    expect(field).toHaveValue('DE811907980');
  });

  it("refuses a number that is not the country's at the field, sending nothing", async () => {
    const { api, partner } = renderTab(null, () => answer({}, 500));
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByRole('textbox', { name: 'VAT number' });
    expect(field).toHaveValue('');
    await user.type(field, 'GB980780684');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    const message = COMPANY_MESSAGES.vatNumberFormat({ country: 'Germany' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.callsTo(`PUT /partners/${partner.id}`)).toHaveLength(0);
  });

  it("shows the server's refusal of the number at the field", async () => {
    const refusal = COMPANY_MESSAGES.vatNumberFormat({ country: 'Germany' });
    const { api, partner } = renderTab('DE129273398', () =>
      answer({ error: refusal, code: 'VALIDATION_ERROR', fields: { vatNumber: refusal } }, 400),
    );
    await screen.findByRole('textbox', { name: 'VAT number' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(api.callsTo(`PUT /partners/${partner.id}`)).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: 'VAT number' })).toHaveAccessibleDescription(
      expect.stringContaining(refusal),
    );
  });
});
