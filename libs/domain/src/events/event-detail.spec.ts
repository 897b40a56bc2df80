import { parseOk } from '../spec-helpers';
import { canBuyTicketType, ZEventDetail } from './event-detail';
import { sampleDetail } from './event.fixtures';

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
});

describe('canBuyTicketType', () => {
  it('needs the type on sale and in stock', () => {
    const [standard, vip] = sampleDetail.ticketTypes;
    expect(canBuyTicketType(standard!)).toBe(true);
    expect(canBuyTicketType(vip!)).toBe(false);
    expect(canBuyTicketType({ onSale: false, available: 5 })).toBe(false);
  });
});
