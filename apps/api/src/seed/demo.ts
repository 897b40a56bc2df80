// Demo mode (the default for a local start, never in production): demo accounts, partners and events,
// with artwork generated locally. Runs once: a database that already has partners is left alone.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcrypt';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import {
  favourites,
  marketplaceOffer,
  promoCodes,
  agendaItems,
  attendees,
  bankAccounts,
  cancellationPolicies,
  cancellationPolicyPeriods,
  countries,
  eventDocuments,
  eventImages,
  events,
  eventVersions,
  eventVettingUpdates,
  files,
  optionItems,
  partnerAgreements,
  partnerMembers,
  partners,
  partnerSectors,
  partnerVettingUpdates,
  persons,
  platformFeeChanges,
  personSectors,
  places,
  reviews,
  sectorSubtypes,
  sectors,
  subEvents,
  ticketTypes,
} from '../db/schema';
import type { Storage } from '../platform/storage';
import { renderPdf } from '../platform/pdf';
import {
  eventDurationIdFor,
  eventVatColumns,
  offersFreeCancellation,
  ZEventVersionSnapshot,
  ZWidgetColours,
  zonedLocalToIso,
} from '@pavilion/domain';
import { refreshEventDerived, liveSnapshot } from '../modules/events';
import { refreshRatings } from '../modules/reviews';
import { currentAgreementVersions, keptNote } from '../modules/partner-account';
import { draftOf, saveDraft } from '../modules/partner-events';
import { buildDemoDataset, DEMO_OFFER, DEMO_PROMO_CODE, type DemoEvent } from './data/demo';
import { seedDemoOrders } from './demo-orders';
import { seedDemoWaitingList } from './demo-waiting-lists';
import { DEMO_BANK_ACCOUNT, seedDemoBankTransfers } from './demo-bank-transfers';
import { seedDemoTicketHolders } from './demo-ticket-holders';
import type { Config } from '../config';
import { seedDemoSanctions } from './demo-sanctions';
import { seedDemoLegalVersion } from './demo-legal';
import { seedDemoNewsletter } from './demo-newsletter';
import { seedDemoVenues } from './demo-venues';
import { renderAvatarSvg, renderEventImageSvg, renderPartnerLogoSvg, initialsOf } from './data/images';
import { LegalDocuments } from '../modules/legal';
import { PartnerApiKeys } from '../modules/api-keys';

/** The demo partner's one API key, for its badge printer at the door. */
export const DEMO_API_KEY = {
  name: 'Badge printer',
  scopes: ['events:read', 'attendees:read', 'check-ins:write'],
  expiresAt: null,
} as const;

/** The demo partner's widget colours: white on a deep green (6.25:1). */
export const DEMO_WIDGET_COLOURS = { accent: '#0b6e4f', accentText: '#ffffff' } as const;

export const DEMO_PASSWORD = 'Password123!';

const DAY = 86_400_000;

async function storeFile(tx: Tx, storage: Storage, bytes: Buffer, contentType: string, name: string): Promise<string> {
  const id = randomUUID();
  const ext = contentType === 'image/svg+xml' ? 'svg' : contentType === 'application/pdf' ? 'pdf' : 'bin';
  const key = `demo/${id}.${ext}`;
  await storage.put(key, bytes, contentType);
  await tx.insert(files).values({ id, storageKey: key, contentType, size: bytes.length, originalName: name });
  return id;
}

function renderDocumentPdf(title: string, lines: string[]): Promise<Buffer> {
  return renderPdf({ title, margin: 56 }, (doc) => {
    doc.fontSize(20).text(title);
    doc.moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.4);
  });
}

export async function seedDemoData(
  db: Database,
  storage: Storage,
  now: Date = new Date(),
  bank: Config['bankTransfer'] = DEMO_BANK_ACCOUNT,
): Promise<boolean> {
  // The invented venues come with the demo, never with the reference data a production start loads.
  await seedDemoVenues(db);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(partners);
  if (n > 0) return false;
  const data = buildDemoDataset(now);
  const hash = await bcrypt.hash(DEMO_PASSWORD, 10);

  await db.transaction(async (tx) => {
    const countryRows = await tx.select({ id: countries.id, code: countries.code }).from(countries);
    const countryId = (code: string) => {
      const row = countryRows.find((c) => c.code === code);
      if (!row) throw new Error(`demo data names an unknown country ${code}`);
      return row.id;
    };
    const optionRows = await tx
      .select({ id: optionItems.id, list: optionItems.list, name: optionItems.name })
      .from(optionItems);
    const option = (list: (typeof optionRows)[number]['list'], name: string) => {
      const row = optionRows.find((o) => o.list === list && o.name === name);
      if (!row) throw new Error(`demo data names an unknown ${list} option ${name}`);
      return row.id;
    };
    const sectorRows = await tx.select({ id: sectors.id, name: sectors.name }).from(sectors);
    const sectorId = (name: string) => sectorRows.find((s) => s.name === name)!.id;
    const subtypeRows = await tx.select({ id: sectorSubtypes.id, name: sectorSubtypes.name }).from(sectorSubtypes);
    const subtypeId = (name: string) => subtypeRows.find((s) => s.name === name)!.id;
    const venueRows = await tx
      .select({ id: places.id, name: places.name, timeZone: places.timeZone })
      .from(places)
      .where(sql`${places.kind} = 'venue'`);
    const venueId = (name: string) => venueRows.find((v) => v.name === name)!.id;
    const venueTimeZone = (name: string) => venueRows.find((v) => v.name === name)!.timeZone;

    // People: the demo accounts, then partner team members not already among them.
    const personIdByEmail = new Map<string, number>();
    let adminPersonId: number | null = null;
    for (const a of data.accounts) {
      const avatar = await storeFile(
        tx,
        storage,
        Buffer.from(renderAvatarSvg(initialsOf(`${a.firstName} ${a.surname}`), a.avatarColour)),
        'image/svg+xml',
        'avatar.svg',
      );
      const [p] = await tx
        .insert(persons)
        .values({
          email: a.email,
          passwordHash: hash,
          firstName: a.firstName,
          surname: a.surname,
          phoneNumber: a.phoneNumber,
          dateOfBirth: a.dateOfBirth,
          companyName: a.companyName,
          jobTitle: a.jobTitle,
          address: a.address,
          city: a.city,
          zipCode: a.zipCode,
          countryId: countryId(a.countryCode),
          imageFileId: avatar,
          emailVerifiedAt: a.emailVerified ? now : null,
          isAdmin: a.role === 'admin',
        })
        .returning({ id: persons.id });
      personIdByEmail.set(a.email, p.id);
      if (a.role === 'admin') adminPersonId = p.id;
      if (a.role === 'attendee') await tx.insert(attendees).values({ personId: p.id });
      if (a.sectors.length)
        await tx.insert(personSectors).values(a.sectors.map((s) => ({ personId: p.id, sectorId: sectorId(s) })));
      // Every demo account accepted the customer terms in force when it signed up (the box on the form).
      await new LegalDocuments(tx, () => now).acceptInForce(p.id, 'customer-terms', 'sign-up');
    }

    const policyIdByPartnerAndName = new Map<string, number>();
    const partnerIdByKey = new Map<string, number>();
    for (const dp of data.partners) {
      const logo = await storeFile(
        tx,
        storage,
        Buffer.from(renderPartnerLogoSvg(dp.companyName, dp.logoColour)),
        'image/svg+xml',
        'logo.svg',
      );
      const appliedAt = new Date(now.getTime() - (dp.vettingHistory[0]?.daysAgo ?? 30) * DAY - 60_000);
      const [org] = await tx
        .insert(partners)
        .values({
          name: dp.companyName,
          registeredCompanyName: dp.registeredName,
          registrationNumber: dp.registrationNumber,
          vatNumber: dp.vatNumber,
          organizationTypeId: option('organizationTypes', dp.organizationType),
          address: dp.address,
          city: dp.city,
          zipCode: dp.zipCode,
          countryId: countryId(dp.countryCode),
          // The checklist's dates follow the application: email confirmed within the hour, the
          // address a few days later, when the letter arrived.
          addressVerifiedAt: dp.addressVerified
            ? new Date(Math.min(now.getTime(), appliedAt.getTime() + 4 * DAY))
            : null,
          email: dp.email,
          emailVerifiedAt: dp.emailVerified ? new Date(appliedAt.getTime() + 3_600_000) : null,
          phoneNumber: dp.phoneNumber,
          website: dp.website,
          companySize: dp.companySize,
          eventsPerYear: dp.eventsPerYear,
          logoFileId: logo,
          currentVettingStatus: dp.vettingStatus,
          createdAt: appliedAt,
        })
        .returning({ id: partners.id });
      partnerIdByKey.set(dp.key, org.id);
      if (dp.sectors.length)
        await tx.insert(partnerSectors).values(dp.sectors.map((s) => ({ partnerId: org.id, sectorId: sectorId(s) })));
      for (const m of dp.members) {
        let personId = personIdByEmail.get(m.email);
        if (!personId) {
          const [p] = await tx
            .insert(persons)
            .values({
              email: m.email,
              passwordHash: hash,
              firstName: m.firstName,
              surname: m.surname,
              jobTitle: m.jobTitle,
              phoneNumber: m.phoneNumber,
              emailVerifiedAt: now,
            })
            .returning({ id: persons.id });
          personId = p.id;
          personIdByEmail.set(m.email, personId);
        }
        await tx
          .insert(partnerMembers)
          .values({ partnerId: org.id, personId, role: m.isPrimaryContact ? 'owner' : 'member' });
      }
      for (const v of dp.vettingHistory) {
        await tx.insert(partnerVettingUpdates).values({
          partnerId: org.id,
          status: v.status,
          comment: v.comment,
          notes: v.notes,
          // The note the sign-up writes reads in the administrator's language, as a real sign-up's does.
          ...(v.notes === keptNote('createdOnSignUp').notes ? keptNote('createdOnSignUp') : {}),
          adminPersonId,
          createdAt: new Date(now.getTime() - v.daysAgo * DAY),
        });
      }
      for (const [index, b] of dp.bankAccounts.entries()) {
        await tx.insert(bankAccounts).values({
          // The first account of each currency is its payout account: money is paid only in its own currency.
          isPayout: dp.bankAccounts.findIndex((other) => other.currency === b.currency) === index,
          partnerId: org.id,
          accountName: b.accountHolderName,
          bankName: b.bankName,
          iban: b.iban,
          swift: b.swiftCode,
          countryId: countryId(b.countryCode),
          currency: b.currency,
        });
      }
      if (dp.agreementsSigned) {
        const owner = dp.members.find((m) => m.isPrimaryContact);
        const versions = currentAgreementVersions();
        const signedAt = new Date(now.getTime() - ((dp.vettingHistory[0]?.daysAgo ?? 2) - 1) * DAY);
        for (const kind of ['partner-contract', 'customer-terms'] as const) {
          await tx.insert(partnerAgreements).values({
            partnerId: org.id,
            personId: personIdByEmail.get(owner!.email)!,
            kind,
            version: versions[kind],
            signedAt,
            ipAddress: '203.0.113.10',
          });
        }
      }
      for (const pol of dp.cancellationPolicies) {
        const [row] = await tx
          .insert(cancellationPolicies)
          .values({
            partnerId: org.id,
            name: pol.name,
            description: pol.description,
            active: pol.active,
            freeCancellation: offersFreeCancellation([...pol.periods]),
          })
          .returning({ id: cancellationPolicies.id });
        await tx
          .insert(cancellationPolicyPeriods)
          .values(pol.periods.map((p, i) => ({ policyId: row.id, ...p, position: i })));
        policyIdByPartnerAndName.set(`${dp.key}/${pol.name}`, row.id);
      }
    }

    const insertEvent = (de: DemoEvent) =>
      insertDemoEvent(tx, storage, de, {
        partnerId: partnerIdByKey.get(de.partnerKey)!,
        policyId: (name) => policyIdByPartnerAndName.get(`${de.partnerKey}/${name}`) ?? null,
        option,
        sectorId,
        subtypeId,
        venueId,
        venueTimeZone,
        countryId,
        adminPersonId,
        now,
      });
    for (const de of data.events) await insertEvent(de);
    await proposeDemoEdit(tx, partnerIdByKey.get('meridian')!, personIdByEmail.get('partner@example.com') ?? null, now);
    // A draft of the demo partner, kept by Auto publish off (the default): only its team sees it.
    const draft = demoDraft(data.events);
    if (draft) await insertEvent(draft);
    await seedDemoOrders(tx, hash, countryId('GB'), now);
    await seedDemoWaitingList(tx, now);
    await seedDemoBankTransfers(tx, bank, now);
    await seedDemoTicketHolders(tx, now);
    await refreshEventDerived(tx, 'all');
    const attendee = personIdByEmail.get('attendee@example.com');
    if (attendee) await seedDemoFavourites(tx, attendee, now);
    await seedDemoPrices(tx, adminPersonId, now);
    await seedDemoSanctions(tx, hash, adminPersonId, now);
    await seedDemoLegalVersion(tx, adminPersonId, now);
    // A raise of the default platform fee announced 35 days ahead (the console lists it, partners' Finances show it).
    await tx.insert(platformFeeChanges).values({
      partnerId: null,
      percentBasisPoints: 550,
      fixedPerTicket: 0.5,
      appliesFrom: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 35, 9)),
      createdBy: adminPersonId,
      createdAt: now,
    });
    // The demo partner's API key: its secret was shown once, to nobody, so the list shows it alone.
    const meridianOwner = personIdByEmail.get('partner@example.com');
    if (meridianOwner) {
      const [who] = await tx
        .select({ firstName: persons.firstName, surname: persons.surname, email: persons.email })
        .from(persons)
        .where(eq(persons.id, meridianOwner));
      const owner = { personId: meridianOwner, name: `${who.firstName} ${who.surname}`, email: who.email };
      await new PartnerApiKeys(tx, partnerIdByKey.get('meridian')!, () => now).create(owner, DEMO_API_KEY);
    }
    await seedDemoWidget(tx, partnerIdByKey.get('meridian')!);
    await seedDemoNewsletter(tx, now);
  });
  return true;
}

/**
 * The demo partner's ticket widget: its colours on every one of its events (the snippet on an event's
 * page shows them at once), and its five latest paid orders placed through it (the insights count them).
 */
async function seedDemoWidget(tx: Tx, partnerId: number) {
  const colours = ZWidgetColours.parse(DEMO_WIDGET_COLOURS);
  await tx
    .update(events)
    .set({ widgetAccent: colours.accent, widgetAccentText: colours.accentText })
    .where(eq(events.partnerId, partnerId));
  await tx.execute(
    sql`update orders set source = 'widget' where id in (select id from orders where partner_id = ${partnerId} and status = 'paid' order by paid_at desc, id limit 5)`,
  );
}

/** EARLYBIRD on every upcoming public event (until it starts), and the home's offer that names it. */
async function seedDemoPrices(tx: Tx, adminPersonId: number | null, now: Date) {
  const upcoming = await tx
    .select({ id: events.id, startAt: events.startAt, currency: events.ticketCurrency })
    .from(events)
    .where(
      and(
        eq(events.status, 'APPROVED'),
        eq(events.published, true),
        eq(events.partnerApproved, true),
        gt(events.startAt, now),
      ),
    );
  if (upcoming.length)
    await tx.insert(promoCodes).values(
      upcoming.map((e) => ({
        eventId: e.id,
        code: DEMO_PROMO_CODE.code,
        kind: 'percentage' as const,
        percentOff: DEMO_PROMO_CODE.percentOff,
        currency: e.currency,
        endsAt: e.startAt,
        usageLimit: DEMO_PROMO_CODE.usageLimit,
        createdAt: now,
        updatedAt: now,
      })),
    );
  await tx.insert(marketplaceOffer).values({
    percentage: DEMO_OFFER.percentage,
    headline: DEMO_OFFER.headline,
    headlineTranslations: { ...DEMO_OFFER.headlineTranslations },
    validUntil: new Date(now.getTime() + DEMO_OFFER.validForDays * 86_400_000),
    active: true,
    updatedByPersonId: adminPersonId,
    updatedAt: now,
  });
}

interface Resolvers {
  partnerId: number;
  policyId: (name: string) => number | null;
  option: (
    list:
      | 'eventTypes'
      | 'eventSizes'
      | 'numAttendees'
      | 'numExhibitors'
      | 'audiences'
      | 'jobTitles'
      | 'attendeeClasses'
      | 'designations'
      | 'exhibitorTypes'
      | 'subEventTypes',
    name: string,
  ) => number;
  sectorId: (name: string) => number;
  subtypeId: (name: string) => number;
  venueId: (name: string) => number;
  venueTimeZone: (name: string) => string;
  countryId: (code: string) => number;
  adminPersonId: number | null;
  now: Date;
}

/**
 * The demo dataset plans each event's clock times in UTC (09:00-17:00, an evening at 18:00); an event
 * happens at those times where it is, so every time moves into the venue's zone (09:00 in Tokyo is
 * 00:00 UTC). Keeps the event's internal order (agenda, extras, sales windows) as planned.
 */
function localTimes(de: DemoEvent, zone: string): DemoEvent {
  const at = (d: Date) => new Date(zonedLocalToIso(d.toISOString().slice(0, 19), zone));
  return {
    ...de,
    startDateTime: at(de.startDateTime),
    endDateTime: at(de.endDateTime),
    agendaItems: de.agendaItems.map((a) => ({ ...a, startDateTime: at(a.startDateTime) })),
    subEvents: de.subEvents.map((s) => ({ ...s, startDateTime: at(s.startDateTime) })),
    ticketTypes: de.ticketTypes.map((t) => ({
      ...t,
      salesStartDateTime: at(t.salesStartDateTime),
      salesEndDateTime: at(t.salesEndDateTime),
    })),
  };
}

/**
 * An approved event of the demo partner with an edit waiting for review: the public keeps seeing the
 * approved version, the partner sees 'Changes waiting for review', the admin sees what changed.
 */
/**
 * The demo partner's draft: a workshop day beside its event waiting for review, on the same dates and at
 * the same venue, never submitted (no vetting history). Inserted after every planned event, so the
 * planned ones are the same with or without it.
 */
function demoDraft(planned: readonly DemoEvent[]): DemoEvent | null {
  const sibling = planned.find((e) => e.partnerKey === 'meridian' && e.status === 'PENDING');
  if (!sibling) return null;
  return {
    ...sibling,
    key: `${sibling.key}-draft`,
    slug: `${sibling.slug}-workshops`,
    name: `${sibling.name}: Workshop Day`,
    status: 'DRAFT',
    vettingHistory: [],
    createdDaysAgo: 2,
  };
}

async function proposeDemoEdit(tx: Tx, partnerId: number, personId: number | null, now: Date) {
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.partnerId, partnerId), eq(events.status, 'APPROVED'), gt(events.startAt, now)))
    .orderBy(events.startAt)
    .limit(1);
  if (!event) return;
  const draft = await draftOf(tx, event);
  // Checked as a partner's edit would be, so the demo never holds a version the API cannot read.
  const edit = ZEventVersionSnapshot.parse({
    ...draft,
    tagline: 'Now with a second stage for hands-on workshops',
    description: 'New this year: a second stage for the workshops, with its own programme and speakers.',
  });
  await saveDraft(tx, event, edit, personId, new Date(now.getTime() - 26 * 3_600_000));
}

/** The demo events in these countries state the VAT their prices include; the others keep "not stated". */
const DEMO_VAT_RATES: Partial<Record<string, number>> = { GB: 20, DE: 19 };

async function insertDemoEvent(tx: Tx, storage: Storage, planned: DemoEvent, r: Resolvers) {
  const zone = r.venueTimeZone(planned.venueName);
  const de = localTimes(planned, zone);
  const [e] = await tx
    .insert(events)
    .values({
      partnerId: r.partnerId,
      name: de.name,
      tagline: de.tagline,
      description: de.description,
      otherInformation: de.otherInformation,
      websiteUrl: de.websiteUrl,
      eventTypeId: r.option('eventTypes', de.eventType),
      otherEventType: de.otherEventType,
      attendanceType: de.attendanceType,
      startAt: de.startDateTime,
      endAt: de.endDateTime,
      timeZone: zone,
      durationId: eventDurationIdFor(de.startDateTime, de.endDateTime, zone),
      venueId: r.venueId(de.venueName),
      eventSizeId: r.option('eventSizes', de.eventSize),
      eventSizeMetric: de.eventSizeMetric,
      numAttendeesId: r.option('numAttendees', de.numAttendees),
      previousNumAttendees: de.previousNumAttendees,
      minAttendees: de.minAttendees,
      maxAttendees: de.maxAttendees,
      numExhibitorsId: r.option('numExhibitors', de.numExhibitors),
      previousNumExhibitors: de.previousNumExhibitors,
      otherAttendeeClass: de.otherAttendeeClass,
      sectorIds: de.sectors.map(r.sectorId),
      sectorSubtypeIds: de.sectorSubtypes.map(r.subtypeId),
      audienceIds: de.audiences.map((n) => r.option('audiences', n)),
      attendeeJobTitleIds: de.attendeeJobTitles.map((n) => r.option('jobTitles', n)),
      attendeeClassIds: de.attendeeClasses.map((n) => r.option('attendeeClasses', n)),
      attendeeDesignationIds: de.attendeeDesignations.map((n) => r.option('designations', n)),
      attendeeCountryIds: de.attendeeCountries.map(r.countryId),
      exhibitorTypeIds: de.exhibitorTypes.map((n) => r.option('exhibitorTypes', n)),
      exhibitorCountryIds: de.exhibitorCountries.map(r.countryId),
      ticketCurrency: de.currencyCode,
      ...eventVatColumns(
        DEMO_VAT_RATES[de.countryCode] ? { mode: 'included', rate: DEMO_VAT_RATES[de.countryCode]! } : null,
      ),
      status: de.status,
      createdAt: new Date(r.now.getTime() - de.createdDaysAgo * DAY),
    })
    .returning({ id: events.id });

  const images = [de.images.thumbnail, ...de.images.banners];
  let thumbnailImageId: number | null = null;
  for (const [i, img] of images.entries()) {
    const fileId = await storeFile(
      tx,
      storage,
      Buffer.from(renderEventImageSvg(img)),
      'image/svg+xml',
      `${img.kind}.svg`,
    );
    const [row] = await tx
      .insert(eventImages)
      .values({ eventId: e.id, kind: img.kind, fileId, position: i })
      .returning({ id: eventImages.id });
    if (img.kind === 'thumbnail') thumbnailImageId = row.id;
  }
  for (const type of de.documents) {
    const title = type === 'agenda' ? `${de.name}: agenda` : `${de.name}: exhibitor list`;
    const lines =
      type === 'agenda'
        ? de.agendaItems.map((a) => `${a.startDateTime.toISOString().slice(0, 16).replace('T', ' ')} UTC  ${a.name}`)
        : de.exhibitorTypes.map((x) => `Exhibitors: ${x}`);
    const fileId = await storeFile(
      tx,
      storage,
      await renderDocumentPdf(title, lines),
      'application/pdf',
      `${type}.pdf`,
    );
    await tx
      .insert(eventDocuments)
      .values({ eventId: e.id, type, name: type === 'agenda' ? 'Agenda' : 'Exhibitor list', fileId });
  }
  if (de.agendaItems.length) {
    await tx.insert(agendaItems).values(
      de.agendaItems.map((a) => ({
        eventId: e.id,
        name: a.name,
        description: a.description,
        startAt: a.startDateTime,
      })),
    );
  }
  if (de.subEvents.length) {
    await tx.insert(subEvents).values(
      de.subEvents.map((s) => ({
        eventId: e.id,
        name: s.name,
        description: s.description,
        subEventTypeId: r.option('subEventTypes', s.subEventType),
        startAt: s.startDateTime,
        priceMinor: s.price,
        currency: s.currencyCode,
        capacity: s.capacity,
      })),
    );
  }
  await tx.insert(ticketTypes).values(
    de.ticketTypes.map((t, i) => ({
      eventId: e.id,
      name: t.name,
      description: t.description,
      priceMinor: t.price,
      currency: de.currencyCode,
      quantity: t.quantity,
      salesStartAt: t.salesStartDateTime,
      salesEndAt: t.salesEndDateTime,
      cancellationPolicyId: r.policyId(t.cancellationPolicy),
      position: i,
    })),
  );
  if (de.reviews.length) {
    await tx.insert(reviews).values(
      de.reviews.map((rv) => ({
        eventId: e.id,
        partnerId: r.partnerId,
        reviewerName: rv.reviewerName,
        score: rv.score,
        comment: rv.comment,
        status: 'published' as const,
        createdAt: new Date(r.now.getTime() - rv.daysAgo * DAY),
      })),
    );
  }
  await tx
    .update(events)
    .set({ thumbnailImageId })
    .where(sql`${events.id} = ${e.id}`);
  // Version 1 holds the content as created; its status is the event's, decided at the last review.
  const lastReview = de.vettingHistory[de.vettingHistory.length - 1];
  const [version] = await tx
    .insert(eventVersions)
    .values({
      eventId: e.id,
      version: 1,
      snapshot: (await liveSnapshot(tx, e.id))!,
      status: de.status,
      createdAt: new Date(r.now.getTime() - de.createdDaysAgo * DAY),
      decidedAt: de.status !== 'PENDING' && lastReview ? new Date(r.now.getTime() - lastReview.daysAgo * DAY) : null,
    })
    .returning({ id: eventVersions.id });
  for (const v of de.vettingHistory) {
    await tx.insert(eventVettingUpdates).values({
      eventId: e.id,
      eventVersionId: version.id,
      status: v.status,
      comment: v.comment,
      notes: v.notes,
      adminPersonId: r.adminPersonId,
      createdAt: new Date(r.now.getTime() - v.daysAgo * DAY),
    });
  }
  await tx
    .update(events)
    .set({ thumbnailImageId, currentVersionId: version.id })
    .where(sql`${events.id} = ${e.id}`);
  // The card's rating and the page's summary, as every change to reviews keeps them.
  if (de.reviews.length) await refreshRatings(tx, e.id, r.now);
}

/** The demo attendee has saved the three soonest events on the marketplace (Saved events, the Saved cards). */
async function seedDemoFavourites(tx: Tx, personId: number, now: Date) {
  const soonest = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.status, 'APPROVED'),
        eq(events.published, true),
        eq(events.partnerApproved, true),
        gt(events.startAt, now),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(3);
  if (soonest.length) {
    await tx.insert(favourites).values(
      soonest.map(({ id }, i) => ({
        personId,
        eventId: id,
        createdAt: new Date(now.getTime() - (i + 1) * 86_400_000),
      })),
    );
  }
}
