import { describe, expect, it } from '@jest/globals';
import { NO_REFUND_TERMS } from '@pavilion/domain';
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

type SectionedPage = { slug: string; title: string; intro: Block[]; sections: Section[] };

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

  it('was updated on 28 January 2025', () => {
    expect(customerTermsPage.updated).toBe('2025-01-28');
  });
});

describe('content guidelines', () => {
  it('was updated on 28 January 2025', () => {
    expect(contentGuidelinesPage.updated).toBe('2025-01-28');
  });

  it('has 8 to 12 sections', () => {
    expect(contentGuidelinesPage.sections.length).toBeGreaterThanOrEqual(8);
    expect(contentGuidelinesPage.sections.length).toBeLessThanOrEqual(12);
  });
});

describe('privacy and cookies', () => {
  it('has 10 to 14 sections', () => {
    expect(privacyAndCookiesPage.sections.length).toBeGreaterThanOrEqual(10);
    expect(privacyAndCookiesPage.sections.length).toBeLessThanOrEqual(14);
  });
});

describe.each(sectionedPages.map((page) => [page.slug, page] as const))('page %s', (_slug, page) => {
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
