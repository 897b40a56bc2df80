/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogues, setLocaleSource, type TAdminPartnerDetail } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { testAdminPartner } from '@pavilion/domain/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { PartnerDetailsPage } from './partner-details-page';
import { approveInVetting, emptyAuditTrail } from '../../testing/details-pages';

jest.setTimeout(20_000);

const PARTNER = testAdminPartner();

function renderPartner(routes: Parameters<typeof mockApi>[0] = {}) {
  let partner = PARTNER;
  const api = mockApi({
    'GET /admin/partners/7': () => answer(partner),
    'POST /admin/vetting-status/partners/7': (call) => {
      const body = call.body as { status: 'APPROVED'; comment: string; notes: string };
      partner = {
        ...partner,
        currentVettingStatus: body.status,
        vettingStatusUpdates: [
          ...partner.vettingStatusUpdates,
          {
            id: 2,
            status: body.status,
            comment: body.comment,
            notes: body.notes,
            createdAt: '2030-05-02T10:00:00.000Z',
            decidedBy: 'Alan Turing',
          },
        ],
      };
      return answer(partner);
    },
    ...emptyAuditTrail('partner', 7),
    ...routes,
  });
  renderRoutes([{ path: '/partner-details/:id', element: <PartnerDetailsPage /> }], '/partner-details/7');
  return api;
}

describe('PartnerDetailsPage', () => {
  it('shows every field, Verified badges from the data and the empty texts', async () => {
    renderPartner();
    expect(await screen.findByRole('heading', { level: 1, name: 'Iberia Congress Organisers' })).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText('B66789012')).toBeInTheDocument();
    // The email is verified, the address is not.
    expect(within(company).getAllByText('Verified')).toHaveLength(1);
    expect(within(company).getByText('hello@iberia.example').closest('dd')).toHaveTextContent('Verified');
    expect(within(screen.getByRole('region', { name: 'Bank accounts' })).getByText('**** 1234')).toBeInTheDocument();
    expect(screen.getByText('No documents available')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Team members' });
    expect(team).toHaveTextContent('Carmen Ruiz');
    // How each member asked to be contacted.
    expect(team).toHaveTextContent('Phone+34 600 555 017');
    expect(team).toHaveTextContent('Contact byPhone');
    expect(team).toHaveTextContent('Contact hoursWeekdays 9-14');
    expect(team).toHaveTextContent('LanguageSpanish');
  });

  it('offers Approve and Reject for a pending partner and waits for a comment', async () => {
    const api = renderPartner();
    const vetting = await screen.findByRole('region', { name: 'Vetting' });
    await approveInVetting(vetting, { comment: 'Welcome aboard', notes: 'Registry checked' });
    expect(await within(vetting).findByText(/Status updated to APPROVED/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      status: 'APPROVED',
      comment: 'Welcome aboard',
      notes: 'Registry checked',
    });
    // The approved entry is styled as primary.
    await waitFor(() =>
      expect(within(vetting).getByText('Welcome aboard').closest('li')).toHaveClass('pv-vetting__entry--primary'),
    );
    expect(within(vetting).getByText('Application received.').closest('li')).not.toHaveClass(
      'pv-vetting__entry--primary',
    );
  });

  it("shows the server's refusal in words", async () => {
    renderPartner({
      'POST /admin/vetting-status/partners/7': answer(
        { error: 'This partner is already rejected', code: 'CONFLICT' },
        409,
      ),
    });
    const vetting = await screen.findByRole('region', { name: 'Vetting' });
    await userEvent.selectOptions(within(vetting).getByRole('combobox', { name: /Status/ }), 'REJECTED');
    await userEvent.type(within(vetting).getByRole('textbox', { name: /Comment/ }), 'No');
    await userEvent.click(within(vetting).getByRole('button', { name: 'Update status' }));
    expect(await within(vetting).findByText('This partner is already rejected')).toBeInTheDocument();
    expect(within(vetting).getByText('Error updating status')).toBeInTheDocument();
  });

  it("holds the partner's payouts from its page, with the reason, and releases them", async () => {
    const user = userEvent.setup({ delay: null });
    let hold: TAdminPartnerDetail['payoutHold'] = null;
    const api = renderPartner({
      'GET /admin/partners/7': () => answer({ ...PARTNER, currentVettingStatus: 'APPROVED', payoutHold: hold }),
      'POST /admin/partners/7/payouts/hold': (call) => {
        hold = {
          reason: (call.body as { reason: string }).reason,
          heldAt: '2030-05-03T10:00:00.000Z',
          heldBy: 'Alan Turing',
        };
        return answer({ partnerId: 7, held: true, reason: hold.reason, heldAt: hold.heldAt });
      },
      'POST /admin/partners/7/payouts/release': () => {
        hold = null;
        return answer({ partnerId: 7, held: false, reason: null, heldAt: null });
      },
    });
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(payouts).toHaveTextContent('Not held: payouts are sent when they fall due.');
    // No reason: the words at the field, nothing sent.
    await user.click(within(payouts).getByRole('button', { name: 'Hold payouts' }));
    expect(
      await within(payouts).findByText('Give a reason of 5 to 500 characters for holding the payouts'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(within(payouts).getByLabelText('Reason (shown to the partner)'), 'Chargebacks under review');
    await user.click(within(payouts).getByRole('button', { name: 'Hold payouts' }));
    await waitFor(() => expect(payouts).toHaveTextContent('Held since'));
    expect(payouts).toHaveTextContent('by Alan Turing: Chargebacks under review');
    expect(api.calls.find((c) => c.path === '/admin/partners/7/payouts/hold')?.body).toEqual({
      reason: 'Chargebacks under review',
    });
    await user.click(within(payouts).getByRole('button', { name: 'Release payouts' }));
    await waitFor(() => expect(payouts).toHaveTextContent('Not held'));
  });

  it('counts the events, and says none is shown until the partner is approved', async () => {
    renderPartner();
    const events = await screen.findByRole('region', { name: 'Events' });
    expect(events).toHaveTextContent(
      '2 events: 0 in the marketplace, 2 waiting for review. None of its events is shown in the marketplace until the partner is approved.',
    );
  });

  it('says No partner data available for an unknown partner', async () => {
    renderPartner({ 'GET /admin/partners/7': answer({ error: 'Partner not found', code: 'NOT_FOUND' }, 404) });
    expect(await screen.findByText('No partner data available')).toBeInTheDocument();
  });
});

describe('PartnerDetailsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the company, the payouts and the vetting in German', async () => {
    renderPartner();
    expect(await screen.findByRole('region', { name: 'Unternehmen' })).toHaveTextContent('Organisationsart');
    expect(screen.getByRole('region', { name: 'Auszahlungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auszahlungen zurückhalten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prüfung' })).toBeInTheDocument();
  });

  it('counts the events and says in the same sentence that none is shown before approval', async () => {
    renderPartner();
    const events = await screen.findByRole('region', { name: 'Veranstaltungen' });
    expect(events).toHaveTextContent(
      '2 Veranstaltungen: 0 auf dem Marktplatz, 2 warten auf Prüfung. Keine seiner Veranstaltungen erscheint auf dem Marktplatz, bevor der Veranstalter genehmigt ist.',
    );
  });
});
