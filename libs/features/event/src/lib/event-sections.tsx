// The read-only sections of an event: information, industry and audience, attendee and exhibitor
// information, agenda highlights, optional extras and documents. Typed on the domain's event detail.
import type { ReactNode } from 'react';
import {
  damagePolicyWords,
  UI_TEXT,
  eventTypeLabel,
  formatPrice,
  numberFormat,
  type TEventDetail,
  type TOptionItem,
} from '@pavilion/domain';
import { EVENT_TEXT as T } from './messages';
import { Badge, DownloadIcon, ExternalLinkIcon } from '@pavilion/ui';
import { formatEventDateTime } from './format';
import { useHeadingTag } from './headings';
import { ReadMore } from './read-more';

/** A section of the event view with its heading, one level below the event's name. */
export function EventSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const Heading = useHeadingTag(1);
  return (
    <section className={['pv-detail__section', className].filter(Boolean).join(' ')} aria-labelledby={`pv-${id}-title`}>
      <Heading id={`pv-${id}-title`}>{title}</Heading>
      {children}
    </section>
  );
}

const Section = EventSection;

/** A heading inside a section (an agenda item, an extra). */
function ItemHeading({ children }: { children: ReactNode }) {
  const Heading = useHeadingTag(2);
  return <Heading>{children}</Heading>;
}

/** A fact as a term and its description; nothing is shown for an empty value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (
    children === null ||
    children === undefined ||
    children === '' ||
    (Array.isArray(children) && children.length === 0)
  )
    return null;
  return (
    <div className="pv-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Names({ items, label }: { items: readonly TOptionItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="pv-tags" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Badge>{item.name}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Countries({ items, label }: { items: TEventDetail['attendeeCountries']; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="pv-tags" aria-label={label}>
      {items.map((country) => (
        <li key={country.id}>
          {/* Names only: emoji flags show as two letters or empty boxes where the system has no emoji font. */}
          <Badge>{country.name}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Name, address and city, without repeating a city the address already names. */
export function venueText(venue: NonNullable<TEventDetail['venue']>): string {
  const parts = [venue.name, venue.address];
  if (venue.city && !(venue.address ?? '').includes(venue.city)) parts.push(venue.city);
  return parts.filter(Boolean).join(', ');
}

const numberText = (value: number | null) => (value == null ? null : numberFormat().format(value));

/** The space between two pieces of a line (a link and its hidden '(opens in a new tab)'). */
const SPACE = ' ';

export function EventInformation({ event }: { event: TEventDetail }) {
  const attendance =
    ({ 1: T.inPerson, 2: T.virtual, 3: T.hybrid } as Record<number, string>)[event.attendanceType] ?? null;
  const attendeeRange =
    event.minAttendees != null && event.maxAttendees != null
      ? T.attendeeRange({ min: numberText(event.minAttendees)!, max: numberText(event.maxAttendees)! })
      : numberText(event.maxAttendees ?? event.minAttendees);
  return (
    <Section id="information" title={T.information}>
      <ReadMore text={event.description} />
      <dl className="pv-facts">
        <Fact term={T.starts}>
          <time dateTime={event.startDateTime}>{formatEventDateTime(event.startDateTime, event.timeZone)}</time>
        </Fact>
        <Fact term={T.ends}>
          <time dateTime={event.endDateTime}>{formatEventDateTime(event.endDateTime, event.timeZone)}</time>
        </Fact>
        <Fact term={T.venue}>{event.venue ? venueText(event.venue) : null}</Fact>
        <Fact term={T.attendance}>{attendance}</Fact>
        <Fact term={T.eventType}>{eventTypeLabel(event)}</Fact>
        <Fact term={T.organiser}>
          {event.partner ? (
            <span className="pv-organiser">
              {event.partner.logoUrl && (
                // The name follows: the logo adds nothing a screen reader needs.
                <img className="pv-organiser__logo" src={event.partner.logoUrl} alt="" width={32} height={32} />
              )}
              {event.partner.partnerName}
            </span>
          ) : null}
        </Fact>
        <Fact term={T.expectedAttendees}>{attendeeRange}</Fact>
        <Fact term={T.website}>
          {event.websiteUrl ? (
            <a href={event.websiteUrl} target="_blank" rel="noopener noreferrer" className="pv-external-link">
              {event.websiteUrl.replace(/^https?:\/\//, '')}
              <ExternalLinkIcon size={14} />
              <span className="pv-visually-hidden">
                {SPACE}
                {T.opensInNewTab}
              </span>
            </a>
          ) : null}
        </Fact>
      </dl>
      {event.otherInformation && (
        <>
          <ItemHeading>{T.otherInformation}</ItemHeading>
          <p>{event.otherInformation}</p>
        </>
      )}
      {event.damagePolicy && (
        <>
          <ItemHeading>{T.damagePolicy}</ItemHeading>
          <p>{damagePolicyWords(event.damagePolicy)}</p>
        </>
      )}
    </Section>
  );
}

export function IndustryAndAudience({ event }: { event: TEventDetail }) {
  const classes = [
    ...event.attendeeClasses,
    ...(event.otherAttendeeClass ? [{ id: -1, name: event.otherAttendeeClass }] : []),
  ];
  return (
    <Section id="industry" title={T.industry}>
      <dl className="pv-facts">
        <Fact term={T.sectors}>
          {event.sectors.length ? (
            <ul className="pv-sector-list">
              {event.sectors.map((sector) => (
                <li key={sector.id}>
                  <strong>{sector.name}</strong>
                  {sector.sectorSubtypes.length > 0 &&
                    T.subtypes({ names: sector.sectorSubtypes.map((subtype) => subtype.name).join(', ') })}
                </li>
              ))}
            </ul>
          ) : null}
        </Fact>
        <Fact term={T.audiences}>
          {event.audiences.length ? <Names items={event.audiences} label={T.audiences} /> : null}
        </Fact>
        <Fact term={T.attendeeClasses}>
          {classes.length ? <Names items={classes} label={T.attendeeClasses} /> : null}
        </Fact>
        <Fact term={T.attendeeJobTitles}>
          {event.attendeeJobTitles.length ? (
            <Names items={event.attendeeJobTitles} label={T.attendeeJobTitles} />
          ) : null}
        </Fact>
        <Fact term={T.attendeeDesignations}>
          {event.attendeeDesignations.length ? (
            <Names items={event.attendeeDesignations} label={T.attendeeDesignations} />
          ) : null}
        </Fact>
      </dl>
    </Section>
  );
}

export function AttendeesAndExhibitors({ event }: { event: TEventDetail }) {
  const size = event.eventSize
    ? `${event.eventSize.name}${event.eventSize.name.includes(event.eventSizeMetric) ? '' : ` (${event.eventSizeMetric})`}`
    : null;
  return (
    <Section id="attendees" title={T.attendees}>
      <dl className="pv-facts">
        <Fact term={T.numberOfAttendees}>{event.numAttendees?.name ?? null}</Fact>
        <Fact term={T.attendeesLastEdition}>{numberText(event.previousNumAttendees)}</Fact>
        <Fact term={T.attendeeCountries}>
          {event.attendeeCountries.length ? (
            <Countries items={event.attendeeCountries} label={T.attendeeCountries} />
          ) : null}
        </Fact>
        <Fact term={T.numberOfExhibitors}>{event.numExhibitors?.name ?? null}</Fact>
        <Fact term={T.exhibitorsLastEdition}>{numberText(event.previousNumExhibitors)}</Fact>
        <Fact term={T.exhibitorTypes}>
          {event.exhibitorTypes.length ? <Names items={event.exhibitorTypes} label={T.exhibitorTypes} /> : null}
        </Fact>
        <Fact term={T.exhibitorCountries}>
          {event.exhibitorCountries.length ? (
            <Countries items={event.exhibitorCountries} label={T.exhibitorCountries} />
          ) : null}
        </Fact>
        <Fact term={T.eventSize}>{size}</Fact>
      </dl>
    </Section>
  );
}

export function AgendaHighlights({
  items,
  timeZone,
}: {
  items: TEventDetail['agendaItems'];
  /** The event's zone: times read as people at the event read them. */
  timeZone: string;
}) {
  const sorted = [...items].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
  return (
    <Section id="agenda" title={T.agenda}>
      {sorted.length === 0 ? (
        <p>{UI_TEXT.noAgendaItems}</p>
      ) : (
        <ol className="pv-agenda">
          {sorted.map((item) => (
            <li key={item.id}>
              <time dateTime={item.startDateTime}>{formatEventDateTime(item.startDateTime, timeZone)}</time>
              <ItemHeading>{item.name}</ItemHeading>
              {item.description && <p>{item.description}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function OptionalExtras({
  subEvents,
  timeZone,
  note,
}: {
  subEvents: TEventDetail['subEvents'];
  /** The event's zone. */
  timeZone: string;
  /** Under the extras when there are any: the marketplace says how buyers choose them. */
  note?: ReactNode;
}) {
  return (
    <Section id="extras" title={T.extras}>
      {subEvents.length === 0 ? (
        <p>{T.noExtras}</p>
      ) : (
        <ul className="pv-extras">
          {subEvents.map((extra) => (
            <li key={extra.id}>
              <div className="pv-extras__head">
                <ItemHeading>{extra.name}</ItemHeading>
                <span className="pv-extras__price">{formatPrice(extra.price, extra.currencyCode)}</span>
              </div>
              <p className="pv-extras__meta">
                {extra.subEventType && <Badge tone="info">{extra.subEventType}</Badge>}
                {SPACE}
                <time dateTime={extra.startDateTime}>{formatEventDateTime(extra.startDateTime, timeZone)}</time>
              </p>
              {extra.description && <p>{extra.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {subEvents.length > 0 && note && <p className="pv-extras__note">{note}</p>}
    </Section>
  );
}

const documentLabel = (type: TEventDetail['documents'][number]['type']): string =>
  type === 'agenda' ? T.agendaDocument : T.exhibitorList;

export function Documents({ documents }: { documents: TEventDetail['documents'] }) {
  return (
    <Section id="documents" title={T.documents}>
      {documents.length === 0 ? (
        <p>{UI_TEXT.noDocuments}</p>
      ) : (
        <ul className="pv-documents">
          {documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                <DownloadIcon size={16} />
                {document.name
                  ? T.documentNamed({ label: documentLabel(document.type), name: document.name })
                  : documentLabel(document.type)}
                <span className="pv-visually-hidden">
                  {SPACE}
                  {T.opensInNewTab}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
