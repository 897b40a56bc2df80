// Every filter of the search (the spec's filter request) in the left sidebar. Each group applies as
// soon as it changes (dates and price on Apply); the URL is the only state.
import type { ReactNode } from 'react';
import {
  ATTENDANCE_TYPES,
  CANCELLATION_FILTER_OPTIONS,
  EVENT_DURATIONS,
  SIZE_METRICS,
  UI_TEXT,
  dateRangeToFilter,
  type TCountryOption,
  type TEventFilter,
  type TOptionItem,
  type TSizeMetric,
} from '@pavilion/domain';
import { errorMessage, useGetOptionsQuery } from '@pavilion/api-client';
import {
  Accordion,
  AccordionItem,
  Alert,
  Button,
  DateRangePicker,
  MultiSelect,
  Select,
  RadioGroup,
  Skeleton,
  type MultiSelectOption,
} from '@pavilion/ui';
import { CountryFilter } from './country-filter';
import { LocationFilter } from './location-filter';
import { PriceFilter } from './price-filter';
import { SEARCH_TEXT } from './messages';

/** Words read when the sidebar renders (in the current language). */
const sizeMetricLabel = (metric: TSizeMetric): string =>
  metric === 'sqm' ? SEARCH_TEXT.squareMetres : SEARCH_TEXT.squareFeet;

/** The names of the option lists written in code (the domain's ids, the words here). */
const attendanceTypeName = (id: (typeof ATTENDANCE_TYPES)[number]['id']): string =>
  ({ 1: SEARCH_TEXT.inPerson, 2: SEARCH_TEXT.virtual, 3: SEARCH_TEXT.hybrid })[id];
const eventDurationName = (id: (typeof EVENT_DURATIONS)[number]['id']): string =>
  ({ 1: SEARCH_TEXT.oneDay, 2: SEARCH_TEXT.twoDays, 3: SEARCH_TEXT.threeDaysOrMore })[id];
const cancellationName = (id: (typeof CANCELLATION_FILTER_OPTIONS)[number]['id']): string =>
  ({ 'free-cancellation': SEARCH_TEXT.freeCancellation })[id];

/** The filter keys that hold a list of option ids. */
type TIdListKey =
  | 'sectorSubtypeIds'
  | 'eventTypeIds'
  | 'attendanceTypeIds'
  | 'eventDurationIds'
  | 'numAttendeesIds'
  | 'numExhibitorsIds'
  | 'attendeeJobTitleIds'
  | 'exhibitorTypeIds'
  | 'attendeeClassIds'
  | 'audienceIds';

/** Minimum ratings offered (the card's stars), from reviews. */
const MIN_RATINGS = [3, 3.5, 4, 4.5] as const;

const toOptions = (items: readonly { id: number; name: string }[]): MultiSelectOption<number>[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** The subtypes offered: those of the chosen sectors, or every subtype while no sector is chosen. */
export function subtypeOptions(
  sectors: readonly { id: number; sectorSubtypes: TOptionItem[] }[],
  sectorIds: readonly number[],
): TOptionItem[] {
  const chosen = sectorIds.length ? sectors.filter((sector) => sectorIds.includes(sector.id)) : sectors;
  return chosen.flatMap((sector) => sector.sectorSubtypes);
}

function titleWithCount(title: string, count: number): ReactNode {
  return count > 0 ? (
    <>
      {title} <span className="pv-filter__count">{SEARCH_TEXT.selectedCount({ count })}</span>
    </>
  ) : (
    title
  );
}

export interface FilterSidebarProps {
  filter: TEventFilter;
  onChange: (patch: Partial<TEventFilter>) => void;
  onClearAll: () => void;
  activeCount: number;
}

export function FilterSidebar({ filter, onChange, onClearAll, activeCount }: FilterSidebarProps) {
  const { data: options, isLoading, error, refetch } = useGetOptionsQuery();
  const ids = (list: readonly number[] | undefined): number[] => (list ? [...list] : []);
  const multi = (
    title: string,
    key: TIdListKey,
    items: readonly { id: number; name: string }[],
    filterable = items.length > 8,
  ) => {
    const value: number[] = ids(filter[key]);
    return (
      <AccordionItem key={key} title={titleWithCount(title, value.length)} defaultOpen={value.length > 0}>
        <MultiSelect<number>
          label={title}
          options={toOptions(items)}
          value={value}
          onChange={(next) => onChange({ [key]: next.length ? next : undefined } as Partial<TEventFilter>)}
          filterable={filterable}
          maxHeight="16rem"
        />
      </AccordionItem>
    );
  };

  const countryFilter = (
    title: string,
    chosenLabel: string,
    key: 'attendeeCountryIds' | 'exhibitorCountryIds',
    countries: readonly TCountryOption[],
  ) => {
    const value: number[] = ids(filter[key]);
    return (
      <AccordionItem title={titleWithCount(title, value.length)} defaultOpen={value.length > 0}>
        <CountryFilter
          label={title}
          chosenLabel={chosenLabel}
          countries={countries}
          value={value}
          onChange={(next) => onChange({ [key]: next.length ? next : undefined } as Partial<TEventFilter>)}
        />
      </AccordionItem>
    );
  };

  const sectors = options?.sectors ?? [];
  const sectorIds = ids(filter.sectorIds);
  const dateCount = filter.minDate || filter.maxDate ? 1 : 0;
  const priceCount = filter.minPrice !== undefined || filter.maxPrice !== undefined ? 1 : 0;

  return (
    <aside className="pv-filters" aria-labelledby="pv-filters-title">
      <div className="pv-filters__head">
        <h2 id="pv-filters-title">{SEARCH_TEXT.filters}</h2>
        {activeCount > 0 && (
          <Button variant="link" size="sm" onClick={onClearAll}>
            {SEARCH_TEXT.clearAll}
          </Button>
        )}
      </div>
      {error ? (
        <Alert tone="error" title={UI_TEXT.failedToFetchOptions} onRetry={() => refetch()}>
          {errorMessage(error, SEARCH_TEXT.optionsFailed)}
        </Alert>
      ) : null}
      <Accordion headingLevel={3} className="pv-filters__groups">
        <AccordionItem title={titleWithCount(SEARCH_TEXT.dates, dateCount)} defaultOpen>
          <DateRangePicker
            label={SEARCH_TEXT.eventDates}
            value={{ start: filter.minDate ?? null, end: filter.maxDate ?? null }}
            onApply={(range) => onChange(dateRangeToFilter(range))}
          />
        </AccordionItem>
        <AccordionItem
          title={titleWithCount(SEARCH_TEXT.location, filter.locationId === undefined ? 0 : 1)}
          defaultOpen
        >
          <LocationFilter locationId={filter.locationId} onChange={(locationId) => onChange({ locationId })} />
        </AccordionItem>
        {isLoading && !options ? (
          <div className="pv-filters__loading" aria-busy="true" role="status" aria-label={SEARCH_TEXT.loadingFilters}>
            <Skeleton lines={6} />
          </div>
        ) : (
          options && (
            <>
              <AccordionItem title={titleWithCount(SEARCH_TEXT.sectors, sectorIds.length)} defaultOpen>
                <MultiSelect<number>
                  label={SEARCH_TEXT.sectors}
                  options={toOptions(sectors)}
                  value={sectorIds}
                  onChange={(next) => {
                    // Subtypes of a sector no longer chosen would silently narrow the search: drop them.
                    const allowed = new Set(subtypeOptions(sectors, next).map((subtype) => subtype.id));
                    const subtypes = ids(filter.sectorSubtypeIds).filter((id) => allowed.has(id));
                    onChange({
                      sectorIds: next.length ? next : undefined,
                      sectorSubtypeIds: subtypes.length ? subtypes : undefined,
                    });
                  }}
                  maxHeight="16rem"
                />
              </AccordionItem>
              {multi(SEARCH_TEXT.sectorSubtypes, 'sectorSubtypeIds', subtypeOptions(sectors, sectorIds), true)}
              {multi(SEARCH_TEXT.eventType, 'eventTypeIds', options.eventTypes)}
              {multi(
                SEARCH_TEXT.attendanceType,
                'attendanceTypeIds',
                ATTENDANCE_TYPES.map((type) => ({ id: type.id, name: attendanceTypeName(type.id) })),
              )}
              {multi(
                SEARCH_TEXT.eventDuration,
                'eventDurationIds',
                EVENT_DURATIONS.map((duration) => ({ id: duration.id, name: eventDurationName(duration.id) })),
              )}
              <AccordionItem title={titleWithCount(SEARCH_TEXT.priceRange, priceCount)} defaultOpen={priceCount > 0}>
                <PriceFilter
                  key={`${filter.minPrice ?? ''}|${filter.maxPrice ?? ''}|${filter.ticketCurrency}`}
                  filter={filter}
                  onApply={(patch) => onChange(patch)}
                />
              </AccordionItem>
              {multi(SEARCH_TEXT.numberOfAttendees, 'numAttendeesIds', options.numAttendees)}
              <AccordionItem
                title={titleWithCount(SEARCH_TEXT.eventSize, ids(filter.eventSizeIds).length)}
                defaultOpen={ids(filter.eventSizeIds).length > 0}
              >
                <RadioGroup<TSizeMetric>
                  legend={SEARCH_TEXT.sizeUnit}
                  direction="row"
                  value={filter.eventSizeMetric}
                  onChange={(eventSizeMetric) => onChange({ eventSizeMetric })}
                  options={SIZE_METRICS.map((metric) => ({ value: metric, label: sizeMetricLabel(metric) }))}
                />
                <MultiSelect<number>
                  label={SEARCH_TEXT.eventSize}
                  options={toOptions(options.eventSizes)}
                  value={ids(filter.eventSizeIds)}
                  onChange={(next) => onChange({ eventSizeIds: next.length ? next : undefined })}
                  filterable={false}
                />
              </AccordionItem>
              {multi(SEARCH_TEXT.numberOfExhibitors, 'numExhibitorsIds', options.numExhibitors)}
              {countryFilter(
                SEARCH_TEXT.attendeeCountries,
                SEARCH_TEXT.chosenAttendeeCountries,
                'attendeeCountryIds',
                options.countries,
              )}
              {countryFilter(
                SEARCH_TEXT.exhibitorCountries,
                SEARCH_TEXT.chosenExhibitorCountries,
                'exhibitorCountryIds',
                options.countries,
              )}
              {multi(SEARCH_TEXT.attendeeJobTitles, 'attendeeJobTitleIds', options.jobTitles)}
              {multi(SEARCH_TEXT.exhibitorTypes, 'exhibitorTypeIds', options.exhibitorTypes)}
              {multi(SEARCH_TEXT.attendeeClasses, 'attendeeClassIds', options.attendeeClasses)}
              {multi(SEARCH_TEXT.audiences, 'audienceIds', options.audiences)}
              <AccordionItem
                title={titleWithCount(SEARCH_TEXT.cancellationPolicy, (filter.cancellationPolicyIds ?? []).length)}
                defaultOpen={(filter.cancellationPolicyIds ?? []).length > 0}
              >
                <MultiSelect<string>
                  label={SEARCH_TEXT.cancellationPolicy}
                  options={CANCELLATION_FILTER_OPTIONS.map((option) => ({
                    value: option.id,
                    label: cancellationName(option.id),
                  }))}
                  value={filter.cancellationPolicyIds ?? []}
                  onChange={(next) =>
                    onChange({
                      cancellationPolicyIds: next.length ? (next as TEventFilter['cancellationPolicyIds']) : undefined,
                    })
                  }
                  filterable={false}
                />
              </AccordionItem>
              <AccordionItem
                title={titleWithCount(SEARCH_TEXT.rating, filter.minRating === undefined ? 0 : 1)}
                defaultOpen={filter.minRating !== undefined}
              >
                <Select
                  label={SEARCH_TEXT.minimumRating}
                  placeholder={SEARCH_TEXT.anyRating}
                  options={MIN_RATINGS.map((stars) => ({ value: stars, label: SEARCH_TEXT.starsAndUp({ stars }) }))}
                  value={filter.minRating ?? ''}
                  onChange={(e) => onChange({ minRating: e.target.value === '' ? undefined : Number(e.target.value) })}
                />
              </AccordionItem>
            </>
          )
        )}
      </Accordion>
    </aside>
  );
}
