/**
 * Shapes of the static content pages (About, Content Guidelines, Privacy and
 * Cookies, Customer Terms of Service, How We Work).
 *
 * Prose is plain text. Paths such as /content-guidelines appear as text in a
 * few places; the renderer may turn them into links but does not have to.
 */

/** One block of prose inside a section. */
export type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] } | { kind: 'h3'; text: string };

/** One collapsible section of a page. `id` is url-safe and unique within its page. */
export type Section = {
  id: string;
  title: string;
  blocks: Block[];
};

/** A page whose sections are shown as an accordion, all closed at first. */
export type AccordionPage = {
  /** Its path, from the app's route table. */
  path: string;
  title: string;
  /** The day of the last update ('2025-01-28'), shown in the reader's language. */
  updated?: string;
  intro: Block[];
  sections: Section[];
};

/** A long-form page whose sections are shown one after another (How We Work). */
export type ArticlePage = {
  /** Its path, from the app's route table. */
  path: string;
  title: string;
  intro: Block[];
  sections: Section[];
};

export type AboutStat = { value: string; label: string };

export type AboutValue = { title: string; text: string };

/** A member of the leadership team. The UI shows a placeholder image. */
export type LeadershipProfile = { name: string; position: string; bio: string };

export type AboutPage = {
  /** Its path, from the app's route table. */
  path: string;
  title: string;
  tagline: string;
  intro: string;
  stats: AboutStat[];
  mission: { title: string; text: string };
  values: { title: string; items: AboutValue[] };
  leadership: { title: string; intro: string; people: LeadershipProfile[] };
  contact: {
    title: string;
    text: string;
    /** Label of the call-to-action button. */
    ctaLabel: string;
    email: string;
    address: string;
  };
};

/** An entry of the static page registry: a page's path and its title. */
export type StaticPageLink = { path: string; title: string };
