import { describe, expect, it } from '@jest/globals';
import {
  ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT,
  BANK_TRANSFER_DUE_DAYS,
  BANK_TRANSFER_UNTIL_DAYS_DEFAULT,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  NO_REFUND_TERMS,
  PAYOUT_DELAY_BUSINESS_DAYS,
  SESSION_TTL_HOURS_DEFAULT,
} from '@pavilion/domain';
import {
  aboutPage,
  contentGuidelinesPage,
  customerTermsPage,
  howWeWorkPage,
  privacyAndCookiesPage,
  staticPages,
  type Block,
  type Section,
} from './index';

type SectionedPage = { path: string; title: string; intro: Block[]; sections: Section[] };

const sectionedPages: SectionedPage[] = [
  contentGuidelinesPage,
  privacyAndCookiesPage,
  customerTermsPage,
  howWeWorkPage,
];

const URL_SAFE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function blockTexts(block: Block): string[] {
  return block.kind === 'ul' ? block.items : [block.text];
}

function allText(page: SectionedPage): string[] {
  return [
    page.title,
    ...page.intro.flatMap(blockTexts),
    ...page.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockTexts)]),
  ];
}

describe('customer terms of service', () => {
  it('has A1-A18, B1-B7 and the four closing sections, in order', () => {
    const expected = [
      ...Array.from({ length: 18 }, (_, i) => `a${i + 1}`),
      ...Array.from({ length: 7 }, (_, i) => `b${i + 1}`),
      'request-to-register',
      'damage-policy',
      'how-we-work',
      'dictionary',
    ];
    expect(customerTermsPage.sections.map((s) => s.id)).toEqual(expected);
  });

  it('numbers the titles of the A and B sections', () => {
    for (const section of customerTermsPage.sections) {
      const numbered = /^([ab])(\d+)$/.exec(section.id);
      if (numbered) {
        expect(section.title.startsWith(`${numbered[1].toUpperCase()}${numbered[2]} `)).toBe(true);
      }
    }
    expect(customerTermsPage.sections.slice(-4).map((s) => s.title)).toEqual([
      'Request to register',
      'Damage policy',
      'How we work',
      'Dictionary',
    ]);
  });

  it('states the key facts of the spec', () => {
    const text = allText(customerTermsPage).join('\n');
    expect(text).toContain('England and Wales');
    expect(text).toContain('90% of cases');
    expect(text).toContain('5 working days');
    expect(text).toContain('14 days');
    expect(text).toContain('/content-guidelines');
    expect(text).toContain('/how-we-work');
  });

  it("says what the code does on cancelling: a ticket type may have no policy, in the event page's words", () => {
    const a7 = customerTermsPage.sections
      .find((s) => s.id === 'a7')!
      .blocks.flatMap(blockTexts)
      .join('\n');
    expect(a7).not.toMatch(/every ticket type has a cancellation policy/i);
    expect(a7).toContain(`"${NO_REFUND_TERMS}"`);
    expect(a7).toContain('until the Event starts');
  });

  it('was updated on 27 November 2026', () => {
    expect(customerTermsPage.updated).toBe('2026-11-27');
  });

  const section = (page: SectionedPage, id: string) =>
    page.sections
      .find((s) => s.id === id)!
      .blocks.flatMap(blockTexts)
      .join('\n');

  it('says a payment is by card or, where the event takes it, by bank transfer, with the rules the code runs on', () => {
    const a5 = section(customerTermsPage, 'a5');
    expect(a5).not.toMatch(/by payment card\. /);
    expect(a5).toContain('by bank transfer against an invoice');
    expect(a5).toContain(`(${BANK_TRANSFER_UNTIL_DAYS_DEFAULT} unless the Provider sets otherwise)`);
    expect(a5).toContain(`held for ${BANK_TRANSFER_DUE_DAYS} days, and never beyond the start of the Event`);
    expect(a5).toContain('a credit note cancels the invoice');
  });

  it('says tickets go at payment, or when they are named, with the reminders the code sends', () => {
    const a6 = section(customerTermsPage, 'a6');
    expect(a6).not.toMatch(/days leading up/);
    expect(a6).toContain('as soon as the payment has gone through');
    expect(a6).toContain('emailed to its Attendee when it is named');
    expect(a6).toContain('we remind you 7 days and again 1 day before the Event');
  });

  it('names the four languages the product speaks', () => {
    const a11 = section(customerTermsPage, 'a11');
    expect(a11).not.toMatch(/We communicate in English/);
    expect(a11).toContain('available in English, Spanish, French and German');
  });

  it('says what a buyer can do with an attendee, and until when, before it sends them to support', () => {
    const b6 = section(customerTermsPage, 'b6');
    expect(b6).not.toMatch(/Whether a name change is possible/);
    expect(b6).toContain('can be named until the Event ends');
    expect(b6).toContain(
      `(${ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT} hours before it starts unless the Provider sets otherwise`,
    );
    expect(b6).toContain('not once the Ticket has been checked in');
  });

  it('says an account is closed from its settings once no ticket for an event to come is left', () => {
    const a9 = section(customerTermsPage, 'a9');
    expect(a9).toContain('in your Account settings');
    expect(a9).toContain('it cannot be closed');
  });
});

describe('content guidelines', () => {
  it('was updated on 27 November 2026', () => {
    expect(contentGuidelinesPage.updated).toBe('2026-11-27');
  });

  it('has 8 to 12 sections', () => {
    expect(contentGuidelinesPage.sections.length).toBeGreaterThanOrEqual(8);
    expect(contentGuidelinesPage.sections.length).toBeLessThanOrEqual(12);
  });
});

describe('privacy and cookies', () => {
  it('was updated on 27 November 2026', () => {
    expect(privacyAndCookiesPage.updated).toBe('2026-11-27');
  });

  it('names both cookies, what each does, how long each lasts and why no consent is asked', () => {
    const cookies = privacyAndCookiesPage.sections
      .find((s) => s.id === 'cookies')!
      .blocks.flatMap(blockTexts)
      .join('\n');
    expect(cookies).not.toMatch(/single cookie/);
    expect(cookies).toContain(`${SESSION_TTL_HOURS_DEFAULT / 24} days from when you log in`);
    expect(cookies).toContain(`(${LOCALE_COOKIE})`);
    expect(cookies).toContain(`lasts ${LOCALE_COOKIE_MAX_AGE_DAYS} days from the last time you chose one`);
    expect(cookies).toContain('does not require consent');
  });

  it('has 10 to 14 sections', () => {
    expect(privacyAndCookiesPage.sections.length).toBeGreaterThanOrEqual(10);
    expect(privacyAndCookiesPage.sections.length).toBeLessThanOrEqual(14);
  });
});

describe.each(sectionedPages.map((page) => [page.path, page] as const))('page %s', (_path, page) => {
  it('has url-safe section ids that are unique within the page', () => {
    const ids = page.sections.map((s) => s.id);
    for (const id of ids) expect(id).toMatch(URL_SAFE_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no empty sections or blocks', () => {
    expect(page.title.trim()).not.toBe('');
    expect(page.intro.length).toBeGreaterThan(0);
    for (const section of page.sections) {
      expect(section.title.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
    }
    for (const block of [...page.intro, ...page.sections.flatMap((s) => s.blocks)]) {
      if (block.kind === 'ul') expect(block.items.length).toBeGreaterThan(0);
      for (const text of blockTexts(block)) expect(text.trim()).not.toBe('');
    }
  });

  it('contains no placeholder text or American spellings', () => {
    const text = allText(page).join('\n');
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|undefined|\[.*?\]/i);
    expect(text).not.toMatch(
      /\b(organiz\w*|color|favor\w*|behavior\w*|center|canceled|canceling|cancelation|personaliz\w*|recogniz\w*|licensed to)\b/i,
    );
  });
});

describe('how we work', () => {
  it('names the platform fee and pays partners on the business day the code makes their money payable', () => {
    const money = howWeWorkPage.sections
      .find((s) => s.id === 'how-we-make-money')!
      .blocks.flatMap(blockTexts)
      .join('\n');
    expect(money).toContain('the platform fee: a percentage of what each paid ticket costs plus a fixed amount');
    expect(money).toContain(`from ${PAYOUT_DELAY_BUSINESS_DAYS} business days after the day the event ends`);
    expect(money).not.toMatch(/2-3 business days/);
  });
});

describe('about page', () => {
  it('shows exactly the four spec statistics', () => {
    expect(aboutPage.stats).toEqual([
      { value: '50K+', label: 'Events hosted' },
      { value: '100K+', label: 'Corporate clients' },
      { value: '1M+', label: 'Attendees' },
      { value: '20+', label: 'Countries' },
    ]);
  });

  it('has the Excellence and Partnership values, three leaders and the contact details', () => {
    const values = aboutPage.values.items.map((v) => v.title);
    expect(values.slice(0, 2)).toEqual(['Excellence', 'Partnership']);
    expect(values.length).toBeLessThanOrEqual(4);
    expect(aboutPage.leadership.people).toHaveLength(3);
    for (const person of aboutPage.leadership.people) {
      expect(person.name && person.position && person.bio).toBeTruthy();
    }
    expect(aboutPage.contact.email).toBe('support@pavilion.example');
    expect(aboutPage.contact.address).toBe('Pavilion Events Ltd, London, United Kingdom');
  });
});

describe('static page registry', () => {
  it('lists the five static routes', () => {
    expect(staticPages.map((page) => page.path)).toEqual([
      '/about-us',
      '/privacy-and-cookies',
      '/content-guidelines',
      '/customer-terms-of-service',
      '/how-we-work',
    ]);
    for (const page of staticPages) expect(page.title.trim()).not.toBe('');
  });
});
