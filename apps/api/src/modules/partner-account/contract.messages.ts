// The partner contract's words, drawn in the language of whoever downloads it. The English is the
// text of the version in force (PARTNER_CONTRACT.version); a change to it is a new version.
import { defineMessages } from '@pavilion/domain';

export const CONTRACT_PDF_TEXT = defineMessages('pdf.contract', {
  title: 'Pavilion Partner Agreement',
  documentTitle: 'Pavilion Partner Agreement with {partner} (version {version})',
  version: 'Version {version}',
  between: 'Between',
  pavilionParty: '{company}, {address} ("Pavilion")',
  and: 'and',
  registrationNumber: 'registration number {number}',
  partnerParty: '{legalName} (the "Partner")',
  partnerPartyDetails: '{legalName}, {details} (the "Partner")',
  partnerPartyTrading: '{legalName}, trading as {name} (the "Partner")',
  partnerPartyTradingDetails: '{legalName}, trading as {name}, {details} (the "Partner")',
  clause1Heading: '1. What this agreement covers',
  clause1:
    'This agreement sets out how the Partner lists and sells tickets for its corporate events (conferences, trade shows, summits and similar) on the Pavilion marketplace, operated by Pavilion Events Ltd ("Pavilion"). It applies from the moment it is signed in the partner portal.',
  clause2Heading: '2. Vetting',
  clause2:
    'Pavilion reviews every organiser before its events are shown to buyers, usually within 2-3 business days, and reviews each event and each change to what buyers see. Pavilion may ask for documents that show the Partner is who it says it is, and may refuse or suspend a listing that breaks the content guidelines or the law.',
  clause3Heading: '3. Listings',
  clause3:
    'The Partner is responsible for the accuracy of its events: dates, venue, agenda, prices, ticket types and cancellation policy. The Partner holds the rights to the images and documents it uploads and allows Pavilion to show them to promote the event.',
  clause4Heading: '4. Fees',
  clause4:
    "Listing plans start at ${planFrom} per month, as shown in the partner portal when the plan is chosen. Pavilion may change its fees with 30 days' notice by email; a change never applies to tickets already sold.",
  clause5Heading: '5. Ticket money and payouts',
  clause5:
    "Pavilion collects ticket payments from buyers on the Partner's behalf and pays them out, less fees and refunds, {days} business days after the event to the bank account the Partner marks for payouts. The Partner keeps its bank details up to date; payouts to details it gave are final.",
  clause6Heading: '6. Cancellations and refunds',
  clause6:
    "Each ticket type carries a cancellation policy that the Partner chooses; Pavilion refunds buyers according to it. If the Partner cancels or materially changes an event, every buyer is refunded in full and the refunds are deducted from the Partner's payouts.",
  clause7Heading: '7. Buyers and their data',
  clause7:
    "The Partner receives the names, companies and job titles of its events' attendees to run the event. It uses them only for that event and for messages about it, keeps them safe, and follows the UK GDPR and the Data Protection Act 2018.",
  clause8Heading: '8. Term and ending',
  clause8:
    "Either party may end this agreement with 30 days' written notice. Events already on sale continue under these terms until they have taken place and been paid out, unless they are cancelled under clause 6.",
  clause9Heading: '9. Law',
  clause9:
    'This agreement is governed by the law of England and Wales, and the courts of England have exclusive jurisdiction.',
  signature: 'Signature',
  signed: 'Signed electronically for {partner} by {signedBy} on {day} at {time} UTC.',
  signedFrom: 'Signed electronically for {partner} by {signedBy} on {day} at {time} UTC, from the address {ip}.',
  notSigned: 'Not signed yet. The Partner signs by ticking the agreement box in the Pavilion partner portal.',
});
