import { COMPANY_ADDRESS_LINE, SUPPORT_EMAIL } from '../../../config/contact';
import { ABOUT_TEXT as T } from './about.messages';
import type { AboutPage } from './types';
import { marketplacePaths } from '../../../config/paths';

/**
 * About us. The leadership names and biographies are invented placeholders,
 * to be replaced with the real team before launch. Every text is read in the current language when the
 * page reads it (a getter), never when this module loads.
 */
export const aboutPage: AboutPage = {
  path: marketplacePaths.aboutUs,
  get title() {
    return T.title;
  },
  get tagline() {
    return T.tagline;
  },
  get intro() {
    return T.intro;
  },
  get stats() {
    return [
      { value: T.statValue({ value: 50_000 }), label: T.statEvents },
      { value: T.statValue({ value: 100_000 }), label: T.statClients },
      { value: T.statValue({ value: 1_000_000 }), label: T.statAttendees },
      { value: T.statValue({ value: 20 }), label: T.statCountries },
    ];
  },
  get mission() {
    return { title: T.missionTitle, text: T.missionText };
  },
  get values() {
    return {
      title: T.valuesTitle,
      items: [
        { title: T.excellence, text: T.excellenceText },
        { title: T.partnership, text: T.partnershipText },
        { title: T.transparency, text: T.transparencyText },
        { title: T.trust, text: T.trustText },
      ],
    };
  },
  get leadership() {
    return {
      title: T.leadershipTitle,
      intro: T.leadershipIntro,
      people: [
        { name: 'Imogen Fairweather', position: T.ceo, bio: T.ceoBio },
        { name: 'Tobias Rennick-Shaw', position: T.coo, bio: T.cooBio },
        { name: 'Priya Castellane', position: T.cto, bio: T.ctoBio },
      ],
    };
  },
  get contact() {
    return {
      title: T.contactTitle,
      text: T.contactText,
      ctaLabel: T.contactCta,
      email: SUPPORT_EMAIL,
      address: COMPANY_ADDRESS_LINE,
    };
  },
};
