// What the How We Work page says. Product paths in the prose (/content-guidelines) stay as they are: the page
// turns them into links.
import { defineMessages } from '@pavilion/domain';

export const HOW_WE_WORK_TEXT = defineMessages('marketplace.staticPages.howWeWork', {
  title: 'How We Work',
  intro1:
    'Pavilion brings together corporate events from many different organisers. This page explains, in plain terms, how we put search results in order, where review scores come from, how refunds work, how we check organisers and how we make our money.',
  intro2:
    'The organisers who list events with us are our partners. When you book, the partner organising the event is the provider, and your contract for the event is with the provider directly. Our role is explained in our customer terms of service at /customer-terms-of-service.',
  rankingTitle: 'How search results are ordered',
  ranking1:
    'Search results, and the events on the home page, are listed in our recommended order unless you choose another. You can also sort by date, by event size, by price, by review score or by relevance, and switch between ascending and descending order. Filters, such as dates, location, sector, price or Free cancellation, decide which events appear, not the order they appear in. Events that share a place in the chosen order are listed by date, earliest first.',
  ranking2:
    'The recommended order ranks each event by a score made of what visitors and buyers did with it over the last {days, number} days, and of the commission it earns us. Its parts, each with its weight:',
  rankingViews:
    'popularity: the visitors who opened the event’s page, counted at most once a day for each visitor, without keeping your address, and leaving out automated visits (weight {weight, number});',
  rankingClicks:
    'clicks: the visitors who opened the event from a list of events, such as search results or the home page, counted the same way (weight {weight, number});',
  rankingBookings: 'gross bookings: the orders paid for the event (weight {weight, number});',
  rankingNetBookings:
    'net bookings: the tickets of those orders still held once cancellations and refunds are taken off (weight {weight, number});',
  rankingCommission:
    'commission: the percentage of each booking the organiser pays us (weight {weight, number} for each percentage point).',
  ranking3:
    'Each count adds its weight times the natural logarithm of one plus the count, so the hundredth view adds far less than the first. The score is worked out again every 10 minutes; a new event starts at the bottom until then. Our staff can see the parts of any event’s score.',
  ranking4:
    'When you are signed in, the recommended order is also personal: an event in one of the sectors of your profile adds {sectors, number} to its score, and an event that expects attendees from the country of your profile adds {country, number}. Nothing else about you is used.',
  ranking5:
    "When you search with a keyword and sort by relevance, events are ordered by how prominently your words appear in them: a word in the event's name counts most, then in its tagline, organiser or venue, then in its description. Without a keyword, relevance lists events by date.",
  ranking6:
    'Organisers can pay for a sponsored place. A sponsored event is shown second on the first page of any search it matches, never first and never more than one on a page, with a “Sponsored” label on its card. It is shown there in addition to the results in their order; if it is also on that page in its own place, it is shown only once, in the sponsored place. Organisers buy it by the day, at a price per day our administrators set, for events that are approved, published and not over. When several events are sponsored on the same day, the place rotates between the ones your search matches every hour. Sponsorship does not change an event’s score or its place among the other results.',
  ranking7: 'Organisers see how often their own event pages are opened.',
  reviewsTitle: 'Reviews and review scores',
  reviews1:
    'Each review has an overall score from 1 to 10. An event’s review score is the average of those scores. On event cards we show it as stars out of 5, which is the average divided by two and rounded to the nearest half star.',
  reviews2:
    'We collect reviews only for repeat events, such as annual conferences and trade shows that come back every season, because a review is meant to help you decide about the next edition. Only people who booked through Pavilion and attended can review, and we accept a review within 3 months of the date attended.',
  reviews3:
    'Reviews are hidden after 36 months, so that a score reflects how the event is run now. They may also stop being shown when an event changes ownership. Negative reviews are not removed because they are negative, and partners cannot pay to change which reviews are shown. Our Content Guidelines, at /content-guidelines, explain the full rules and how we moderate.',
  pricesTitle: 'Prices, promo codes and offers',
  prices1:
    'Partners set their own ticket prices. We do not add a booking fee: the total in the order summary is the ticket price multiplied by the number of tickets, plus any paid extras, less any promo code.',
  prices2:
    'Partners can run promo codes for their events: a percentage or a fixed amount off some or all ticket types, for a set period and often for a limited number of orders. Enter the code in the order summary before you confirm your order; the summary shows what it takes off, or why it cannot be used (for example, it has expired or has been used up). The discount stays on your receipt and order, and any refund is worked out from what you actually paid.',
  prices3:
    'When Pavilion runs an offer, such as a saving with organisers’ early-bird codes, the home page says what it is and until when. When no offer is running, the home page shows none.',
  refundsTitle: 'Cancellations and refunds',
  refunds1:
    'Each ticket type says in words, before you pay, how much of its price comes back if you cancel and until when; the partner sets it, and a ticket type without a cancellation policy gives nothing back. Use the Free cancellation filter in search to see only events with a ticket type you can cancel at no cost until at least the day before.',
  refunds2:
    'When a refund is due, it goes back to the payment method you used. In 90% of cases we process refunds within 5 working days.',
  refunds3:
    'If an event is overbooked and your place cannot be honoured, you can cancel free of charge, whatever the ticket’s cancellation policy says, and get a full refund.',
  money1: 'Pavilion is free for visitors and attendees to use. We earn money from partners:',
  moneyCommission:
    'commission, the platform fee: a percentage of what each paid ticket costs plus a fixed amount per ticket, on every booking made through Pavilion;',
  moneyPlans: 'partner plans: a monthly subscription for listing events, with plans from {price}/month.',
  money2:
    'We collect ticket payments on behalf of the partner and pay the money on, less refunds and our commission, from {days, plural, one {# business day} other {# business days}} after the day the event ends.',
  vettingTitle: 'How we check partners and events',
  vetting1:
    'Organisers apply through a four-step sign-up, giving their contact details, company details and the kind of events they run. Our team reviews every application; the review takes 2-3 business days.',
  vettingVerification: 'Verification and agreement',
  vetting2:
    'Approved partners must verify their company address with a verification code and sign our partner agreement before they sell tickets.',
  vetting3:
    'Our administrators also check events before they are published and keep a history of every decision. If you think a listing is wrong or misleading, please tell us.',
  questions1:
    'If anything on this page is unclear, or you think we have not followed it, contact customer support at {email}.',
  moneyTitle: 'How we make money',
  vettingApplication: 'Application',
  vettingEvents: 'Events',
  questionsTitle: 'Questions',
});
