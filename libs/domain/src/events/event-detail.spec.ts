import { parseOk } from '../spec-helpers';
import { canBuyTicketType, publicStockOf, ZEventDetail, ZManagedEventDetail } from './event-detail';
import { sampleDetail, sampleManagedDetail } from '../testing';

describe('ZEventDetail', () => {
  it('reads a full detail', () => {
    expect(parseOk(ZEventDetail, sampleDetail)).toEqual(sampleDetail);
  });

  it('knows the two document types', () => {
    const doc = { id: 2, name: 'Exhibitors', url: '/x.pdf' };
    expect(ZEventDetail.safeParse({ ...sampleDetail, documents: [{ ...doc, type: 'exhibitor-list' }] }).success).toBe(
      true,
    );
    expect(ZEventDetail.safeParse({ ...sampleDetail, documents: [{ ...doc, type: 'brochure' }] }).success).toBe(false);
  });

  it('knows the three attendance types', () => {
    expect(ZEventDetail.safeParse({ ...sampleDetail, attendanceType: 4 }).success).toBe(false);
  });

  it('carries no sales figures for the public; the managed detail does', () => {
    expect(ZEventDetail.strict().parse(sampleDetail)).toEqual(sampleDetail);
    expect(parseOk(ZManagedEventDetail, sampleManagedDetail)).toEqual(sampleManagedDetail);
    // Parsing a managed detail as the public one drops the figures.
    const asPublic = ZEventDetail.parse(sampleManagedDetail);
    expect(asPublic.ticketTypes[0]).not.toHaveProperty('sold');
    expect(asPublic.subEvents[0]).not.toHaveProperty('capacity');
  });
});

describe('publicStockOf', () => {
  it('tells sold out, a few left (1-10) or plenty, never more', () => {
    expect(publicStockOf(0)).toEqual({ soldOut: true, remaining: null });
    expect(publicStockOf(-2)).toEqual({ soldOut: true, remaining: null });
    expect(publicStockOf(1)).toEqual({ soldOut: false, remaining: 1 });
    expect(publicStockOf(10)).toEqual({ soldOut: false, remaining: 10 });
    expect(publicStockOf(11)).toEqual({ soldOut: false, remaining: null });
    expect(publicStockOf(null)).toEqual({ soldOut: false, remaining: null });
  });
});

describe('canBuyTicketType', () => {
  it('needs the type on sale and in stock', () => {
    const [standard, vip] = sampleDetail.ticketTypes;
    expect(canBuyTicketType(standard!)).toBe(true);
    expect(canBuyTicketType(vip!)).toBe(false);
    expect(canBuyTicketType({ onSale: false, soldOut: false })).toBe(false);
  });
});
