/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
// The event's "On your website" part: the snippets carry the event's id, the colours are saved, a pair
// too faint to read is refused in words before anything is sent, and the server's refusal shows too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventDetailsPage } from './event-details-page';
import { testPartnerEvent } from '../../testing/partner-event';

jest.mock('../../config/env', () => ({
  config: { apiUrl: '/api', urls: { marketplace: 'https://pavilion.example', partner: '', admin: '' } },
}));

function renderEvent({ serverRefuses = false } = {}) {
  const api = mockApi({
    'GET /partner/events/10': answer(testPartnerEvent({ id: 10, name: 'FinTech Summit' })),
    'GET /partner/events/10/widget': answer({ accent: '#1d4ed8', accentText: '#ffffff' }),
    'PUT /partner/events/10/widget': ({ body }) =>
      serverRefuses
        ? answer(
            {
              error: 'The event is being changed',
              code: 'VALIDATION_FAILED',
              fields: { accentText: 'The text on the accent colour has a contrast of 4.4:1, too low to read' },
            },
            400,
          )
        : answer(body),
  });
  renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
  return api;
}

describe("an event's ticket widget on the organiser's website", () => {
  it("gives a script and an iframe to copy, both naming the event's id", async () => {
    renderEvent();
    const script = await screen.findByRole('textbox', { name: 'Script to copy' });
    expect(script).toHaveValue(
      '<div data-pavilion-event="10"></div>\n<script src="https://pavilion.example/widget/v1.js" async></script>',
    );
    expect(script).toHaveAttribute('readonly');
    const frame = screen.getByRole('textbox', { name: 'Or an iframe, for sites that take no scripts' });
    expect((frame as HTMLTextAreaElement).value).toContain('src="https://pavilion.example/widget/v1/frame?event=10"');
    expect((frame as HTMLTextAreaElement).value).toContain('title="Tickets for FinTech Summit"');
    expect(screen.getByRole('button', { name: 'Copy the script' })).toBeInTheDocument();
    expect(screen.getByText(/once the event is approved and published/)).toBeInTheDocument();
  });

  it('refuses colours too faint to read in words, sending nothing, and saves readable ones', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderEvent();
    const form = await screen.findByRole('form', { name: 'Widget colours' });
    const accent = within(form).getByRole('textbox', { name: /^Accent colour/ });
    const text = within(form).getByRole('textbox', { name: /^Text on the accent/ });
    expect(within(form).getByText('Contrast 6.7:1')).toBeInTheDocument();

    await user.clear(accent);
    await user.type(accent, '#ffff00');
    expect(await within(form).findByText('Contrast 1.07:1')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save colours' }));
    expect(
      await within(form).findByText(
        'The text on the accent colour has a contrast of 1.07:1, too low to read: choose colours with at least 4.5:1 (a darker accent or a lighter text, or the other way round)',
      ),
    ).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /partner/events/10/widget')).toEqual([]);

    await user.clear(accent);
    await user.type(accent, '#0B6E4F');
    await user.click(within(form).getByRole('button', { name: 'Save colours' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /partner/events/10/widget').map((call) => call.body)).toEqual([
        { accent: '#0b6e4f', accentText: '#ffffff' },
      ]),
    );
    expect(await within(form).findByText(/^Colours saved\./)).toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: 'Preview of the widget' });
    expect(within(preview).getByText('Buy tickets')).toHaveStyle({ background: '#0b6e4f', color: '#ffffff' });
  });

  it("shows the server's refusal on its field", async () => {
    const user = userEvent.setup({ delay: null });
    renderEvent({ serverRefuses: true });
    const form = await screen.findByRole('form', { name: 'Widget colours' });
    await user.click(within(form).getByRole('button', { name: 'Save colours' }));
    expect(await within(form).findByText(/has a contrast of 4.4:1, too low to read/)).toBeInTheDocument();
  });

  describe('in German', () => {
    inLanguage('de');

    it('says it in German, with the contrast written the German way', async () => {
      renderEvent();
      expect(await screen.findByRole('heading', { name: 'Auf Ihrer Website' })).toBeInTheDocument();
      const form = await screen.findByRole('form', { name: 'Farben des Widgets' });
      expect(within(form).getByText('Kontrast 6,7:1')).toBeInTheDocument();
    });
  });
});
