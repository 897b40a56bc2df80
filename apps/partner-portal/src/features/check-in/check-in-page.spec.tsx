/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type RecordedCall } from '@pavilion/api-client/testing';
import type { TAttendee, TCheckInAnswer, TCheckInSummary, TPartnerEventDetail } from '@pavilion/domain';
import { inLanguage, testEventDetail } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { CheckInPage } from './check-in-page';
import { decodeQrFile } from './qr-decode';
import { readQueue } from './scan-queue';
import { testPartnerEvent, withStock } from '../../testing/partner-event';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));
// The pixels of an image are not read in jsdom: the decoder's answer is given here.
jest.mock('./qr-decode', () => ({ decodeQrFile: jest.fn(), decodeQr: jest.fn() }));
const decoded = decodeQrFile as jest.MockedFunction<typeof decodeQrFile>;

const EVENT = 10;
const CODE = 'PVT1.7f1c1d9e-3a52-4a53-9d6c-2f3b0b7f7a11.signature';

function partnerEvent(): TPartnerEventDetail {
  return testPartnerEvent({
    id: EVENT,
    ticketTypes: testEventDetail().ticketTypes.map((type) => withStock(type, 100, 10)),
    subEvents: [],
    vettingStatusUpdates: [],
    isPublic: true,
  });
}

const summary: TCheckInSummary = {
  eventId: EVENT,
  checkedIn: 1,
  sold: 3,
  ticketTypes: [{ ticketTypeId: 1, name: 'Standard', checkedIn: 1, sold: 3 }],
};

function attendee(overrides: Partial<TAttendee>): TAttendee {
  return {
    ticketId: '11111111-2222-4333-8444-555555555555',
    orderId: '99999999-2222-4333-8444-555555555555',
    firstName: 'Bram',
    surname: 'Adler',
    attendeeName: 'Bram Adler',
    email: 'bram@adler.example',
    company: 'Acme',
    jobTitle: 'Planner',
    ticketTypeId: 1,
    ticketTypeName: 'Standard',
    checkedInAt: null,
    checkedInBy: null,
    ...overrides,
  };
}

const bram = attendee({});
const cleo = attendee({
  ticketId: 'aaaaaaaa-2222-4333-8444-555555555555',
  firstName: 'Cleo',
  surname: 'Zander',
  attendeeName: 'Cleo Zander',
  email: 'cleo@zander.example',
  checkedInAt: '2025-09-01T08:05:00.000Z',
  checkedInBy: 'Maria Lopez',
});

const checkedIn: TCheckInAnswer = {
  result: 'CHECKED_IN',
  message: 'Checked in: Ada Lovelace, Standard',
  ticket: {
    id: '7f1c1d9e-3a52-4a53-9d6c-2f3b0b7f7a11',
    attendeeName: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical',
    jobTitle: 'Engineer',
    ticketTypeId: 1,
    ticketTypeName: 'Standard',
    eventId: EVENT,
    eventName: 'FinTech Summit',
  },
  checkedInAt: '2025-09-01T08:10:00.000Z',
  checkedInBy: 'Grace Hopper',
};

function api(scan: (call: RecordedCall) => ReturnType<typeof answer>, counts: TCheckInSummary = summary) {
  return mockApi({
    [`GET /partner/events/${EVENT}`]: answer(partnerEvent()),
    [`GET /partner/events/${EVENT}/check-ins/summary`]: answer(counts),
    [`GET /partner/events/${EVENT}/attendees`]: (call) =>
      answer(paged(call.path.includes('q=') ? [bram] : [bram, cleo])),
    [`POST /partner/events/${EVENT}/check-ins`]: scan,
    [`DELETE /partner/events/${EVENT}/check-ins/${cleo.ticketId}`]: answer({
      ...cleo,
      checkedInAt: null,
      checkedInBy: null,
    }),
  });
}

const renderPage = () =>
  renderPartnerPage(
    [{ path: '/event-details/:id/check-in', element: <CheckInPage /> }],
    `/event-details/${EVENT}/check-in`,
  );

const qrImage = () => new File(['png'], 'ticket.png', { type: 'image/png' });

beforeEach(() => {
  localStorage.clear();
  decoded.mockReset();
});

describe('CheckInPage', () => {
  it('checks in the ticket of a QR image and says so in a live region, with the counts and the list', async () => {
    const mock = api(() => answer(checkedIn));
    decoded.mockResolvedValue(CODE);
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in: FinTech Summit' })).toBeInTheDocument();
    expect(await screen.findByText(/of 3 checked in/)).toHaveTextContent('1 of 3 checked in');
    const counts = screen.getByRole('table', { name: 'Checked in by ticket type' });
    expect(within(counts).getByRole('row', { name: /Standard/ })).toHaveTextContent('Standard13');

    await user.upload(screen.getByLabelText('Scan a QR code image'), qrImage());
    const region = screen.getByTestId('scan-result');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toHaveTextContent('Checked in'));
    expect(region).toHaveTextContent('Checked in: Ada Lovelace, Standard');
    expect(mock.callsTo(`POST /partner/events/${EVENT}/check-ins`)).toEqual([
      expect.objectContaining({ body: { code: CODE } }),
    ]);

    const rows = await screen.findByRole('table', { name: /^Attendees and their check-in/ });
    expect(within(rows).getByRole('row', { name: /Cleo Zander/ })).toHaveTextContent(
      'Checked in Sep 1, 2025, 09:05 BST by Maria Lopez',
    );
    expect(screen.getByRole('link', { name: 'Download this list (CSV)' })).toHaveAttribute(
      'href',
      `/api/partner/events/${EVENT}/attendees?format=csv`,
    );
  });

  it('says each refusal in words: already checked in, cancelled, another event, not a ticket', async () => {
    const answers: TCheckInAnswer[] = [
      {
        ...checkedIn,
        result: 'ALREADY_CHECKED_IN',
        message: 'Ada Lovelace was already checked in at Sep 1, 2025, 09:10 BST by Grace Hopper',
      },
      { result: 'CANCELLED', message: 'This ticket was cancelled and refunded', ticket: checkedIn.ticket },
      { result: 'OTHER_EVENT', message: 'This ticket is for another organiser’s event' },
      { result: 'INVALID', message: 'Not a ticket: this code was not issued by Pavilion' },
    ];
    let n = 0;
    api(() => answer(answers[n++]));
    decoded.mockResolvedValue(CODE);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const input = await screen.findByLabelText('Scan a QR code image');
    const region = screen.getByTestId('scan-result');
    const expected = [
      ['Already checked in', 'by Grace Hopper'],
      ['Cancelled ticket', 'This ticket was cancelled and refunded'],
      ['Another event', 'another organiser’s event'],
      ['Not a ticket', 'not issued by Pavilion'],
    ];
    for (const [title, words] of expected) {
      await user.upload(input, qrImage());
      await waitFor(() => expect(region).toHaveTextContent(title));
      expect(region).toHaveTextContent(words);
    }
  });

  it('says in words that a code was replaced by a change of attendee, and that a ticket is not named yet', async () => {
    const answers: TCheckInAnswer[] = [
      {
        result: 'REPLACED',
        message: 'This code no longer works: the ticket was passed to someone else, who has a new code',
      },
      {
        result: 'NOT_NAMED',
        message:
          'This ticket has no attendee yet: its buyer, Ada Lovelace, must name the attendee before it can be used',
      },
    ];
    let n = 0;
    api(() => answer(answers[n++]));
    decoded.mockResolvedValue(CODE);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const input = await screen.findByLabelText('Scan a QR code image');
    const region = screen.getByTestId('scan-result');
    for (const [title, words] of [
      ['Code replaced', 'passed to someone else'],
      ['Not named yet', 'its buyer, Ada Lovelace, must name the attendee'],
    ]) {
      await user.upload(input, qrImage());
      await waitFor(() => expect(region).toHaveTextContent(title));
      expect(region).toHaveTextContent(words);
    }
  });

  it('lists a ticket not named yet as such, with nothing to check in by hand', async () => {
    const unnamed = attendee({
      ticketId: 'bbbbbbbb-2222-4333-8444-555555555555',
      firstName: null,
      surname: null,
      attendeeName: null,
      email: null,
      company: null,
      jobTitle: null,
    });
    mockApi({
      [`GET /partner/events/${EVENT}`]: answer(partnerEvent()),
      [`GET /partner/events/${EVENT}/check-ins/summary`]: answer(summary),
      [`GET /partner/events/${EVENT}/attendees`]: answer(paged([bram, unnamed])),
    });
    renderPage();
    const rows = await screen.findByRole('table', { name: /^Attendees and their check-in/ });
    const row = await within(rows).findByRole('row', { name: /Not named yet/ });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(within(rows).getByRole('row', { name: /Bram Adler/ })).getByRole('button')).toBeInTheDocument();
  });

  it('says so when an image holds no QR code, and sends nothing', async () => {
    const mock = api(() => answer(checkedIn));
    decoded.mockResolvedValue(null);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.upload(await screen.findByLabelText('Scan a QR code image'), qrImage());
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveTextContent('No QR code was found'));
    expect(mock.callsTo(`POST /partner/events/${EVENT}/check-ins`)).toHaveLength(0);
  });

  it('checks in from the list by hand, undoes a check-in, and searches', async () => {
    const mock = api(() => answer({ ...checkedIn, message: 'Checked in: Bram Adler, Standard' }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    const checkInBram = await screen.findByRole('button', { name: 'Check in Bram Adler' });
    await user.click(checkInBram);
    await waitFor(() =>
      expect(screen.getByTestId('scan-result')).toHaveTextContent('Checked in: Bram Adler, Standard'),
    );
    expect(mock.callsTo(`POST /partner/events/${EVENT}/check-ins`)[0]!.body).toEqual({ ticketId: bram.ticketId });

    await user.click(screen.getByRole('button', { name: 'Undo check-in of Cleo Zander' }));
    await waitFor(() =>
      expect(mock.callsTo(`DELETE /partner/events/${EVENT}/check-ins/${cleo.ticketId}`)).toHaveLength(1),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Find an attendee' }), 'adler{Enter}');
    await waitFor(() =>
      expect(mock.calls.some((c) => c.path === `/partner/events/${EVENT}/attendees?q=adler`)).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Check-in status'), 'Not checked in');
    await waitFor(() => expect(mock.calls.some((c) => c.path.includes('checkedIn=false'))).toBe(true));
    expect(screen.getByRole('link', { name: 'Download this list (CSV)' }).getAttribute('href')).toContain(
      'checkedIn=false',
    );
  });

  it('keeps scans made without a connection and sends them with their time when it returns', async () => {
    let online = false;
    const mock = api(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return answer({
        ...checkedIn,
        result: 'ALREADY_CHECKED_IN',
        message: 'Ada Lovelace was already checked in at Sep 1, 2025, 09:01 BST by Maria Lopez',
      });
    });
    decoded.mockResolvedValue(CODE);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.upload(await screen.findByLabelText('Scan a QR code image'), qrImage());
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveTextContent('Saved offline'));
    expect(screen.getByText(/1 scan waits to be sent/)).toBeInTheDocument();
    const [queued] = readQueue(EVENT);
    expect(queued).toMatchObject({ body: { code: CODE } });

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(readQueue(EVENT)).toEqual([]));
    const sent = mock.callsTo(`POST /partner/events/${EVENT}/check-ins`);
    expect(sent.at(-1)!.body).toEqual({ code: CODE, scannedAt: queued!.scannedAt });
    const conflicts = await screen.findByRole('region', { name: 'Offline scans that need a look (1)' });
    expect(conflicts).toHaveTextContent('already checked in at Sep 1, 2025, 09:01 BST by Maria Lopez');
    expect(screen.queryByText(/waits to be sent/)).not.toBeInTheDocument();
  });

  describe('in German', () => {
    inLanguage('de');

    it('shows the desk, the counts and the attendee list in German', async () => {
      api(() => answer(checkedIn), {
        ...summary,
        sold: 1500,
        ticketTypes: [{ ticketTypeId: 1, name: 'Standard', checkedIn: 1, sold: 1500 }],
      });
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Check-in: FinTech Summit' })).toBeInTheDocument();
      expect(await screen.findByText(/von 1.500 eingecheckt$/)).toHaveTextContent('1 von 1.500 eingecheckt');
      expect(screen.getByRole('button', { name: 'Mit der Kamera scannen' })).toBeInTheDocument();
      const rows = await screen.findByRole('table', { name: /^Teilnehmer und ihr Check-in/ });
      expect(within(rows).getByRole('row', { name: /Cleo Zander/ })).toHaveTextContent(
        /Eingecheckt am .+ von Maria Lopez/,
      );
      expect(
        within(rows).getByRole('button', { name: 'Check-in von Cleo Zander rückgängig machen' }),
      ).toHaveTextContent('Rückgängig');
    });
  });
});
