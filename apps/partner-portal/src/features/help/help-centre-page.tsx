// Dashboard > Help Centre: how Pavilion works for organisers (vetting, versions, policies, sales,
// payouts, messages), as questions and answers.
import { Accordion, AccordionItem } from '@pavilion/ui';
import { MESSAGES_PER_EVENT_PER_DAY, MAX_BANNER_IMAGES } from '@pavilion/domain';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';

const TOPICS: Array<{ title: string; items: Array<{ q: string; a: string[] }> }> = [
  {
    title: 'Getting your events vetted',
    items: [
      {
        q: 'How does vetting work?',
        a: [
          'Every new event, and every later change to what buyers read about it, is a version that our review team checks. Reviews take 2-3 business days.',
          'While a version waits, buyers keep seeing the last approved version. An event that was never approved is not visible to buyers at all.',
          "You see each version and its review on the event page, with the reviewer's comment. You also get an email when a version is approved or needs changes.",
        ],
      },
      {
        q: 'What is reviewed, and what is not?',
        a: [
          'Reviewed: the name, tagline, description, dates and time zone, venue, audience and exhibitor details, sectors, agenda, images and documents.',
          'Not reviewed: ticket types and extras. You can add them, change prices and quantities, or take them off sale at any time; the change applies at once.',
        ],
      },
      {
        q: 'I edited an event while a version was waiting. What happens?',
        a: [
          'The waiting version takes your edit, so the review team always checks your newest content. It keeps its place in the queue.',
        ],
      },
      {
        q: 'My version was rejected. What now?',
        a: [
          'Read the comment on the event page, edit the event and save: that submits a new version. Your approved content stays visible meanwhile.',
        ],
      },
    ],
  },
  {
    title: 'Events, times and files',
    items: [
      {
        q: 'Which time zone are my times in?',
        a: [
          "The venue's. You type times as people at the venue read their clocks; buyers see them the same way, with the zone's abbreviation (for example 09:00 BST). A virtual event uses the time zone you choose.",
        ],
      },
      {
        q: 'Which images and documents can I upload?',
        a: [
          `One thumbnail (300x500 recommended) and up to ${MAX_BANNER_IMAGES} banners (800x500 recommended), in PNG, JPEG, WebP or GIF up to 5 MB each. An agenda and an exhibitor list as PDF, DOC or DOCX up to 10 MB.`,
        ],
      },
    ],
  },
  {
    title: 'Tickets, policies and orders',
    items: [
      {
        q: 'Can I change a ticket price after sales started?',
        a: [
          'Yes. The new price applies to new orders; buyers who already paid keep their price. You cannot lower the quantity below what is sold and reserved.',
        ],
      },
      {
        q: 'How do cancellation policies work?',
        a: [
          'A policy is a set of periods: for example 100% back from 60 to 30 days before the event, 50% from 30 to 15 days. Every ticket type has one.',
          'Switching a policy off keeps it on the ticket types that have it but stops it being chosen for new ones. Once tickets are sold under a policy its periods cannot change, because buyers bought on those terms: create a new policy instead.',
        ],
      },
      {
        q: 'Where do I see my orders and attendees?',
        a: ['Under Registrations. Choose an event to download its orders or its attendees as a spreadsheet (CSV).'],
      },
    ],
  },
  {
    title: 'Payouts and messages',
    items: [
      {
        q: 'When am I paid?',
        a: [
          'Payouts reach your payout bank account 2-3 business days after the event, less the fees of your listing plan.',
        ],
      },
      {
        q: 'How do I reach my attendees?',
        a: [
          `Under Communications, write to every attendee of an event: each gets an email and, with an account, a notification. You can send up to ${MESSAGES_PER_EVENT_PER_DAY} messages a day per event.`,
        ],
      },
    ],
  },
];

export function HelpCentrePage() {
  useDocumentTitle('Help Centre');
  return (
    <PageFrame as="section" aria-labelledby="help-title">
      <h1 id="help-title" className="pv-page-title">
        Help Centre
      </h1>
      {TOPICS.map((topic) => (
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
