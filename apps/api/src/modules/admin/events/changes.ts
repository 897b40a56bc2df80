// An event version's changes against the public one, with every id written as its name: the option
// lists, sectors, countries and the venue of both versions are read at once.
import { inArray } from 'drizzle-orm';
import { optionName, versionChanges, type TEventVersionChange, type TEventVersionSnapshot } from '@pavilion/domain';
import type { DbOrTx } from '../../../db/client';
import { countries, optionItems, places, sectorSubtypes, sectors } from '../../../db/schema';
import { countryNamed, referenceName } from '../../../platform/reference-names';

const OPTION_FIELDS = [
  'eventTypeId',
  'eventSizeId',
  'numAttendeesId',
  'numExhibitorsId',
  'audiences',
  'attendeeClasses',
  'attendeeJobTitles',
  'attendeeDesignations',
  'exhibitorTypes',
] as const;
const COUNTRY_FIELDS = ['attendeeCountries', 'exhibitorCountries'] as const;
const ATTENDANCE: Record<number, string> = { 1: 'In-Person', 2: 'Virtual', 3: 'Hybrid' };

const idsOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((v): v is number => typeof v === 'number')
    : typeof value === 'number'
      ? [value]
      : [];

function dateTime(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(iso));
  } catch {
    return iso;
  }
}

export async function eventVersionChanges(
  db: DbOrTx,
  live: TEventVersionSnapshot,
  waiting: TEventVersionSnapshot,
): Promise<TEventVersionChange[]> {
  const both = [live, waiting] as Record<string, unknown>[];
  const collect = (fields: readonly string[]) => [...new Set(both.flatMap((s) => fields.flatMap((f) => idsOf(s[f]))))];
  const optionIds = collect(OPTION_FIELDS);
  const countryIds = collect(COUNTRY_FIELDS);
  const sectorIds = collect(['sectors']);
  const subtypeIds = collect(['sectorSubtypes']);
  const venueIds = collect(['venueId']);
  const [options, countryRows, sectorRows, subtypeRows, venueRows] = await Promise.all([
    optionIds.length
      ? db
          .select({
            id: optionItems.id,
            name: optionItems.name,
            translations: optionItems.translations,
            list: optionItems.list,
          })
          .from(optionItems)
          .where(inArray(optionItems.id, optionIds))
          .then((rows) => rows.map((r) => ({ id: r.id, name: optionName(r.list, r) })))
      : [],
    countryIds.length
      ? db
          .select({ id: countries.id, name: countries.name, code: countries.code })
          .from(countries)
          .where(inArray(countries.id, countryIds))
          .then((rows) => rows.map((r) => ({ id: r.id, name: countryNamed(r.code, r.name)! })))
      : [],
    sectorIds.length
      ? db
          .select({ id: sectors.id, name: referenceName(sectors) })
          .from(sectors)
          .where(inArray(sectors.id, sectorIds))
      : [],
    subtypeIds.length
      ? db
          .select({ id: sectorSubtypes.id, name: referenceName(sectorSubtypes) })
          .from(sectorSubtypes)
          .where(inArray(sectorSubtypes.id, subtypeIds))
      : [],
    venueIds.length
      ? db.select({ id: places.id, name: places.name }).from(places).where(inArray(places.id, venueIds))
      : [],
  ]);
  const names = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const byField: Record<string, Map<number, string>> = {
    ...Object.fromEntries(OPTION_FIELDS.map((f) => [f, names(options)])),
    ...Object.fromEntries(COUNTRY_FIELDS.map((f) => [f, names(countryRows)])),
    sectors: names(sectorRows),
    sectorSubtypes: names(subtypeRows),
    venueId: names(venueRows),
  };
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return 'None';
    const map = byField[field];
    if (map) {
      const ids = idsOf(value);
      return ids.length ? ids.map((id) => map.get(id) ?? `#${id}`).join(', ') : 'None';
    }
    if (field === 'attendanceType') return ATTENDANCE[value as number] ?? String(value);
    if (field === 'startDateTime' || field === 'endDateTime') return dateTime(String(value), waiting.timeZone);
    if (field === 'agendaItems')
      return (value as TEventVersionSnapshot['agendaItems']).length
        ? (value as TEventVersionSnapshot['agendaItems'])
            .map((a) => `${a.name} (${dateTime(a.startDateTime, waiting.timeZone)})`)
            .join('; ')
        : 'None';
    if (field === 'images') {
      const images = value as TEventVersionSnapshot['images'];
      const banners = images.filter((i) => i.kind === 'banner').length;
      const thumbnail = images.some((i) => i.kind === 'thumbnail');
      return `${thumbnail ? 'a thumbnail' : 'no thumbnail'} and ${banners} banner${banners === 1 ? '' : 's'} (${images
        .map((i) => `#${i.imageId}`)
        .join(', ')})`;
    }
    if (field === 'documents')
      return (value as TEventVersionSnapshot['documents']).map((d) => `${d.name} (${d.type})`).join(', ') || 'None';
    if (Array.isArray(value)) return value.length ? value.join(', ') : 'None';
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return versionChanges(live as Record<string, unknown>, waiting as Record<string, unknown>, show);
}
