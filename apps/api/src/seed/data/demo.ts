/**
 * Deterministic demo dataset: demo accounts, partners (with team members, bank accounts,
 * cancellation policies and vetting history) and 72 events with tickets, agendas,
 * sub-events, artwork specs and reviews. Plain objects only; inserting them is done elsewhere.
 *
 * Names reference the lists in reference.ts (sectors, subtypes, event types, ...),
 * places.ts (venues/cities by name) and countries.ts (ISO codes).
 * Money is in MINOR units (cents/pence).
 */
import {
  CANCELLATION_POLICIES,
  COUNTRY_META,
  EVENT_VETTING_COMMENTS,
  EXTRA_EVENT_SLOTS,
  FIRST_NAMES,
  FORMATS,
  GLOBAL_ADJECTIVES,
  OTHER_INFORMATION_SENTENCES,
  PARTNER_SEEDS,
  REGION_COUNTRY_POOLS,
  REVIEW_COMMENTS,
  SECTOR_PROFILES,
  SURNAME_INITIALS,
  type CancellationPolicySeed,
  type FormatKind,
  type FormatSpec,
  type PartnerSeedRaw,
  type SectorProfile,
} from './demo-content';
import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import { IMAGE_SIZES, shadeColour, type EventImageOptions } from './images';
import { hashString, Random } from './prng';
import { findCity, venuesInCity } from './places';
import {
  attendeeClasses as ATTENDEE_CLASSES,
  designations as DESIGNATIONS,
  exhibitorTypes as EXHIBITOR_TYPES,
  jobTitles as JOB_TITLES,
  eventSizes as EVENT_SIZES,
  numAttendees as NUM_ATTENDEES,
  numExhibitors as NUM_EXHIBITORS,
  sectors as SECTORS,
  type AttendanceTypeId,
  type BankCurrency,
  type CompanySize,
  type DocumentType,
  type EventSizeMetric,
  type EventsPerYearRange,
  type VettingStatus,
} from './reference';

export const DEMO_SEED = 20260201;

// ----------------------------------------------------------------------------------------------
// Types
// ----------------------------------------------------------------------------------------------

export type DemoRole = 'attendee' | 'partner' | 'admin';

export interface DemoAccount {
  readonly role: DemoRole;
  readonly email: string;
  readonly firstName: string;
  readonly surname: string;
  /** Full international number, e.g. '+44 7700 900123'. */
  readonly phoneNumber: string;
  readonly countryCode: string;
  readonly companyName: string;
  /** A name from reference.jobTitles. */
  readonly jobTitle: string;
  /** ISO date (YYYY-MM-DD). */
  readonly dateOfBirth: string;
  readonly address: string;
  readonly city: string;
  readonly zipCode: string;
  /** Sector names (reference.sectors). */
  readonly sectors: readonly string[];
  /** For role 'partner': the DemoPartner.key this account is a member of. */
  readonly partnerKey: string | null;
  readonly emailVerified: boolean;
  readonly avatarColour: string;
}

export interface DemoVettingEntry {
  readonly status: VettingStatus;
  /** Sent to the partner. */
  readonly comment: string;
  /** Internal only. */
  readonly notes: string;
  /** createdAt = now - daysAgo days. Entries are in chronological order (oldest first). */
  readonly daysAgo: number;
}

export interface DemoPartnerMember {
  readonly firstName: string;
  readonly surname: string;
  readonly email: string;
  readonly jobTitle: string;
  readonly phoneNumber: string;
  /** True for the partner's main contact (first member). */
  readonly isPrimaryContact: boolean;
  readonly avatarColour: string;
}

export interface DemoBankAccount {
  readonly bankName: string;
  readonly accountHolderName: string;
  /** Compact (no spaces): a valid ISO 13616 IBAN of its country (format, length, mod-97 check digits). */
  readonly iban: string;
  readonly swiftCode: string;
  readonly countryCode: string;
  readonly currency: BankCurrency;
}

export interface DemoCancellationPolicyPeriod {
  readonly percentageRefund: number;
  /** Always >= endDaysBeforeEvent. */
  readonly startDaysBeforeEvent: number;
  readonly endDaysBeforeEvent: number;
}

export interface DemoCancellationPolicy {
  /** Unique per partner: 'Flexible' | 'Standard' | 'Strict' | 'Free cancellation'. */
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly periods: readonly DemoCancellationPolicyPeriod[];
}

export interface DemoPartner {
  /** Stable key used by events (partnerKey) and accounts. */
  readonly key: string;
  readonly companyName: string;
  readonly registeredName: string;
  readonly registrationNumber: string;
  readonly vatNumber: string | null;
  /** A name from reference.organizationTypes. */
  readonly organizationType: string;
  readonly address: string;
  readonly city: string;
  readonly zipCode: string;
  readonly countryCode: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly website: string;
  readonly companySize: CompanySize;
  readonly eventsPerYear: EventsPerYearRange;
  /** Sector names. */
  readonly sectors: readonly string[];
  /** Equals the status of the last vettingHistory entry. */
  readonly vettingStatus: VettingStatus;
  readonly vettingHistory: readonly DemoVettingEntry[];
  readonly addressVerified: boolean;
  readonly emailVerified: boolean;
  /** The partner contract and the customer terms in force are signed. */
  readonly agreementsSigned: boolean;
  /** 1-2 people; the first is the primary contact. Partner 1's first member is partner@example.com. */
  readonly members: readonly DemoPartnerMember[];
  /** Only for APPROVED partners. */
  readonly bankAccounts: readonly DemoBankAccount[];
  readonly cancellationPolicies: readonly DemoCancellationPolicy[];
  /** Colour for renderPartnerLogoSvg(companyName, logoColour). */
  readonly logoColour: string;
}

export interface DemoTicketType {
  readonly name: string;
  readonly description: string;
  /** Minor units (e.g. 49500 = 495.00); 0 = free. */
  readonly price: number;
  readonly quantity: number;
  /** Name of one of the owning partner's cancellation policies. */
  readonly cancellationPolicy: string;
  /** Sales window. */
  readonly salesStartDateTime: Date;
  readonly salesEndDateTime: Date;
}

export interface DemoAgendaItem {
  readonly name: string;
  readonly description: string;
  /** Hours after the event start (may be fractional). */
  readonly offsetHours: number;
  readonly startDateTime: Date;
}

export interface DemoSubEvent {
  readonly name: string;
  readonly description: string;
  /** A name from reference.subEventTypes. */
  readonly subEventType: string;
  /** Hours relative to the event start; negative = the evening/morning before. */
  readonly offsetHours: number;
  readonly startDateTime: Date;
  /** Minor units in the event currency; 0 = free. */
  readonly price: number;
  readonly currencyCode: 'USD' | 'GBP' | 'EUR';
  /** null = unlimited. */
  readonly capacity: number | null;
}

export type DemoImageKind = 'thumbnail' | 'banner';

/** Pass straight to renderEventImageSvg(). */
export interface DemoImageSpec extends EventImageOptions {
  readonly kind: DemoImageKind;
  /** Short human label ('Thumbnail', 'Banner 1: ...'). */
  readonly label: string;
}

export interface DemoReview {
  /** 1-10. */
  readonly score: number;
  readonly comment: string;
  readonly reviewerName: string;
  readonly daysAgo: number;
}

export interface DemoEvent {
  /** 'event-001' .. ; stable. */
  readonly key: string;
  readonly partnerKey: string;
  /** Equals the status of the last vettingHistory entry; a DRAFT has none (never submitted). */
  readonly status: VettingStatus | 'DRAFT';
  readonly vettingHistory: readonly DemoVettingEntry[];
  readonly createdDaysAgo: number;
  readonly name: string;
  readonly slug: string;
  /** <= 95 chars. */
  readonly tagline: string;
  /** <= 200 chars. */
  readonly description: string;
  readonly otherInformation: string;
  readonly websiteUrl: string;
  /** A name from reference.eventTypes. */
  readonly eventType: string;
  /** Set only when eventType === 'Other' (<= 80 chars). */
  readonly otherEventType: string | null;
  readonly startDateTime: Date;
  readonly endDateTime: Date;
  readonly durationDays: number;
  /** Unique venue name from places.venues. */
  readonly venueName: string;
  readonly cityName: string;
  readonly countryCode: string;
  /** 1 In-Person, 2 Virtual, 3 Hybrid. */
  readonly attendanceType: AttendanceTypeId;
  /** 1-3 sector names; the first is the primary sector. */
  readonly sectors: readonly string[];
  /** Subtype names, each belonging to one of `sectors`. */
  readonly sectorSubtypes: readonly string[];
  /** Names from reference.eventSizes / numAttendees / numExhibitors. */
  readonly eventSize: string;
  readonly eventSizeMetric: EventSizeMetric;
  readonly numAttendees: string;
  readonly numExhibitors: string;
  readonly previousNumAttendees: number | null;
  readonly previousNumExhibitors: number | null;
  readonly minAttendees: number;
  readonly maxAttendees: number;
  readonly audiences: readonly string[];
  readonly attendeeJobTitles: readonly string[];
  readonly attendeeClasses: readonly string[];
  readonly otherAttendeeClass: string | null;
  readonly attendeeDesignations: readonly string[];
  /** ISO alpha-2 codes. */
  readonly attendeeCountries: readonly string[];
  readonly exhibitorTypes: readonly string[];
  readonly exhibitorCountries: readonly string[];
  readonly currencyCode: 'USD' | 'GBP' | 'EUR';
  readonly ticketTypes: readonly DemoTicketType[];
  readonly agendaItems: readonly DemoAgendaItem[];
  readonly subEvents: readonly DemoSubEvent[];
  readonly images: { readonly thumbnail: DemoImageSpec; readonly banners: readonly DemoImageSpec[] };
  /** Documents to generate/attach (may be empty). */
  readonly documents: readonly DocumentType[];
  /** Reviews of the previous edition (0-6; only for repeat events). */
  readonly reviews: readonly DemoReview[];
  /** Average review score / 2, rounded to the nearest half (0-5); null without reviews. */
  readonly rating: number | null;
}

export interface DemoDataset {
  readonly now: Date;
  readonly seed: number;
  readonly accounts: readonly DemoAccount[];
  readonly partners: readonly DemoPartner[];
  readonly events: readonly DemoEvent[];
}

// ----------------------------------------------------------------------------------------------
// Helpers
// ----------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NUMBER_WORDS = ['One', 'Two', 'Three', 'Four', 'Five'];

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lower-cases the first letter unless the first word is an acronym ('AI tutors' stays). */
function lcFirst(text: string): string {
  const first = text.split(' ')[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return text;
  if (/^[A-Z][a-z]*[A-Z]/.test(first)) return text; // e.g. 'PropTech', 'EdTech'
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function ucFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatDateRange(start: Date, end: Date): string {
  const d1 = start.getUTCDate();
  const d2 = end.getUTCDate();
  const m1 = MONTHS[start.getUTCMonth()];
  const m2 = MONTHS[end.getUTCMonth()];
  const y1 = start.getUTCFullYear();
  const y2 = end.getUTCFullYear();
  if (start.getTime() - (start.getTime() % DAY_MS) === end.getTime() - (end.getTime() % DAY_MS))
    return `${d1} ${m1} ${y1}`;
  if (y1 !== y2) return `${d1} ${m1} ${y1} – ${d2} ${m2} ${y2}`;
  if (m1 !== m2) return `${d1} ${m1} – ${d2} ${m2} ${y2}`;
  return `${d1}–${d2} ${m1} ${y1}`;
}

/** Mod-97 (ISO 7064) check digits for an IBAN with a numeric BBAN. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const rearranged = `${bban}${countryCode}00`
    .toUpperCase()
    .split('')
    .map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch))
    .join('');
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

/** True when an IBAN (spaces ignored) passes the ISO 7064 mod-97 check. */
export function isIbanChecksumValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const rearranged = `${compact.slice(4)}${compact.slice(0, 4)}`
    .split('')
    .map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch))
    .join('');
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A valid IBAN of the country, in the country's own account format (ibantools' specification of it):
 * letter groups start with the bank's SWIFT prefix, digits are random; tried again until national
 * check digits (Norway's, for one) pass too.
 */
function makeIban(rng: Random, countryCode: string, swiftCode: string): string {
  const pattern = getCountrySpecifications()[countryCode]?.bban_regexp;
  if (!pattern) throw new Error(`demo data names a country without IBANs: ${countryCode}`);
  const groups = [...pattern.matchAll(/\[([A-Z0-9-]+)\]\{(\d+)\}/g)].map((m) => ({
    chars: m[1],
    length: Number(m[2]),
  }));
  for (let attempt = 0; attempt < 1000; attempt++) {
    const bban = groups
      .map(({ chars, length }, i) => {
        if (chars === 'A-Z' && i === 0) return swiftCode.slice(0, length).padEnd(length, 'X');
        let part = '';
        for (let k = 0; k < length; k++) part += chars === 'A-Z' ? LETTERS[rng.int(0, 25)] : String(rng.int(0, 9));
        return part;
      })
      .join('');
    const iban = `${countryCode}${ibanCheckDigits(countryCode, bban)}${bban}`;
    if (isValidIBAN(iban)) return iban;
  }
  throw new Error(`could not make a valid ${countryCode} IBAN`);
}

/** Pleasant price in major units: 495, 1,295, 49, 19 ... */
function nicePrice(major: number): number {
  if (major <= 0) return 0;
  if (major >= 100) return Math.max(95, Math.round(major / 50) * 50 - 5);
  return Math.max(9, Math.round(major / 5) * 5 - 1);
}

const CURRENCY_FACTOR: Readonly<Record<'USD' | 'GBP' | 'EUR', number>> = { USD: 1, GBP: 0.8, EUR: 0.92 };

function toMinor(usdMajor: number, currency: 'USD' | 'GBP' | 'EUR'): number {
  return nicePrice(usdMajor * CURRENCY_FACTOR[currency]) * 100;
}

function profileOf(sector: string): SectorProfile {
  const profile = SECTOR_PROFILES[sector];
  if (!profile) throw new Error(`No sector profile for ${sector}`);
  return profile;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(0, cut.lastIndexOf(' ')))}…`;
}

const ATTENDEE_BOUNDS: readonly (readonly [number, number])[] = [
  [20, 100],
  [101, 500],
  [501, 1000],
  [1001, 5000],
  [5001, 10000],
  [10001, 40000],
];
const EXHIBITOR_BOUNDS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 10],
  [11, 50],
  [51, 100],
  [101, 250],
  [251, 500],
  [501, 1500],
];
const EXHIBITOR_PHRASE = ['', 'a handful of', 'dozens of', '50+', '100+', '250+', '500+'];

// ----------------------------------------------------------------------------------------------
// Accounts and partners
// ----------------------------------------------------------------------------------------------

const AVATAR_COLOURS = ['#2563eb', '#7c3aed', '#db2777', '#059669', '#d97706', '#0891b2', '#4f46e5', '#dc2626'];

function buildAccounts(): DemoAccount[] {
  const meridian = PARTNER_SEEDS[0] as PartnerSeedRaw;
  const contact = meridian.members[0];
  if (!contact) throw new Error('Partner 1 needs a primary contact');
  return [
    {
      role: 'attendee',
      email: 'attendee@example.com',
      firstName: 'Alex',
      surname: 'Morgan',
      phoneNumber: '+44 7700 900123',
      countryCode: 'GB',
      companyName: 'Northwind Analytics Ltd',
      jobTitle: 'Product Manager',
      dateOfBirth: '1990-04-12',
      address: '42 Clerkenwell Road',
      city: 'London',
      zipCode: 'EC1M 5PS',
      sectors: ['Technology & IT', 'Financial Services'],
      partnerKey: null,
      emailVerified: true,
      avatarColour: '#2563eb',
    },
    {
      role: 'partner',
      email: 'partner@example.com',
      firstName: contact.firstName,
      surname: contact.surname,
      phoneNumber: contact.phoneNumber,
      countryCode: meridian.countryCode,
      companyName: meridian.registeredName,
      jobTitle: contact.jobTitle,
      dateOfBirth: '1984-09-03',
      address: meridian.address,
      city: meridian.city,
      zipCode: meridian.zipCode,
      sectors: meridian.sectors.slice(0, 2),
      partnerKey: meridian.key,
      emailVerified: true,
      avatarColour: '#7c3aed',
    },
    {
      role: 'admin',
      email: 'admin@example.com',
      firstName: 'Priya',
      surname: 'Shah',
      phoneNumber: '+44 20 7946 0999',
      countryCode: 'GB',
      companyName: 'Pavilion Events Ltd',
      jobTitle: 'Operations Manager',
      dateOfBirth: '1987-01-22',
      address: '1 Pavilion Yard, Shoreditch High Street',
      city: 'London',
      zipCode: 'E1 6JE',
      sectors: ['Travel & Hospitality'],
      partnerKey: null,
      emailVerified: true,
      avatarColour: '#059669',
    },
  ];
}

function memberEmail(firstName: string, surname: string, domain: string): string {
  return `${slugify(firstName).replace(/-/g, '')}.${slugify(surname).replace(/-/g, '')}@${domain}.example`;
}

function buildPartners(seed: number): DemoPartner[] {
  return PARTNER_SEEDS.map((raw, index) => {
    const rng = Random.derive(seed, `partner:${raw.key}`);
    const last = raw.vettingHistory[raw.vettingHistory.length - 1];
    if (!last) throw new Error(`Partner ${raw.key} has no vetting history`);
    const approved = last.status === 'APPROVED';
    return {
      key: raw.key,
      companyName: raw.companyName,
      registeredName: raw.registeredName,
      registrationNumber: raw.registrationNumber,
      vatNumber: raw.vatNumber ?? null,
      organizationType: raw.organizationType,
      address: raw.address,
      city: raw.city,
      zipCode: raw.zipCode,
      countryCode: raw.countryCode,
      email: `hello@${raw.domain}.example`,
      phoneNumber: raw.phoneNumber,
      website: `https://www.${raw.domain}.example`,
      companySize: raw.companySize,
      eventsPerYear: raw.eventsPerYear,
      sectors: [...raw.sectors],
      vettingStatus: last.status,
      vettingHistory: raw.vettingHistory.map((v) => ({ ...v })),
      addressVerified: raw.addressVerified,
      emailVerified: raw.emailVerified,
      agreementsSigned: raw.agreementsSigned,
      members: raw.members.map((m, i) => ({
        firstName: m.firstName,
        surname: m.surname,
        email: m.email ?? memberEmail(m.firstName, m.surname, raw.domain),
        jobTitle: m.jobTitle,
        phoneNumber: m.phoneNumber,
        isPrimaryContact: i === 0,
        avatarColour: AVATAR_COLOURS[(index * 2 + i) % AVATAR_COLOURS.length] as string,
      })),
      bankAccounts: approved
        ? raw.bankAccounts.map((b) => ({
            bankName: b.bankName,
            accountHolderName: raw.registeredName,
            iban: b.iban ?? makeIban(rng, b.ibanCountry, b.swiftCode),
            swiftCode: b.swiftCode,
            countryCode: b.countryCode,
            currency: b.currency,
          }))
        : [],
      cancellationPolicies: CANCELLATION_POLICIES.map((p: CancellationPolicySeed) => ({
        name: p.name,
        description: p.description,
        active: p.active,
        periods: p.periods.map((period) => ({ ...period })),
      })),
      logoColour: raw.logoColour,
    };
  });
}

// ----------------------------------------------------------------------------------------------
// Events
// ----------------------------------------------------------------------------------------------

interface EventSlot {
  readonly partner: PartnerSeedRaw;
  readonly cityName: string;
  readonly status: VettingStatus;
  /** Index of this event among the partner's events (drives the primary sector). */
  readonly partnerEventIndex: number;
  readonly dayOffset: number;
}

function planSlots(seed: number): EventSlot[] {
  const rng = Random.derive(seed, 'plan');
  const approvedPartners = PARTNER_SEEDS.filter((p) => p.approvedEvents > 0);
  const queues = approvedPartners.map((p) =>
    Array.from({ length: p.approvedEvents }, (_, i) => ({
      partner: p,
      cityName: p.eventCities[i % p.eventCities.length] as string,
      partnerEventIndex: i,
    })),
  );
  const approved: Omit<EventSlot, 'status' | 'dayOffset'>[] = [];
  while (queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next) approved.push(next);
    }
  }
  // Spread approved start dates evenly over 5..300 days, then shuffle the assignment.
  const offsets = rng.shuffle(approved.map((_, i) => 5 + Math.round((i * 295) / Math.max(1, approved.length - 1))));
  const slots: EventSlot[] = approved.map((a, i) => ({ ...a, status: 'APPROVED', dayOffset: offsets[i] as number }));

  const counters = new Map<string, number>();
  for (const p of PARTNER_SEEDS) counters.set(p.key, p.approvedEvents);
  EXTRA_EVENT_SLOTS.forEach(([partnerKey, cityName, status], i) => {
    const partner = PARTNER_SEEDS.find((p) => p.key === partnerKey);
    if (!partner) throw new Error(`Unknown partner ${partnerKey}`);
    const index = counters.get(partnerKey) ?? 0;
    counters.set(partnerKey, index + 1);
    const slot: EventSlot = { partner, cityName, status, partnerEventIndex: index, dayOffset: rng.int(20, 280) };
    slots.splice(Math.min(slots.length, (i + 1) * 9 - 1), 0, slot);
  });
  // Last, so the events above are the same with or without them: past events of the demo partner, whose
  // doors show check-ins on first start (seed/demo-orders.ts checks some in) and whose money shows in
  // Finances (seed/demo-after-sale.ts pays the older one out; the newer one's is still to come).
  for (const [partnerKey, cityName, dayOffset] of PAST_EVENT_SLOTS) {
    const partner = PARTNER_SEEDS.find((p) => p.key === partnerKey);
    if (!partner) throw new Error(`Unknown partner ${partnerKey}`);
    const index = counters.get(partnerKey) ?? 0;
    counters.set(partnerKey, index + 1);
    slots.push({ partner, cityName, status: 'APPROVED', partnerEventIndex: index, dayOffset });
  }
  return slots;
}

/** Approved events that are already over: [partner, city, start in days from today (negative)]. */
export const PAST_EVENT_SLOTS: readonly (readonly [string, string, number])[] = [
  ['meridian', 'London', -3],
  ['meridian', 'Manchester', -10],
];

interface NameParts {
  readonly name: string;
  readonly regionNoun: string;
}

function composeName(
  rng: Random,
  format: FormatSpec,
  theme: string,
  cityName: string,
  countryCode: string,
  year: number,
): NameParts {
  const meta = COUNTRY_META[countryCode];
  if (!meta) throw new Error(`No country meta for ${countryCode}`);
  const adj = rng.pick(meta.adj);
  const noun = rng.pick(meta.noun);
  const global = rng.pick(GLOBAL_ADJECTIVES);
  const F = format.word;
  let options: string[];
  switch (format.kind) {
    case 'conference':
    case 'expo':
      options = [
        `${adj} ${theme} ${F} ${year}`,
        `${adj} ${theme} ${F} ${year}`,
        `${global} ${theme} ${F} ${year}`,
        `${theme} ${F} ${noun}`,
        `${theme} ${F} ${noun} ${year}`,
        `${cityName} ${theme} ${F}`,
        `${theme} ${F} ${cityName} ${year}`,
      ];
      if (format.kind === 'conference' && F !== 'Congress') options.push(`Future of ${theme} ${F}`);
      break;
    case 'festival':
      options = [`${cityName} ${theme} ${F}`, `${adj} ${theme} ${F} ${year}`];
      break;
    case 'evening':
      options =
        F === 'Awards'
          ? [`${adj} ${theme} Awards ${year}`, `The ${noun} ${theme} Awards`, `${global} ${theme} Excellence Awards`]
          : [`${theme} Leaders’ ${F} ${cityName}`, `${cityName} ${theme} ${F}`];
      break;
    case 'small':
      options =
        F === 'Roadshow'
          ? [`${theme} ${F}: ${cityName}`, `${adj} ${theme} ${F} ${year}`]
          : [`${cityName} ${theme} ${F}`, `${theme} ${F} ${cityName}`, `${theme} ${F} ${year}`];
      break;
  }
  return { name: rng.pick(options), regionNoun: noun };
}

/** Sectors where a hackathon reads naturally. */
const HACKATHON_SECTORS = new Set([
  'Technology & IT',
  'Financial Services',
  'Healthcare & Life Sciences',
  'Media & Marketing',
  'Education & Training',
  'Government & Public Sector',
  'Logistics & Supply Chain',
  'Environment & Sustainability',
]);
/** Sectors without a natural trade-show floor. */
const NO_EXPO_SECTORS = new Set(['Professional Services']);

function pickFormat(rng: Random, primarySector: string): FormatSpec {
  const allowed = FORMATS.filter(
    (f) =>
      (f.word !== 'Hackathon' || HACKATHON_SECTORS.has(primarySector)) &&
      (f.kind !== 'expo' || !NO_EXPO_SECTORS.has(primarySector)),
  );
  return rng.pickWeighted(allowed.map((f) => [f, f.weight] as const));
}

function makeTagline(
  rng: Random,
  kind: FormatKind,
  isAwards: boolean,
  theme: string,
  profile: SectorProfile,
  regionNoun: string,
  cityName: string,
  days: number,
  topic: string,
): string {
  const audienceShort = profile.audience.split(', ')[0] ?? profile.audience;
  const byKind: Record<FormatKind, string[]> = {
    conference: [
      `Where ${profile.audience} shape the future of ${theme}`,
      `${theme} strategy, technology and deals in one place`,
      `The ${regionNoun} meeting place for the ${theme} community`,
      `Practical insight on ${lcFirst(topic)} from people who have done it`,
      `${NUMBER_WORDS[days - 1] ?? 'Two'} ${days === 1 ? 'day' : 'days'} of ideas, insight and introductions for ${audienceShort}`,
    ],
    expo: [
      `Source, compare and connect with ${theme} suppliers from around the world`,
      `The ${regionNoun} marketplace for ${theme}`,
      `See what’s next in ${theme}: live demos, new products and buyers`,
      `Meet the suppliers and buyers moving ${theme} forward`,
    ],
    festival: [
      `A week of ${theme} events across ${cityName}`,
      `${cityName} celebrates ${theme}: talks, meet-ups and showcases`,
    ],
    evening: isAwards
      ? [
          `Recognising excellence across ${theme} in ${regionNoun}`,
          `Celebrating the people and teams behind ${regionNoun}’s best ${theme} work`,
        ]
      : [`Drinks, conversation and new contacts in ${theme}`, `An evening with ${profile.audience}`],
    small: [
      `Small-group learning with ${theme} practitioners`,
      `Hands-on answers to ${lcFirst(topic)}`,
      `Roll up your sleeves: ${lcFirst(topic)} in a day`,
    ],
  };
  const candidates = rng.shuffle(byKind[kind]).filter((t) => t.length <= 95);
  return candidates[0] ?? truncateAtWord(`${theme} for ${audienceShort}`, 95);
}

function makeDescription(
  rng: Random,
  kind: FormatKind,
  theme: string,
  profile: SectorProfile,
  cityName: string,
  regionNoun: string,
  days: number,
  topics: readonly [string, string],
  exhibitorIdx: number,
  eventType: string,
): string {
  const daysWord = `${NUMBER_WORDS[days - 1] ?? 'Two'} ${days === 1 ? 'day' : 'days'}`;
  const [a, b] = [lcFirst(topics[0]), lcFirst(topics[1])];
  const exhibitors = EXHIBITOR_PHRASE[exhibitorIdx] ?? 'dozens of';
  const byKind: Record<FormatKind, string[]> = {
    conference: [
      `${daysWord} of keynotes, panels and case studies for ${profile.audience}, covering ${a} and ${b}.`,
      `${ucFirst(profile.audience)} meet in ${cityName} to share what works in ${a}, ${b} and more.`,
      `A senior-level programme on ${a} and ${b}, with curated networking for ${profile.audience}.`,
    ],
    expo: [
      `${daysWord} trade show with ${exhibitors} exhibitors, live demos and free seminars on ${a} for ${profile.audience}.`,
      `Meet ${exhibitors} exhibitors, see new products and source solutions for ${a}: ${regionNoun}’s ${theme} marketplace.`,
      `The show floor brings together ${exhibitors} exhibitors and ${profile.audience}, plus free talks on ${a}.`,
    ],
    festival: [
      `A week of events across ${cityName}: conferences, meet-ups and showcases on ${a} and ${b} for ${profile.audience}.`,
    ],
    evening:
      eventType === 'Award Ceremony'
        ? [
            `Celebrating outstanding work in ${theme} across ${regionNoun}, with a drinks reception, dinner and awards for ${profile.audience}.`,
          ]
        : [`An evening of conversation and introductions for ${profile.audience} working on ${a}.`],
    small:
      eventType === 'Other'
        ? [
            `${daysWord} building prototypes on ${a}, with mentors, prizes and demo sessions for ${profile.audience}.`,
            `A one-day stop in ${cityName} with briefings on ${a} and ${b} for ${profile.audience}.`,
          ]
        : [
            `A hands-on, small-group session on ${a} for ${profile.audience}, led by practitioners.`,
            `Practical frameworks and peer discussion on ${a} and ${b}, limited to a small group of ${profile.audience}.`,
          ],
  };
  const options = rng.shuffle(byKind[kind]).filter((t) => t.length <= 200);
  return options[0] ?? truncateAtWord(`${daysWord} on ${a} and ${b} for ${profile.audience}.`, 200);
}

interface TicketTemplate {
  readonly name: string;
  readonly description: string;
  /** USD major units, before currency conversion. */
  readonly usd: number;
  readonly policy: string;
  /** Share of maxAttendees used for the quantity. */
  readonly share: number;
}

function ticketTemplates(
  rng: Random,
  kind: FormatKind,
  formatWord: string,
  attendanceType: AttendanceTypeId,
  days: number,
): TicketTemplate[] {
  const std = rng.int(8, 26) * 50; // 400..1300
  const standardPolicy = rng.pickWeighted([
    ['Standard', 5],
    ['Flexible', 3],
    ['Free cancellation', 2],
  ] as const);
  const allDays = days > 1 ? `all ${days} days` : 'the full day';
  if (attendanceType === 2) {
    return [
      {
        name: 'Virtual Pass',
        description: 'Live stream of every session, interactive Q&A and 30 days of on-demand replays.',
        usd: std * 0.3,
        policy: 'Free cancellation',
        share: 0.6,
      },
      {
        name: 'Premium Virtual Pass',
        description: 'Everything in the Virtual Pass plus online workshops and one-to-one meeting booking.',
        usd: std * 0.55,
        policy: 'Flexible',
        share: 0.25,
      },
      {
        name: 'Student Pass',
        description: 'Discounted virtual access for full-time students; proof of enrolment required.',
        usd: std * 0.08,
        policy: 'Strict',
        share: 0.1,
      },
    ];
  }
  switch (kind) {
    case 'conference': {
      const list: TicketTemplate[] = [
        {
          name: 'Standard Pass',
          description: `Access to ${allDays} of sessions, the exhibition and networking breaks. Lunch and refreshments included.`,
          usd: std,
          policy: standardPolicy,
          share: 0.5,
        },
        {
          name: 'VIP Pass',
          description: 'Priority seating, speaker lounge access, the leaders’ dinner and a dedicated concierge.',
          usd: std * (1.6 + rng.float() * 0.8),
          policy: 'Flexible',
          share: 0.06,
        },
        {
          name: 'Early Bird Pass',
          description: 'Limited early-bird allocation with full conference access. Non-transferable.',
          usd: std * 0.75,
          policy: 'Strict',
          share: 0.2,
        },
        {
          name: 'Student Pass',
          description: 'Discounted full access for full-time students; valid student ID required at badge collection.',
          usd: std * 0.15,
          policy: 'Strict',
          share: 0.08,
        },
      ];
      if (attendanceType === 3)
        list.splice(1, 0, {
          name: 'Virtual Pass',
          description: 'Live stream of all main-stage sessions plus 30 days of on-demand replays.',
          usd: std * 0.3,
          policy: 'Free cancellation',
          share: 0.3,
        });
      return list;
    }
    case 'expo':
      return [
        {
          name: 'Visitor Pass',
          description: 'Entry to the exhibition floor and the free seminar theatres on all show days.',
          usd: rng.chance(0.45) ? 0 : rng.int(2, 8) * 10,
          policy: 'Free cancellation',
          share: 0.6,
        },
        {
          name: 'Conference Pass',
          description: 'Exhibition entry plus the paid conference programme, lunch and refreshments.',
          usd: std * 0.7,
          policy: standardPolicy,
          share: 0.2,
        },
        {
          name: 'VIP Buyer Pass',
          description: 'Fast-track entry, hosted buyer meetings and access to the VIP lounge.',
          usd: std * 1.4,
          policy: 'Flexible',
          share: 0.05,
        },
        {
          name: 'Exhibitor Pass',
          description: 'Additional staff badge for exhibiting companies (a stand booking is required).',
          usd: rng.int(3, 9) * 50,
          policy: 'Strict',
          share: 0.1,
        },
      ];
    case 'festival':
      return [
        {
          name: 'Week Pass',
          description: 'Access to every conference stage, meet-up and showcase across the week.',
          usd: std * 0.8,
          policy: standardPolicy,
          share: 0.4,
        },
        {
          name: 'Day Pass',
          description: 'Access to all sessions and venues on a day of your choice.',
          usd: std * 0.3,
          policy: 'Free cancellation',
          share: 0.4,
        },
        {
          name: 'Student Week Pass',
          description: 'Discounted week access for full-time students.',
          usd: std * 0.1,
          policy: 'Strict',
          share: 0.1,
        },
      ];
    case 'evening':
      if (formatWord === 'Awards') {
        const seat = rng.int(4, 8) * 50;
        return [
          {
            name: 'Individual Seat',
            description: 'Drinks reception, three-course dinner with wine and the awards ceremony.',
            usd: seat,
            policy: 'Strict',
            share: 0.3,
          },
          {
            name: 'Table of 10',
            description: 'A reserved table for ten guests in a premium position, with table wine.',
            usd: seat * 9,
            policy: 'Strict',
            share: 0.05,
          },
          {
            name: 'Shortlisted Entrant Seat',
            description: 'Reduced-rate seat for representatives of shortlisted entries.',
            usd: seat * 0.8,
            policy: 'Flexible',
            share: 0.2,
          },
        ];
      }
      return [
        {
          name: 'Standard Ticket',
          description: 'Welcome drink, canapés and the hosted networking programme.',
          usd: rng.int(4, 12) * 10,
          policy: 'Free cancellation',
          share: 0.8,
        },
        {
          name: 'Member Ticket',
          description: 'Discounted entry for members of our partner associations.',
          usd: rng.int(2, 4) * 10,
          policy: 'Free cancellation',
          share: 0.3,
        },
      ];
    case 'small':
      if (formatWord === 'Hackathon') {
        return [
          {
            name: 'Participant Ticket',
            description: 'Two days of hacking with meals, mentors and cloud credits. Bring your own laptop.',
            usd: rng.chance(0.5) ? 0 : 25,
            policy: 'Free cancellation',
            share: 0.7,
          },
          {
            name: 'Team Ticket (up to 4)',
            description: 'Register a team of up to four people in one booking.',
            usd: 80,
            policy: 'Free cancellation',
            share: 0.2,
          },
        ];
      }
      {
        const base = rng.int(4, 20) * 25; // 100..500
        return [
          {
            name: 'Standard Ticket',
            description: 'Includes course materials, refreshments and a certificate of attendance.',
            usd: base,
            policy: standardPolicy,
            share: 0.7,
          },
          {
            name: 'Member Ticket',
            description: 'Discounted rate for members of partner associations; membership number required.',
            usd: base * 0.7,
            policy: 'Standard',
            share: 0.3,
          },
          {
            name: 'Student Ticket',
            description: 'Reduced rate for full-time students with valid ID.',
            usd: base * 0.3,
            policy: 'Strict',
            share: 0.1,
          },
        ];
      }
  }
}

interface AgendaTemplate {
  readonly name: string;
  readonly description: string;
  readonly offsetHours: number;
  readonly required?: boolean;
}

function agendaTemplates(
  kind: FormatKind,
  days: number,
  topics: readonly string[],
  theme: string,
  isAwards: boolean,
): AgendaTemplate[] {
  const lastDay = (days - 1) * 24;
  const [t0, t1, t2, t3] = [topics[0] ?? theme, topics[1] ?? theme, topics[2] ?? theme, topics[3] ?? theme];
  switch (kind) {
    case 'conference':
      return [
        {
          name: 'Registration & Welcome Coffee',
          description: 'Collect your badge and meet fellow attendees over coffee.',
          offsetHours: 0,
        },
        {
          name: `Opening Keynote: ${t0}`,
          description: `The programme opens with a keynote on ${lcFirst(t0)} from a senior industry leader.`,
          offsetHours: 1,
          required: true,
        },
        {
          name: `Panel: ${t1}`,
          description: 'Practitioners compare approaches, results and lessons learned, followed by audience Q&A.',
          offsetHours: 2.5,
        },
        {
          name: 'Networking Lunch',
          description: 'Lunch is served in the exhibition area, with hosted tables by topic.',
          offsetHours: 4,
        },
        {
          name: `Case Study: ${t2}`,
          description: `How one organisation delivered measurable results in ${lcFirst(t2)}.`,
          offsetHours: 5,
        },
        ...(days > 1
          ? [
              {
                name: `Day 2 Keynote: ${t3}`,
                description: `A forward look at ${lcFirst(t3)} and what it means for the year ahead.`,
                offsetHours: 24.5,
              },
            ]
          : []),
        {
          name: 'Closing Remarks & Drinks Reception',
          description: 'Key takeaways from the chair, followed by drinks.',
          offsetHours: lastDay + 7,
          required: true,
        },
      ];
    case 'expo':
      return [
        {
          name: 'Opening Ceremony',
          description: 'Official ribbon-cutting and welcome from the organisers and partners.',
          offsetHours: 0,
        },
        {
          name: 'Exhibition Floor Opens',
          description: 'Explore the exhibition halls, product launches and live demonstrations.',
          offsetHours: 0.5,
          required: true,
        },
        {
          name: `Seminar Theatre: ${t0}`,
          description: `Free 30-minute talks on ${lcFirst(t0)} in the main seminar theatre.`,
          offsetHours: 2,
        },
        {
          name: 'Hosted Buyer Meetings',
          description: 'Pre-booked one-to-one meetings between buyers and exhibitors.',
          offsetHours: 3,
        },
        {
          name: `${theme} Innovation Awards`,
          description: 'Presentation of the show’s innovation awards on the main stage.',
          offsetHours: Math.min(lastDay, 24) + 6,
        },
        {
          name: 'Exhibition Closes',
          description: 'Final day of the exhibition; halls close at 17:00.',
          offsetHours: lastDay + 8,
          required: true,
        },
      ];
    case 'festival':
      return [
        {
          name: 'Opening Night',
          description: 'The week kicks off with a keynote and welcome reception.',
          offsetHours: 0,
          required: true,
        },
        { name: `Main Stage: ${t0}`, description: `Keynotes and debates on ${lcFirst(t0)}.`, offsetHours: 24 + 1 },
        {
          name: 'Start-up Showcase',
          description: 'Early-stage companies pitch to investors and corporate partners.',
          offsetHours: 48 + 3,
        },
        {
          name: `Community Meet-ups: ${t1}`,
          description: 'Informal meet-ups hosted by local communities across the city.',
          offsetHours: 72 + 8,
        },
        {
          name: 'Closing Party',
          description: 'Celebrate the week with the community.',
          offsetHours: lastDay + 8,
          required: true,
        },
      ];
    case 'evening':
      return isAwards
        ? [
            {
              name: 'Drinks Reception',
              description: 'Sparkling reception and photo opportunities.',
              offsetHours: 0,
              required: true,
            },
            { name: 'Dinner', description: 'Three-course dinner with wine.', offsetHours: 1 },
            {
              name: 'Awards Presentation',
              description: `Winners are announced across every ${theme} category.`,
              offsetHours: 2.5,
              required: true,
            },
            { name: 'After-party', description: 'Music and networking until late.', offsetHours: 4 },
          ]
        : [
            {
              name: 'Welcome Drinks',
              description: 'Arrive, collect your name badge and grab a drink.',
              offsetHours: 0,
              required: true,
            },
            {
              name: `Fireside Chat: ${t0}`,
              description: `A short, candid conversation on ${lcFirst(t0)}.`,
              offsetHours: 0.75,
            },
            {
              name: 'Hosted Networking',
              description: 'Hosts make introductions based on your interests.',
              offsetHours: 1.5,
              required: true,
            },
          ];
    case 'small':
      return [
        {
          name: 'Welcome & Introductions',
          description: 'Meet the facilitators and the group, and agree goals for the day.',
          offsetHours: 0,
          required: true,
        },
        {
          name: `Session 1: ${t0}`,
          description: `Frameworks and worked examples on ${lcFirst(t0)}.`,
          offsetHours: 0.5,
        },
        {
          name: `Session 2: ${t1}`,
          description: `Group exercise applying ${lcFirst(t1)} to your own organisation.`,
          offsetHours: 3.5,
        },
        {
          name: 'Wrap-up & Q&A',
          description: 'Key takeaways, resources and open questions.',
          offsetHours: lastDay + 7,
          required: true,
        },
      ];
  }
}

interface SubEventTemplate {
  readonly subEventType: string;
  readonly name: string;
  readonly description: string;
  readonly offsetHours: number;
  /** USD major range; [0, 0] = free. */
  readonly usd: readonly [number, number];
  readonly capacity: readonly [number, number] | null;
}

function subEventTemplates(
  kind: FormatKind,
  theme: string,
  profile: SectorProfile,
  cityName: string,
  topics: readonly string[],
  days: number,
): SubEventTemplate[] {
  const [t0, t1] = [topics[0] ?? theme, topics[1] ?? theme];
  const list: SubEventTemplate[] = [
    {
      subEventType: 'Networking Dinner',
      name: `${theme} Leaders’ Dinner`,
      description: 'A three-course dinner for senior attendees and speakers.',
      offsetHours: 10,
      usd: [95, 195],
      capacity: [60, 200],
    },
    {
      subEventType: 'Drinks Reception',
      name: 'Welcome Drinks Reception',
      description: 'Drinks and canapés on the evening before the event opens.',
      offsetHours: -15,
      usd: [0, 0],
      capacity: null,
    },
    {
      subEventType: 'Breakfast Briefing',
      name: `Breakfast Briefing: ${t0}`,
      description: `An early, informal briefing on ${lcFirst(t0)} over breakfast.`,
      offsetHours: -1.5,
      usd: [0, 45],
      capacity: [30, 80],
    },
    {
      subEventType: 'Workshop',
      name: `Hands-on Workshop: ${t1}`,
      description: `A practical, small-group workshop on ${lcFirst(t1)}. Laptops recommended.`,
      offsetHours: days > 1 ? 24 + 2 : 5,
      usd: [145, 395],
      capacity: [20, 40],
    },
    {
      subEventType: 'Masterclass',
      name: `Masterclass: ${t0}`,
      description: 'An in-depth session with a leading practitioner, limited places.',
      offsetHours: 2,
      usd: [195, 495],
      capacity: [15, 30],
    },
    {
      subEventType: 'Site Visit',
      name: `Site Visit: ${ucFirst(profile.facility)}`,
      description: `A guided visit to a ${profile.facility} near ${cityName}. Transport included.`,
      offsetHours: days > 1 ? 24 + 1 : 6,
      usd: [0, 85],
      capacity: [20, 45],
    },
    {
      subEventType: 'Tour',
      name: `${cityName} City Tour`,
      description: `A guided walking tour of ${cityName}’s landmarks for delegates and guests.`,
      offsetHours: 8.5,
      usd: [0, 65],
      capacity: [20, 40],
    },
    {
      subEventType: 'Roundtable',
      name: `Executive Roundtable: ${t1}`,
      description: 'Invitation-only discussion under the Chatham House Rule.',
      offsetHours: 3,
      usd: [0, 0],
      capacity: [12, 20],
    },
  ];
  if (kind === 'conference' || kind === 'festival') {
    list.push({
      subEventType: 'Gala',
      name: `${theme} Gala Evening`,
      description: 'Black-tie gala with dinner, entertainment and guest speakers.',
      offsetHours: 10,
      usd: [150, 295],
      capacity: null,
    });
  }
  if (kind === 'expo') {
    list.push({
      subEventType: 'Awards Dinner',
      name: `${theme} Industry Awards Dinner`,
      description: 'Dinner and awards celebrating the year’s best products and teams.',
      offsetHours: 10,
      usd: [195, 395],
      capacity: [200, 800],
    });
  }
  return list;
}

function pickScore(rng: Random): number {
  return rng.pickWeighted([
    [10, 3],
    [9, 5],
    [8, 6],
    [7, 4],
    [6, 2],
    [5, 1],
    [4, 1],
    [3, 0.5],
    [2, 0.3],
    [1, 0.2],
  ] as const);
}

function reviewComment(rng: Random, score: number): string {
  const band = score >= 9 ? 'high' : score >= 7 ? 'good' : score >= 5 ? 'mid' : 'low';
  return rng.pick(REVIEW_COMMENTS[band]);
}

function buildEvent(seed: number, slot: EventSlot, index: number, now: Date, usedNames: Set<string>): DemoEvent {
  const key = `event-${String(index + 1).padStart(3, '0')}`;
  const rng = Random.derive(seed, `event:${key}`);
  const partner = slot.partner;
  const city = findCity(slot.cityName);
  if (!city) throw new Error(`Unknown city ${slot.cityName}`);
  const meta = COUNTRY_META[city.countryCode];
  if (!meta) throw new Error(`No country meta for ${city.countryCode}`);

  // Sectors and theme
  const primary = partner.sectors[slot.partnerEventIndex % partner.sectors.length] as string;
  const profile = profileOf(primary);
  const [theme, themeSubtype] = rng.pick(profile.themes);
  const sectorNames = [primary];
  if (rng.chance(0.5)) {
    const extra = rng.pick(
      partner.sectors.filter((s) => s !== primary).length > 0
        ? partner.sectors.filter((s) => s !== primary)
        : SECTORS.map((s) => s.name).filter((s) => s !== primary),
    );
    sectorNames.push(extra);
  }
  if (rng.chance(0.15)) {
    const pool = SECTORS.map((s) => s.name).filter((s) => !sectorNames.includes(s));
    sectorNames.push(rng.pick(pool));
  }
  const subtypes = [themeSubtype];
  const primarySubtypes = SECTORS.find((s) => s.name === primary)?.subtypes ?? [];
  if (rng.chance(0.5)) {
    const other = primarySubtypes.filter((s) => !subtypes.includes(s));
    if (other.length) subtypes.push(rng.pick(other));
  }
  const secondary = sectorNames[1];
  if (secondary && rng.chance(0.4)) {
    subtypes.push(rng.pick(SECTORS.find((s) => s.name === secondary)?.subtypes ?? []));
  }

  // Format, scale, timing
  const format = pickFormat(rng, primary);
  const scale = rng.int(format.scale[0], format.scale[1]);
  const days = rng.int(format.days[0], format.days[1]);
  const evening = format.kind === 'evening';
  const dayStart = addDays(startOfUtcDay(now), slot.dayOffset);
  const startDateTime = addHours(dayStart, evening ? 18 : 9);
  const endDateTime = addHours(addDays(dayStart, days - 1), evening ? 22.5 : 17);
  const year = startDateTime.getUTCFullYear();

  const attendanceType: AttendanceTypeId =
    format.kind === 'conference'
      ? rng.pickWeighted([
          [1, 6],
          [3, 3],
          [2, 1],
        ] as const)
      : format.eventType === 'Seminar'
        ? rng.pickWeighted([
            [1, 2],
            [2, 1],
          ] as const)
        : format.kind === 'festival'
          ? rng.pickWeighted([
              [1, 3],
              [3, 1],
            ] as const)
          : 1;

  // Topics
  const topics = rng.sample(profile.topics, 4);

  // Name (unique)
  let parts = composeName(rng, format, theme, city.name, city.countryCode, year);
  for (let attempt = 0; usedNames.has(parts.name) && attempt < 30; attempt++) {
    parts = composeName(rng, format, rng.pick(profile.themes)[0], city.name, city.countryCode, year);
  }
  if (usedNames.has(parts.name)) parts = { ...parts, name: `${parts.name} (${city.name})` };
  usedNames.add(parts.name);
  const name = parts.name;
  const slug = slugify(name);

  // Size ranges
  const attendeeIdx = attendanceType === 2 ? Math.max(1, scale) : scale;
  const exhibitorIdx =
    attendanceType === 2 || format.kind === 'evening' || format.kind === 'small'
      ? scale >= 1 && format.eventType === 'Product Launch'
        ? 1
        : 0
      : format.kind === 'expo'
        ? clamp(scale + 1, 2, 6)
        : clamp(scale - 1, 0, 4);
  const sizeIdx =
    attendanceType === 2
      ? 0
      : format.kind === 'expo'
        ? clamp(scale, 1, 5)
        : format.kind === 'festival'
          ? clamp(scale - 1, 1, 4)
          : clamp(scale - 2, 0, 2);
  const [attLo, attHi] = ATTENDEE_BOUNDS[attendeeIdx] as readonly [number, number];
  const [exLo, exHi] = EXHIBITOR_BOUNDS[exhibitorIdx] as readonly [number, number];
  const repeat = rng.chance(0.75);
  const previousNumAttendees = repeat ? Math.round(rng.int(attLo, attHi) / 10) * 10 || attLo : null;
  const previousNumExhibitors = repeat && exhibitorIdx > 0 ? rng.int(exLo, exHi) : repeat ? 0 : null;
  const minAttendees = Math.max(10, Math.round((attLo * 0.8) / 10) * 10);
  const maxAttendees = Math.round(attHi / 10) * 10;

  // Audience lists
  const consumerFacing = [
    'Retail & E-commerce',
    'Food & Beverage',
    'Fashion, Textiles & Beauty',
    'Travel & Hospitality',
  ].includes(primary);
  const audiences: string[] = ['B2B'];
  if (format.kind === 'expo') audiences.push(consumerFacing && rng.chance(0.5) ? 'Public' : 'Trade Only');
  if (consumerFacing && format.kind !== 'expo' && rng.chance(0.3)) audiences.push('B2C');
  if (primary === 'Government & Public Sector' || sectorNames.includes('Government & Public Sector'))
    audiences.push('B2G');
  if ((primary === 'Education & Training' || primary === 'Healthcare & Life Sciences') && rng.chance(0.5))
    audiences.push('Academic');
  if (partner.organizationType === 'Association' && rng.chance(0.5)) audiences.push('Members Only');
  if (format.word === 'Executive Seminar' && rng.chance(0.5)) audiences.push('Invitation Only');

  const classPool =
    format.kind === 'expo'
      ? ['Trade Buyers', 'Business Visitors', 'Industry Professionals', 'Media']
      : format.kind === 'small'
        ? ['Industry Professionals', 'Decision Makers', 'Students']
        : [
            'Industry Professionals',
            'Decision Makers',
            'Investors',
            'Academics & Researchers',
            'Media',
            'Government Officials',
          ];
  const attendeeClassList = rng.sample(classPool, rng.int(2, Math.min(4, classPool.length)));
  let otherAttendeeClass: string | null = null;
  if (rng.chance(0.08)) {
    attendeeClassList.push('Other');
    otherAttendeeClass = rng.pick([
      'Policy makers and regulators',
      'Family offices and private investors',
      'Facility and estates managers',
    ]);
  }
  const attendeeClassesSorted = ATTENDEE_CLASSES.filter((c) => attendeeClassList.includes(c));

  const designationPool = format.kind === 'small' ? DESIGNATIONS.slice(4, 11) : DESIGNATIONS.slice(0, 8);
  const attendeeDesignations = DESIGNATIONS.filter((d) => rng.sample(designationPool, rng.int(2, 4)).includes(d));
  const sampledJobTitles = JOB_TITLES.filter((j) => rng.sample(JOB_TITLES, rng.int(3, 6)).includes(j));
  // Each title above is kept by its own draw, so none may be kept: then one sample of four, in list order.
  const fallbackJobTitles = sampledJobTitles.length ? [] : rng.sample(JOB_TITLES, 4);
  const attendeeJobTitles = sampledJobTitles.length
    ? sampledJobTitles
    : JOB_TITLES.filter((j) => fallbackJobTitles.includes(j));

  const pool = REGION_COUNTRY_POOLS[meta.pool].filter((c) => c !== city.countryCode);
  const attendeeCountries = [city.countryCode, ...rng.sample(pool, rng.int(2, 7))];
  const exhibitorTypes =
    exhibitorIdx === 0
      ? []
      : EXHIBITOR_TYPES.filter((t) =>
          rng
            .sample(
              format.kind === 'expo'
                ? [
                    'Manufacturers',
                    'Distributors & Wholesalers',
                    'Service Providers',
                    'Technology Vendors',
                    'Start-ups',
                    'Trade Associations',
                    'Media Partners',
                  ]
                : ['Technology Vendors', 'Service Providers', 'Consultancies', 'Start-ups', 'Research Institutions'],
              rng.int(2, 4),
            )
            .includes(t),
        );
  const exhibitorCountries = exhibitorIdx === 0 ? [] : [city.countryCode, ...rng.sample(pool, rng.int(1, 5))];

  // Venue
  const venue = rng.pick(venuesInCity(city.name));

  // Copy
  const tagline = makeTagline(
    rng,
    format.kind,
    format.word === 'Awards',
    theme,
    profile,
    parts.regionNoun,
    city.name,
    days,
    topics[0] as string,
  );
  const description = makeDescription(
    rng,
    format.kind,
    theme,
    profile,
    city.name,
    parts.regionNoun,
    days,
    [topics[0] as string, topics[1] as string],
    exhibitorIdx,
    format.eventType,
  );
  const infoSentences: string[] =
    attendanceType === 2
      ? ['Sessions are held in English.']
      : evening
        ? [
            format.word === 'Awards' ? 'Dress code: black tie.' : 'Dress code: business casual.',
            ...OTHER_INFORMATION_SENTENCES.evening,
          ]
        : rng.sample(OTHER_INFORMATION_SENTENCES.always, rng.int(2, 3));
  if (format.kind === 'expo') infoSentences.push(rng.pick(OTHER_INFORMATION_SENTENCES.expo));
  if (attendanceType !== 1) infoSentences.push(OTHER_INFORMATION_SENTENCES.virtual[0]);
  const otherInformation = infoSentences.join(' ');

  // Tickets
  const currencyCode = meta.currency;
  const templates = ticketTemplates(rng, format.kind, format.word, attendanceType, days);
  const ticketCount = clamp(
    rng.pickWeighted([
      [1, 1],
      [2, 3],
      [3, 4],
      [4, 3],
    ] as const),
    1,
    Math.min(4, templates.length),
  );
  const chosenTickets = [templates[0] as TicketTemplate, ...rng.sample(templates.slice(1), ticketCount - 1)];
  const salesStart = addDays(startOfUtcDay(now), -rng.int(10, 60));
  const ticketTypes: DemoTicketType[] = templates
    .filter((t) => chosenTickets.includes(t))
    .map((t) => ({
      name: t.name,
      description: t.description,
      price: toMinor(t.usd, currencyCode),
      quantity: clamp(Math.round((maxAttendees * t.share) / 10) * 10, 50, 2000),
      cancellationPolicy: t.policy,
      salesStartDateTime: salesStart,
      salesEndDateTime: startDateTime,
    }));

  // Agenda: required items plus random extras, 2-5 in total, chronological.
  const agendaAll = agendaTemplates(format.kind, days, topics, theme, format.word === 'Awards');
  const required = agendaAll.filter((a) => a.required);
  const optional = agendaAll.filter((a) => !a.required);
  const agendaTarget = clamp(rng.int(2, 5), required.length, Math.min(5, agendaAll.length));
  const agendaChosen = [...required, ...rng.sample(optional, agendaTarget - required.length)].sort(
    (x, y) => x.offsetHours - y.offsetHours,
  );
  const agendaItems: DemoAgendaItem[] = agendaChosen.map((a) => ({
    name: a.name,
    description: a.description,
    offsetHours: a.offsetHours,
    startDateTime: addHours(startDateTime, a.offsetHours),
  }));

  // Sub-events (0-3); evening/virtual events get none.
  const subEventCount =
    evening || attendanceType === 2
      ? 0
      : rng.pickWeighted([
          [0, 3],
          [1, 3],
          [2, 3],
          [3, 2],
        ] as const);
  const subEvents: DemoSubEvent[] = rng
    .sample(subEventTemplates(format.kind, theme, profile, city.name, topics, days), subEventCount)
    .sort((x, y) => x.offsetHours - y.offsetHours)
    .map((s) => {
      const usd =
        s.usd[1] === 0 ? 0 : rng.chance(0.2) && s.usd[0] === 0 ? 0 : rng.int(Math.max(s.usd[0], 10), s.usd[1]);
      return {
        name: s.name,
        description: s.description,
        subEventType: s.subEventType,
        offsetHours: s.offsetHours,
        startDateTime: addHours(startDateTime, s.offsetHours),
        price: toMinor(usd, currencyCode),
        currencyCode,
        capacity: s.capacity && rng.chance(0.8) ? rng.int(s.capacity[0], s.capacity[1]) : null,
      };
    });

  // Artwork
  const [p1, p2] = profile.palette;
  const variants: [string, string][] = [
    [p1, p2],
    [p2, p1],
    [shadeColour(p1, -0.25), p2],
    [p1, shadeColour(p2, 0.2)],
  ];
  const dateLabel = formatDateRange(startDateTime, endDateTime);
  const baseSeed = hashString(`${seed}:${key}:art`);
  const thumbnail: DemoImageSpec = {
    kind: 'thumbnail',
    label: 'Thumbnail',
    ...IMAGE_SIZES.thumbnail,
    colours: rng.pick(variants),
    title: name,
    subtitle: `${dateLabel} · ${city.name}`,
    seed: baseSeed,
  };
  const bannerCount = rng.int(1, 3);
  const bannerSubtitles = [
    `${dateLabel} · ${venue.name}, ${city.name}`,
    tagline,
    format.kind === 'expo' ? 'Exhibition floor · Live demos · Seminars' : 'Keynotes · Panels · Networking',
  ];
  const banners: DemoImageSpec[] = Array.from({ length: bannerCount }, (_, i) => ({
    kind: 'banner' as const,
    label: `Banner ${i + 1}`,
    ...IMAGE_SIZES.banner,
    colours: variants[(i + 1) % variants.length] as [string, string],
    title: i === 0 ? name : i === 1 ? name : (topics[0] as string),
    subtitle: bannerSubtitles[i] as string,
    seed: (baseSeed + 7919 * (i + 1)) >>> 0,
  }));

  // Documents
  const documents: DocumentType[] = [];
  if (rng.chance(0.4)) documents.push('agenda');
  if (exhibitorIdx >= 2 && rng.chance(0.5)) documents.push('exhibitor-list');

  // Reviews of the previous edition
  const reviewCount = repeat && rng.chance(0.9) ? rng.int(1, 6) : 0;
  const reviews: DemoReview[] = Array.from({ length: reviewCount }, () => {
    const score = pickScore(rng);
    return {
      score,
      comment: reviewComment(rng, score),
      reviewerName: `${rng.pick(FIRST_NAMES)} ${SURNAME_INITIALS[rng.int(0, SURNAME_INITIALS.length - 1)]}.`,
      daysAgo: rng.int(30, 330),
    };
  });
  const rating = reviews.length ? Math.round(reviews.reduce((s, r) => s + r.score, 0) / reviews.length) / 2 : null;

  // Vetting
  const createdDaysAgo = rng.int(12, 90);
  const submitted: DemoVettingEntry = {
    status: 'PENDING',
    comment: 'Submitted for review.',
    notes: '',
    daysAgo: createdDaysAgo,
  };
  const decisionDaysAgo = createdDaysAgo - rng.int(1, 5);
  const vettingHistory: DemoVettingEntry[] =
    slot.status === 'APPROVED'
      ? [
          submitted,
          {
            status: 'APPROVED',
            comment: rng.pick(EVENT_VETTING_COMMENTS.approved),
            notes: rng.pick(EVENT_VETTING_COMMENTS.approvedNotes),
            daysAgo: decisionDaysAgo,
          },
        ]
      : slot.status === 'REJECTED'
        ? (() => {
            const i = rng.int(0, EVENT_VETTING_COMMENTS.rejected.length - 1);
            return [
              submitted,
              {
                status: 'REJECTED' as const,
                comment: EVENT_VETTING_COMMENTS.rejected[i] as string,
                notes: EVENT_VETTING_COMMENTS.rejectedNotes[i] as string,
                daysAgo: decisionDaysAgo,
              },
            ];
          })()
        : [{ ...submitted, daysAgo: rng.int(1, 4) }];

  return {
    key,
    partnerKey: partner.key,
    status: slot.status,
    vettingHistory,
    createdDaysAgo: (vettingHistory[0] as DemoVettingEntry).daysAgo,
    name,
    slug,
    tagline,
    description,
    otherInformation,
    websiteUrl: `https://${slug}.example`,
    eventType: format.eventType,
    otherEventType: format.otherEventType ?? null,
    startDateTime,
    endDateTime,
    durationDays: days,
    venueName: venue.name,
    cityName: city.name,
    countryCode: city.countryCode,
    attendanceType,
    sectors: sectorNames,
    sectorSubtypes: [...new Set(subtypes)],
    eventSize: EVENT_SIZES[sizeIdx] as string,
    eventSizeMetric: meta.metric,
    numAttendees: NUM_ATTENDEES[attendeeIdx] as string,
    numExhibitors: NUM_EXHIBITORS[exhibitorIdx] as string,
    previousNumAttendees,
    previousNumExhibitors,
    minAttendees,
    maxAttendees,
    audiences: [...new Set(audiences)],
    attendeeJobTitles,
    attendeeClasses: attendeeClassesSorted,
    otherAttendeeClass,
    attendeeDesignations,
    attendeeCountries,
    exhibitorTypes,
    exhibitorCountries,
    currencyCode,
    ticketTypes,
    agendaItems,
    subEvents,
    images: { thumbnail, banners },
    documents,
    reviews,
    rating,
  };
}

// ----------------------------------------------------------------------------------------------
// Entry point
// ----------------------------------------------------------------------------------------------

/**
 * Builds the whole demo dataset. Deterministic for a given (now, seed): two calls deep-equal.
 * Event dates are relative to `now` (start dates 5-300 days ahead, at 09:00 UTC; evening
 * formats 18:00 UTC; the PAST_EVENT_SLOTS a few days ago); everything else depends only on the seed,
 * except the year in some names.
 */
export function buildDemoDataset(now: Date = new Date(), seed: number = DEMO_SEED): DemoDataset {
  const fixedNow = new Date(now.getTime());
  const usedNames = new Set<string>();
  const events = planSlots(seed).map((slot, i) => buildEvent(seed, slot, i, fixedNow, usedNames));
  return {
    now: fixedNow,
    seed,
    accounts: buildAccounts(),
    partners: buildPartners(seed),
    events,
  };
}

// ----------------------------------------------------------------------------------------------
// Prices: the promo code every upcoming public demo event runs, and the home's offer it backs
// ----------------------------------------------------------------------------------------------

/** 15 % off every ticket type, until the event starts, for the first 500 orders. */
export const DEMO_PROMO_CODE = { code: 'EARLYBIRD', percentOff: 15, usageLimit: 500 } as const;

/** The home's offer, in force for 90 days from the seed, its headline in the four languages. */
export const DEMO_OFFER = {
  percentage: 15,
  headline: 'Save 15% on upcoming events with the organisers’ code EARLYBIRD at checkout',
  headlineTranslations: {
    es: 'Ahorra un 15 % en los próximos eventos con el código EARLYBIRD de los organizadores al pagar',
    fr: 'Économisez 15 % sur les prochains événements avec le code EARLYBIRD des organisateurs au paiement',
    de: 'Sparen Sie 15 % bei kommenden Veranstaltungen mit dem Veranstaltercode EARLYBIRD an der Kasse',
  },
  validForDays: 90,
} as const;
