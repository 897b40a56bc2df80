import {
  numberFormat,
  PARTNER_PLAN_FROM_USD,
  PAYOUT_DELAY_BUSINESS_DAYS,
  RANKING_WEIGHTS as W,
  RANKING_WINDOW_DAYS,
} from '@pavilion/domain';
import { SUPPORT_EMAIL } from '../../../config/contact';
import { h3, p, ul } from './blocks';
import { HOW_WE_WORK_TEXT as T } from './how-we-work.messages';
import type { ArticlePage } from './types';
import { marketplacePaths } from '../../../config/paths';

/** The partner plans' lowest monthly price, in the current language's way of writing money ('$99'). */
export const planPrice = () =>
  numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(PARTNER_PLAN_FROM_USD);

/** How We Work (/how-we-work): the order of search results, reviews, refunds and money. */
export const howWeWorkPage: ArticlePage = {
  path: marketplacePaths.howWeWork,
  get title() {
    return T.title;
  },
  intro: [p(() => T.intro1), p(() => T.intro2)],
  sections: [
    {
      id: 'search-ranking',
      get title() {
        return T.rankingTitle;
      },
      blocks: [
        p(() => T.ranking1),
        p(() => T.ranking2({ days: RANKING_WINDOW_DAYS })),
        ul(
          () => T.rankingViews({ weight: W.views }),
          () => T.rankingClicks({ weight: W.clicks }),
          () => T.rankingBookings({ weight: W.bookings }),
          () => T.rankingNetBookings({ weight: W.netBookings }),
          () => T.rankingCommission({ weight: W.commission }),
        ),
        p(() => T.ranking3),
        p(() => T.ranking4({ sectors: W.yourSectors, country: W.yourCountry })),
        p(() => T.ranking5),
        p(() => T.ranking6),
        p(() => T.ranking7),
      ],
    },
    {
      id: 'reviews-and-scores',
      get title() {
        return T.reviewsTitle;
      },
      blocks: [p(() => T.reviews1), p(() => T.reviews2), p(() => T.reviews3)],
    },
    {
      id: 'prices-and-savings',
      get title() {
        return T.pricesTitle;
      },
      blocks: [p(() => T.prices1), p(() => T.prices2), p(() => T.prices3)],
    },
    {
      id: 'cancellations-and-refunds',
      get title() {
        return T.refundsTitle;
      },
      blocks: [p(() => T.refunds1), p(() => T.refunds2), p(() => T.refunds3)],
    },
    {
      id: 'how-we-make-money',
      get title() {
        return T.moneyTitle;
      },
      blocks: [
        p(() => T.money1),
        ul(
          () => T.moneyCommission,
          () => T.moneyPlans({ price: planPrice() }),
        ),
        p(() => T.money2({ days: PAYOUT_DELAY_BUSINESS_DAYS })),
      ],
    },
    {
      id: 'partner-vetting',
      get title() {
        return T.vettingTitle;
      },
      blocks: [
        h3(() => T.vettingApplication),
        p(() => T.vetting1),
        h3(() => T.vettingVerification),
        p(() => T.vetting2),
        h3(() => T.vettingEvents),
        p(() => T.vetting3),
      ],
    },
    {
      id: 'questions',
      get title() {
        return T.questionsTitle;
      },
      blocks: [p(() => T.questions1({ email: SUPPORT_EMAIL }))],
    },
  ],
};
