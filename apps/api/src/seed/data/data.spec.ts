import { countries, countryByCode, flagFromCode } from './countries';
import { checkVatNumber, isValidIban } from '@pavilion/domain';
import { buildDemoDataset, isIbanChecksumValid, type DemoDataset } from './demo';
import { escapeXml, renderAvatarSvg, renderEventImageSvg, renderPartnerLogoSvg, wrapText } from './images';
import { textOutline } from './text-outlines';
import { cities, findCity, findVenue, venues } from './places';
import { hashString, mulberry32, Random } from './prng';
import {
  attendanceTypes,
  attendeeClasses,
  audiences,
  bankCurrencies,
  companySizes,
  designations,
  eventSizes,
  eventsPerYearRanges,
  eventTypes,
  exhibitorTypes,
  jobTitles,
  numAttendees,
  numExhibitors,
  optionLists,
  organizationTypes,
  sectorOfSubtype,
  sectors,
  sectorSubtypeNames,
  subEventTypes,
} from './reference';

const NOW = new Date('2026-03-01T10:30:00Z');
const DAY = 86_400_000;

/** Minimal well-formedness check: balanced tags, no stray '<' / bare '&' in text or attributes. */
function expectWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  const stack: string[] = [];
  const tagRe = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tagRe.exec(svg))) {
    const text = svg.slice(last, m.index);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    const attrs = m[3] ?? '';
    expect(attrs).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
    last = tagRe.lastIndex;
  }
  expect(last).toBe(svg.length);
  expect(stack).toEqual([]);
}

function hasDuplicates(list: readonly string[]): boolean {
  return new Set(list).size !== list.length;
}

describe('prng', () => {
  it('is deterministic and in range', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(hashString('abc')).toBe(hashString('abc'));
    const r = new Random(7);
    for (let i = 0; i < 200; i++) {
      const v = r.int(3, 5);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(5);
    }
    expect(new Random(1).sample([1, 2, 3, 4], 10)).toHaveLength(4);
  });
});

describe('countries', () => {
  it('has every ISO 3166-1 entry with unique codes and names', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBe(249);
    expect(hasDuplicates(countries.map((c) => c.code))).toBe(false);
    expect(hasDuplicates(countries.map((c) => c.name))).toBe(false);
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  it('is sorted by name', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    for (let i = 1; i < countries.length; i++) {
      expect(
        collator.compare((countries[i - 1] as { name: string }).name, (countries[i] as { name: string }).name),
      ).toBeLessThanOrEqual(0);
    }
  });

  it('computes flags from codes', () => {
    expect(flagFromCode('GB')).toBe('🇬🇧');
    expect(countryByCode('gb')?.flag).toBe('🇬🇧');
    expect(countryByCode('US')?.flag).toBe('🇺🇸');
    expect(countryByCode('GB')?.dialCode).toBe('+44');
    for (const c of countries) {
      const points = [...c.flag].map((ch) => ch.codePointAt(0) as number);
      expect(points).toHaveLength(2);
      expect(String.fromCharCode(...points.map((p) => p - 0x1f1e6 + 65))).toBe(c.code);
    }
    expect(() => flagFromCode('G1')).toThrow();
  });
});

describe('reference lists', () => {
  it('has no duplicates in any list', () => {
    for (const [name, list] of Object.entries(optionLists)) {
      expect({ name, duplicates: hasDuplicates(list) }).toEqual({ name, duplicates: false });
    }
    expect(hasDuplicates(sectors.map((s) => s.name))).toBe(false);
    expect(hasDuplicates(sectorSubtypeNames)).toBe(false);
  });

  it('matches the brief', () => {
    expect(sectors.length).toBeGreaterThanOrEqual(18);
    for (const s of sectors) {
      expect(s.subtypes.length).toBeGreaterThanOrEqual(3);
      expect(s.subtypes.length).toBeLessThanOrEqual(6);
    }
    expect(organizationTypes[0]).toBe('Event Organiser');
    expect(eventTypes).toContain('Other');
    expect(eventTypes[eventTypes.length - 1]).toBe('Other');
    expect(jobTitles.length).toBeGreaterThanOrEqual(28);
    expect(designations.length).toBeGreaterThanOrEqual(10);
    expect(attendeeClasses.length).toBeGreaterThanOrEqual(8);
    expect(exhibitorTypes.length).toBeGreaterThanOrEqual(10);
    expect(audiences).toEqual(expect.arrayContaining(['B2B', 'B2C', 'Trade Only', 'Public']));
    expect(numAttendees[0]).toBe('1-100');
    expect(numAttendees[numAttendees.length - 1]).toBe('10,001+');
    expect(eventSizes[0]).toBe('Under 1,000 sqm');
    expect(subEventTypes).toEqual(
      expect.arrayContaining([
        'Workshop',
        'Networking Dinner',
        'Site Visit',
        'Masterclass',
        'Awards Dinner',
        'Gala',
        'Tour',
      ]),
    );
    expect(attendanceTypes.map((a) => a.name)).toEqual(['In-Person', 'Virtual', 'Hybrid']);
    expect(sectorOfSubtype('FinTech')).toBe('Financial Services');
  });
});

describe('places', () => {
  it('covers enough cities and countries', () => {
    expect(cities.length).toBeGreaterThanOrEqual(55);
    expect(new Set(cities.map((c) => c.countryCode)).size).toBeGreaterThanOrEqual(25);
    expect(hasDuplicates(cities.map((c) => c.name))).toBe(false);
    for (const c of cities) {
      expect(countryByCode(c.countryCode)).toBeDefined();
      expect(Math.abs(c.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.lng)).toBeLessThanOrEqual(180);
      expect(c.placeId).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
    }
    for (const must of [
      'London',
      'Berlin',
      'Dubai',
      'Singapore',
      'New York',
      'Las Vegas',
      'São Paulo',
      'Tokyo',
      'Sydney',
    ]) {
      expect(findCity(must)).toBeDefined();
    }
  });

  it('has 2-4 uniquely named venues per city with stable place ids', () => {
    for (const c of cities) {
      const n = venues.filter((v) => v.cityName === c.name).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    expect(hasDuplicates(venues.map((v) => v.name))).toBe(false);
    expect(hasDuplicates(venues.map((v) => v.googlePlaceId))).toBe(false);
    for (const v of venues) {
      expect(findCity(v.cityName)?.countryCode).toBe(v.countryCode);
      expect(v.googlePlaceId).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
      expect(v.address.length).toBeGreaterThan(5);
    }
  });
});

describe('demo dataset', () => {
  let data: DemoDataset;
  beforeAll(() => {
    data = buildDemoDataset(NOW);
  });

  it('is deterministic', () => {
    expect(buildDemoDataset(NOW)).toEqual(data);
    expect(buildDemoDataset(new Date(NOW.getTime()))).toEqual(buildDemoDataset(NOW));
    // A different seed gives a different dataset.
    expect(buildDemoDataset(NOW, 1).events.map((e) => e.name)).not.toEqual(data.events.map((e) => e.name));
  });

  it("states the VAT numbers of the partners that print one, each valid for the partner's country", () => {
    const stated = data.partners.filter((p) => p.vatNumber !== null);
    expect(stated.map((p) => p.key).sort()).toEqual(['iberia', 'meridian', 'quickfire', 'rheinmesse']);
    for (const p of stated) expect(checkVatNumber(p.countryCode, p.vatNumber!)).toEqual({ vatNumber: p.vatNumber });
  });

  it('has the demo accounts', () => {
    const byEmail = new Map(data.accounts.map((a) => [a.email, a]));
    const attendee = byEmail.get('attendee@example.com');
    expect(attendee).toMatchObject({ role: 'attendee', firstName: 'Alex', surname: 'Morgan' });
    expect(byEmail.get('admin@example.com')?.role).toBe('admin');
    const partnerAccount = byEmail.get('partner@example.com');
    expect(partnerAccount?.role).toBe('partner');
    const partner = data.partners.find((p) => p.key === partnerAccount?.partnerKey);
    expect(partner?.vettingStatus).toBe('APPROVED');
    expect(partner?.members[0]?.email).toBe('partner@example.com');
    expect(data.partners[0]?.key).toBe(partner?.key);
    for (const a of data.accounts) {
      expect(jobTitles).toContain(a.jobTitle);
      expect(countryByCode(a.countryCode)).toBeDefined();
      for (const s of a.sectors) expect(sectors.map((x) => x.name)).toContain(s);
    }
  });

  it('has 8 vetted partners with consistent data', () => {
    expect(data.partners).toHaveLength(8);
    const statuses = data.partners.map((p) => p.vettingStatus);
    expect(statuses.filter((s) => s === 'APPROVED')).toHaveLength(6);
    expect(statuses.filter((s) => s === 'PENDING')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'REJECTED')).toHaveLength(1);
    const memberEmails: string[] = [];
    for (const p of data.partners) {
      expect(p.vettingHistory.length).toBeGreaterThan(0);
      expect(p.vettingHistory[p.vettingHistory.length - 1]?.status).toBe(p.vettingStatus);
      for (let i = 1; i < p.vettingHistory.length; i++) {
        expect((p.vettingHistory[i] as { daysAgo: number }).daysAgo).toBeLessThanOrEqual(
          (p.vettingHistory[i - 1] as { daysAgo: number }).daysAgo,
        );
      }
      expect(organizationTypes).toContain(p.organizationType);
      expect(companySizes).toContain(p.companySize);
      expect(eventsPerYearRanges).toContain(p.eventsPerYear);
      expect(countryByCode(p.countryCode)).toBeDefined();
      for (const s of p.sectors) expect(sectors.map((x) => x.name)).toContain(s);
      expect(p.members.length).toBeGreaterThanOrEqual(1);
      expect(p.members.length).toBeLessThanOrEqual(2);
      for (const m of p.members) {
        expect(m.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.example$|^(pending\.|rejected\.)?partner@example\.com$/);
        memberEmails.push(m.email);
      }
      expect(p.website).toMatch(/^https:\/\/[a-z0-9.-]+\.example$/);
      if (p.vettingStatus === 'APPROVED') expect(p.bankAccounts.length).toBeGreaterThan(0);
      else expect(p.bankAccounts).toHaveLength(0);
      for (const b of p.bankAccounts) {
        const iban = b.iban.replace(/\s+/g, '');
        // ISO 13616: the country's length and format and the check digits, as the bank form checks them.
        expect(isValidIban(iban)).toBe(true);
        expect(isIbanChecksumValid(iban)).toBe(true);
        expect(iban.slice(0, 2)).toBe(b.countryCode);
        expect(b.swiftCode).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
        expect(bankCurrencies).toContain(b.currency);
        expect(countryByCode(b.countryCode)).toBeDefined();
      }
      expect(p.cancellationPolicies.map((c) => c.name)).toEqual([
        'Flexible',
        'Standard',
        'Strict',
        'Free cancellation',
      ]);
      for (const policy of p.cancellationPolicies) {
        expect(policy.periods.length).toBeGreaterThan(0);
        for (const period of policy.periods) {
          expect(period.startDaysBeforeEvent).toBeGreaterThanOrEqual(period.endDaysBeforeEvent);
          expect(period.endDaysBeforeEvent).toBeGreaterThanOrEqual(0);
          expect(period.percentageRefund).toBeGreaterThanOrEqual(0);
          expect(period.percentageRefund).toBeLessThanOrEqual(100);
        }
      }
    }
    expect(hasDuplicates(memberEmails)).toBe(false);
    const flexible = data.partners[0]?.cancellationPolicies.find((c) => c.name === 'Flexible');
    expect(flexible?.periods).toEqual([
      { percentageRefund: 100, startDaysBeforeEvent: 90, endDaysBeforeEvent: 30 },
      { percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 15 },
      { percentageRefund: 0, startDaysBeforeEvent: 15, endDaysBeforeEvent: 0 },
    ]);
  });

  it('has at least 64 approved upcoming events plus 4 pending and 4 rejected, and two past events of the demo partner', () => {
    const today = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate());
    const past = data.events.filter((e) => e.startDateTime.getTime() < today);
    expect(past.map((e) => [e.partnerKey, e.status, Math.floor((e.startDateTime.getTime() - today) / DAY)])).toEqual([
      ['meridian', 'APPROVED', -3],
      ['meridian', 'APPROVED', -10],
    ]);
    for (const e of past) expect(e.endDateTime.getTime()).toBeLessThan(NOW.getTime());
    const approved = data.events.filter((e) => e.status === 'APPROVED' && !past.includes(e));
    expect(data.events.length).toBeGreaterThanOrEqual(72);
    expect(approved.length).toBeGreaterThanOrEqual(64);
    expect(data.events.filter((e) => e.status === 'PENDING')).toHaveLength(4);
    expect(data.events.filter((e) => e.status === 'REJECTED')).toHaveLength(4);
    const offsets = approved.map((e) => (e.startDateTime.getTime() - today) / DAY);
    for (const o of offsets) {
      expect(o).toBeGreaterThanOrEqual(5);
      expect(o).toBeLessThan(301);
    }
    expect(Math.min(...offsets)).toBeLessThan(10);
    expect(Math.max(...offsets)).toBeGreaterThan(280);
    const approvedPartners = new Set(data.partners.filter((p) => p.vettingStatus === 'APPROVED').map((p) => p.key));
    for (const e of approved) expect(approvedPartners.has(e.partnerKey)).toBe(true);
    expect(new Set(approved.map((e) => e.partnerKey)).size).toBe(6);
  });

  it('gives every event valid, consistent references', () => {
    const sectorNames = sectors.map((s) => s.name);
    const partnersByKey = new Map(data.partners.map((p) => [p.key, p]));
    for (const e of data.events) {
      const ctx = e.key;
      const partner = partnersByKey.get(e.partnerKey);
      expect({ ctx, partner: !!partner }).toEqual({ ctx, partner: true });
      expect(e.vettingHistory[e.vettingHistory.length - 1]?.status).toBe(e.status);
      expect(e.sectors.length).toBeGreaterThanOrEqual(1);
      expect(e.sectors.length).toBeLessThanOrEqual(3);
      for (const s of e.sectors) expect(sectorNames).toContain(s);
      for (const st of e.sectorSubtypes) expect(e.sectors).toContain(sectorOfSubtype(st));
      const venue = findVenue(e.venueName);
      expect(venue?.cityName).toBe(e.cityName);
      expect(venue?.countryCode).toBe(e.countryCode);
      expect(eventTypes).toContain(e.eventType);
      if (e.eventType === 'Other') {
        expect(e.otherEventType).toBeTruthy();
        expect((e.otherEventType as string).length).toBeLessThanOrEqual(80);
      } else expect(e.otherEventType).toBeNull();
      expect([1, 2, 3]).toContain(e.attendanceType);
      expect(eventSizes).toContain(e.eventSize);
      expect(numAttendees).toContain(e.numAttendees);
      expect(numExhibitors).toContain(e.numExhibitors);
      expect(['sqm', 'sqft']).toContain(e.eventSizeMetric);
      expect(e.minAttendees).toBeLessThanOrEqual(e.maxAttendees);
      for (const a of e.audiences) expect(audiences).toContain(a);
      for (const j of e.attendeeJobTitles) expect(jobTitles).toContain(j);
      for (const c of e.attendeeClasses) expect(attendeeClasses).toContain(c);
      if (e.otherAttendeeClass !== null) {
        expect(e.attendeeClasses).toContain('Other');
        expect(e.otherAttendeeClass.length).toBeLessThanOrEqual(80);
      }
      for (const d of e.attendeeDesignations) expect(designations).toContain(d);
      for (const t of e.exhibitorTypes) expect(exhibitorTypes).toContain(t);
      for (const code of [...e.attendeeCountries, ...e.exhibitorCountries]) expect(countryByCode(code)).toBeDefined();
      expect(hasDuplicates(e.attendeeCountries)).toBe(false);
      expect(hasDuplicates(e.exhibitorCountries)).toBe(false);
      expect(e.attendeeJobTitles.length).toBeGreaterThan(0);

      expect(e.tagline.length).toBeGreaterThan(0);
      expect(e.tagline.length).toBeLessThanOrEqual(95);
      expect(e.description.length).toBeGreaterThan(0);
      expect(e.description.length).toBeLessThanOrEqual(200);
      expect(e.otherInformation.length).toBeGreaterThan(0);
      expect(e.websiteUrl).toBe(`https://${e.slug}.example`);
      expect(e.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

      expect(e.durationDays).toBeGreaterThanOrEqual(1);
      expect(e.durationDays).toBeLessThanOrEqual(5);
      expect(e.endDateTime.getTime()).toBeGreaterThan(e.startDateTime.getTime());
      expect([9, 18]).toContain(e.startDateTime.getUTCHours());

      expect(e.ticketTypes.length).toBeGreaterThanOrEqual(1);
      expect(e.ticketTypes.length).toBeLessThanOrEqual(4);
      const policyNames = partner?.cancellationPolicies.map((p) => p.name) ?? [];
      for (const t of e.ticketTypes) {
        expect(Number.isInteger(t.price)).toBe(true);
        expect(t.price).toBeGreaterThanOrEqual(0);
        expect(t.quantity).toBeGreaterThanOrEqual(50);
        expect(t.quantity).toBeLessThanOrEqual(2000);
        expect(policyNames).toContain(t.cancellationPolicy);
        expect(t.salesStartDateTime.getTime()).toBeLessThan(t.salesEndDateTime.getTime());
      }
      expect(hasDuplicates(e.ticketTypes.map((t) => t.name))).toBe(false);

      expect(e.agendaItems.length).toBeGreaterThanOrEqual(2);
      expect(e.agendaItems.length).toBeLessThanOrEqual(5);
      for (const a of e.agendaItems) {
        expect(a.startDateTime.getTime()).toBe(e.startDateTime.getTime() + a.offsetHours * 3_600_000);
        expect(a.startDateTime.getTime()).toBeLessThanOrEqual(e.endDateTime.getTime());
      }
      expect(e.subEvents.length).toBeLessThanOrEqual(3);
      for (const s of e.subEvents) {
        expect(subEventTypes).toContain(s.subEventType);
        expect(Number.isInteger(s.price)).toBe(true);
        expect(s.price).toBeGreaterThanOrEqual(0);
        expect(s.currencyCode).toBe(e.currencyCode);
        if (s.capacity !== null) expect(s.capacity).toBeGreaterThan(0);
      }

      expect(e.images.thumbnail).toMatchObject({ kind: 'thumbnail', width: 500, height: 300 });
      expect(e.images.banners.length).toBeGreaterThanOrEqual(1);
      expect(e.images.banners.length).toBeLessThanOrEqual(3);
      for (const img of [e.images.thumbnail, ...e.images.banners]) {
        for (const c of img.colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
      }
      for (const d of e.documents) expect(['agenda', 'exhibitor-list']).toContain(d);

      expect(e.reviews.length).toBeLessThanOrEqual(6);
      for (const r of e.reviews) {
        expect(Number.isInteger(r.score)).toBe(true);
        expect(r.score).toBeGreaterThanOrEqual(1);
        expect(r.score).toBeLessThanOrEqual(10);
      }
      if (e.rating === null) expect(e.reviews).toHaveLength(0);
      else {
        expect(e.rating * 2).toBe(Math.round(e.rating * 2));
        expect(e.rating).toBeGreaterThanOrEqual(0);
        expect(e.rating).toBeLessThanOrEqual(5);
      }
    }
  });

  it('has distinct realistic names, all three filter currencies and a few free tickets', () => {
    expect(hasDuplicates(data.events.map((e) => e.name))).toBe(false);
    expect(hasDuplicates(data.events.map((e) => e.slug))).toBe(false);
    for (const currency of ['USD', 'GBP', 'EUR']) {
      expect(data.events.filter((e) => e.currencyCode === currency).length).toBeGreaterThanOrEqual(6);
    }
    const tickets = data.events.flatMap((e) => e.ticketTypes);
    const free = tickets.filter((t) => t.price === 0).length;
    expect(free).toBeGreaterThan(0);
    expect(free / tickets.length).toBeLessThan(0.15);
    const rated = data.events.filter((e) => e.rating !== null).length / data.events.length;
    expect(rated).toBeGreaterThan(0.5);
    expect(rated).toBeLessThan(0.85);
    expect(data.events.some((e) => e.eventType === 'Other')).toBe(true);
    expect(new Set(data.events.map((e) => e.attendanceType)).size).toBe(3);
    expect(new Set(data.events.map((e) => e.countryCode)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(data.events.flatMap((e) => e.sectors)).size).toBeGreaterThanOrEqual(18);
    expect(data.events.some((e) => e.ticketTypes.some((t) => t.cancellationPolicy === 'Free cancellation'))).toBe(true);
    expect(data.events.some((e) => e.subEvents.some((s) => s.price === 0))).toBe(true);
    expect(data.events.some((e) => e.subEvents.some((s) => s.capacity === null))).toBe(true);
  });

  it('renders every event image as well-formed SVG', () => {
    for (const e of data.events) {
      for (const spec of [e.images.thumbnail, ...e.images.banners]) expectWellFormedSvg(renderEventImageSvg(spec));
    }
    for (const p of data.partners) expectWellFormedSvg(renderPartnerLogoSvg(p.companyName, p.logoColour));
  });
});

describe('images', () => {
  const base = { width: 500, height: 300, colours: ['#1e3a8a', '#7c3aed'] as const, seed: 42 };

  it('produces well-formed SVG and escapes markup in titles', () => {
    const svg = renderEventImageSvg({ ...base, title: 'R&D <Summit> "2027"', subtitle: "Q&A's <b>" });
    expectWellFormedSvg(svg);
    expect(svg).toContain('R&amp;D');
    expect(svg).toContain('&lt;Summit&gt;');
    expect(svg).not.toContain('<Summit>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(escapeXml('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
  });

  it('is deterministic per seed and varies across seeds', () => {
    const a = renderEventImageSvg({ ...base, title: 'Global FinTech Summit 2027' });
    expect(renderEventImageSvg({ ...base, title: 'Global FinTech Summit 2027' })).toBe(a);
    expect(renderEventImageSvg({ ...base, seed: 43, title: 'Global FinTech Summit 2027' })).not.toBe(a);
  });

  it('handles banners, long titles and hostile colours', () => {
    const long = 'International Conference on Extraordinarily Long Event Names and Their Typographic Consequences 2027';
    expectWellFormedSvg(
      renderEventImageSvg({ ...base, width: 1600, height: 600, title: long, subtitle: 'x'.repeat(300) }),
    );
    expectWellFormedSvg(renderEventImageSvg({ ...base, width: 800, height: 500, title: long }));
    const hostile = renderEventImageSvg({ ...base, colours: ['"/><script>alert(1)</script>', 'red'], title: 'X' });
    expectWellFormedSvg(hostile);
    expect(hostile).not.toContain('script');
    expect(wrapText(long, 20, 3)).toHaveLength(3);
    expect(wrapText(long, 20, 3).every((l) => l.length <= 20)).toBe(true);
  });

  it('renders avatars and logos', () => {
    const avatar = renderAvatarSvg('am', '#2563eb');
    expectWellFormedSvg(avatar);
    expect(avatar).toContain('aria-label="AM"');
    expectWellFormedSvg(renderAvatarSvg('<&>', '#fff'));
    const logo = renderPartnerLogoSvg('Gulf Exhibitions & Conferences', '#b45309');
    expectWellFormedSvg(logo);
    expect(logo).toContain('Gulf Exhibitions &amp;');
    expect(logo).toContain('<path d="M');
  });

  it("draws every text as outlines, so no machine's fonts change how an image looks", () => {
    const images = [
      renderEventImageSvg({ ...base, title: 'Global FinTech Summit 2027', subtitle: 'London' }),
      renderAvatarSvg('am', '#2563eb'),
      renderPartnerLogoSvg('Gulf Exhibitions & Conferences', '#b45309'),
    ];
    for (const svg of images) {
      expect(svg).not.toMatch(/<text|font-family|<tspan/);
      expect(svg).toMatch(/<path d="M[^"]{40,}" fill="#ffffff"/);
    }
    // Other words, other outlines; a wider word ends further right.
    const outline = (text: string) => textOutline(text, { x: 0, y: 100, size: 40, weight: 700 });
    expect(outline('Summit')).not.toBe(outline('Summat'));
    const right = (d: string) => Math.max(...[...d.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1])));
    expect(right(outline('Conference'))).toBeGreaterThan(right(outline('Con')) + 100);
    // Letters beyond Latin-1 come from Inter's Latin Extended subset, not the missing-glyph box.
    expect(outline('Ł')).not.toBe(outline('\u{E000}'));
    expect(outline('ő')).not.toBe(outline('o'));
    expect(outline(' ')).toBe('');
  });
});
