// Dashboard > Help Centre: how Pavilion works for organisers (vetting, versions, policies, sales,
// payouts, messages), as questions and answers.
import { Accordion, AccordionItem } from '@pavilion/ui';
import { MESSAGES_PER_EVENT_PER_DAY, MAX_BANNER_IMAGES, PAYOUT_DELAY_BUSINESS_DAYS } from '@pavilion/domain';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { HELP_TEXT as T } from './messages';

/** The topics, their questions and answers, read when shown. */
function topics(): Array<{ title: string; items: Array<{ q: string; a: string[] }> }> {
  return [
    {
      title: T.vetting,
      items: [
        { q: T.vettingHowQ, a: [T.vettingHowA1, T.vettingHowA2, T.vettingHowA3] },
        { q: T.vettingWhatQ, a: [T.vettingWhatA1, T.vettingWhatA2] },
        { q: T.vettingEditedQ, a: [T.vettingEditedA] },
        { q: T.vettingRejectedQ, a: [T.vettingRejectedA] },
      ],
    },
    {
      title: T.events,
      items: [
        { q: T.eventsZoneQ, a: [T.eventsZoneA] },
        { q: T.eventsFilesQ, a: [T.eventsFilesA({ banners: MAX_BANNER_IMAGES })] },
      ],
    },
    {
      title: T.tickets,
      items: [
        { q: T.ticketsPriceQ, a: [T.ticketsPriceA] },
        { q: T.ticketsPoliciesQ, a: [T.ticketsPoliciesA1, T.ticketsPoliciesA2] },
        { q: T.ticketsOrdersQ, a: [T.ticketsOrdersA] },
      ],
    },
    {
      title: T.payouts,
      items: [
        { q: T.payoutsWhenQ, a: [T.payoutsWhenA({ days: PAYOUT_DELAY_BUSINESS_DAYS })] },
        { q: T.payoutsReachQ, a: [T.payoutsReachA({ max: MESSAGES_PER_EVENT_PER_DAY })] },
      ],
    },
  ];
}

export function HelpCentrePage() {
  useDocumentTitle(T.title);
  return (
    <PageFrame as="section" aria-labelledby="help-title">
      <h1 id="help-title" className="pv-page-title">
        {T.title}
      </h1>
      {topics().map((topic) => (
        <section key={topic.title} aria-label={topic.title}>
          <h2>{topic.title}</h2>
          <Accordion>
            {topic.items.map((item) => (
              <AccordionItem key={item.q} title={item.q}>
                {item.a.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </PageFrame>
  );
}
