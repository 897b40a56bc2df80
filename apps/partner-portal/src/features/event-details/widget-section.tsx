// An event's "On your website" part: the ticket widget's snippet to copy (a script, or an iframe), its
// colours (saved with PUT /api/partner/events/{id}/widget, refused below AA contrast in the same
// schema's words) and a preview of the widget in them.
import { useState } from 'react';
import { useGetEventWidgetQuery, useSetEventWidgetMutation } from '@pavilion/api-client';
import {
  contrastRatio,
  formatPrice,
  ZWidgetColours,
  type TPartnerEventDetail,
  type TWidgetColours,
  type TWidgetColoursInput,
  WIDGET_MESSAGES,
} from '@pavilion/domain';
import { EventSection } from '@pavilion/features-event';
import { Form, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Button, Cluster, TextArea, TextField } from '@pavilion/ui';
import { config } from '../../config/env';
import { WIDGET_SECTION_TEXT as T } from './widget.messages';
import './widget-section.css';

/** Where Pavilion serves the widget: the marketplace's address (this page's own in development). */
function pavilionOrigin(): string {
  const { urls } = config as Partial<typeof config>;
  return urls?.marketplace || window.location.origin;
}

export function widgetSnippets(origin: string, eventId: number, eventName: string) {
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    script: `<div data-pavilion-event="${eventId}"></div>\n<script src="${origin}/widget/v1.js" async></script>`,
    iframe: `<iframe src="${origin}/widget/v1/frame?event=${eventId}" title="${attribute(T.frameTitle({ event: eventName }))}" width="100%" height="420" style="border:0"></iframe>`,
  };
}

export function WidgetSection({ event }: { event: TPartnerEventDetail }) {
  const result = useGetEventWidgetQuery(event.id);
  const snippets = widgetSnippets(pavilionOrigin(), event.id, event.name);
  return (
    <EventSection id="widget" title={T.title}>
      <p>{T.intro}</p>
      {!event.isPublic && <p>{T.notPublicYet}</p>}
      <Snippet what="script" label={T.scriptLabel} hint={T.scriptHint} code={snippets.script} />
      <Snippet what="iframe" label={T.frameLabel} code={snippets.iframe} />
      <QueryView result={result} loadingLabel={T.loading} errorTitle={T.loadFailed}>
        {(colours) => <ColoursForm event={event} colours={colours} />}
      </QueryView>
    </EventSection>
  );
}

function Snippet({
  what,
  label,
  hint,
  code,
}: {
  what: 'script' | 'iframe';
  label: string;
  hint?: string;
  code: string;
}) {
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard
      .writeText(code)
      .then(() => setStatus('copied'))
      .catch(() => setStatus('failed'));
  return (
    <div className="pv-widget-snippet">
      <TextArea label={label} hint={hint} value={code} readOnly rows={what === 'script' ? 2 : 3} spellCheck={false} />
      <Cluster gap={2}>
        <Button variant="secondary" onClick={() => void copy()} aria-label={T.copyNamed({ what })}>
          {T.copy}
        </Button>
        <span role="status">{status === 'copied' ? T.copied : status === 'failed' ? T.copyFailed : ''}</span>
      </Cluster>
    </div>
  );
}

function ColoursForm({ event, colours }: { event: TPartnerEventDetail; colours: TWidgetColours }) {
  const [save] = useSetEventWidgetMutation();
  const [saved, setSaved] = useState(false);
  const { form, server, submit, submitting } = useZodForm<TWidgetColoursInput, TWidgetColours>(ZWidgetColours, {
    defaultValues: colours,
  });
  const [accent, accentText] = form.watch(['accent', 'accentText']);
  const shown = isHex(accent) && isHex(accentText) ? { accent, accentText } : colours;
  const ratio = Math.floor(contrastRatio(shown.accent, shown.accentText) * 100) / 100;
  return (
    <div className="pv-widget-colours">
      <Form
        aria-label={T.form}
        alertTitle={T.notSaved}
        server={server}
        onSubmit={(e) => {
          setSaved(false);
          return submit(async (body) => {
            await save({ eventId: event.id, body }).unwrap();
            setSaved(true);
          }, T.failed)(e);
        }}
      >
        <h3>{T.coloursTitle}</h3>
        <p>{T.coloursIntro}</p>
        <TextField
          label={T.accent}
          hint={T.colourHint}
          autoComplete="off"
          spellCheck={false}
          error={form.formState.errors.accent?.message}
          {...form.register('accent')}
        />
        <TextField
          label={T.accentText}
          hint={T.colourHint}
          autoComplete="off"
          spellCheck={false}
          error={form.formState.errors.accentText?.message}
          {...form.register('accentText')}
        />
        <Cluster as="p" gap={2} role="status">
          <span>{T.contrast({ ratio })}</span>
          {saved && <span>{T.saved}</span>}
        </Cluster>
        <Cluster>
          <Button type="submit" loading={submitting}>
            {T.save}
          </Button>
        </Cluster>
      </Form>
      <Preview event={event} colours={shown} />
    </div>
  );
}

const isHex = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v.trim());

/** The widget as it will look in these colours (the ticket types as the public sees them). */
function Preview({ event, colours }: { event: TPartnerEventDetail; colours: TWidgetColours }) {
  return (
    <figure className="pv-widget-preview" aria-label={T.previewLabel}>
      <figcaption>{T.previewTitle}</figcaption>
      <div className="pv-widget-preview__frame">
        <p className="pv-widget-preview__event">{event.name}</p>
        <ul>
          {event.ticketTypes.map((t) => (
            <li key={t.id}>
              <span>{t.name}</span> <span>{formatPrice(t.price, t.currencyCode)}</span>
            </li>
          ))}
        </ul>
        <span
          className="pv-widget-preview__button"
          style={{ background: colours.accent.trim(), color: colours.accentText.trim() }}
        >
          {WIDGET_MESSAGES.buy}
        </span>
      </div>
    </figure>
  );
}
