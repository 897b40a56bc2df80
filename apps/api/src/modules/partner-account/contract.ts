// The partner contract: its text, its version, and the PDF the product renders for each partner (with
// the company's name and, once signed, the signature). A change to the text is a new version: every
// partner's contract is pending again until they sign it. Its English text is the binding one: like the
// legal pages (docs/decisions/0258-the-legal-pages-keep-their-english-text-which-is.md), the document's title and a note that says so are in the reader's
// language, its body stays English until a reviewed translation replaces it.
import {
  currentLanguage,
  CUSTOMER_TERMS_VERSION,
  DEFAULT_LOCALE,
  LEGAL_DOCUMENTS,
  PARTNER_PLAN_FROM_USD,
  PAYOUT_BUSINESS_DAYS,
  type TAgreementKind,
} from '@pavilion/domain';
import { renderPdf } from '../../platform/pdf';
import { CONTRACT_PDF_TEXT as T } from './contract.messages';
import { longDate, PAVILION_COMPANY } from './pdf';

export const PARTNER_CONTRACT = {
  // LEGAL_DOCUMENTS records it with its text's hash (contract-version.spec.ts).
  version: LEGAL_DOCUMENTS['partner-contract'].version,
  title: 'Pavilion Partner Agreement',
  clauses: [
    {
      heading: '1. What this agreement covers',
      text: 'This agreement sets out how the Partner lists and sells tickets for its corporate events (conferences, trade shows, summits and similar) on the Pavilion marketplace, operated by Pavilion Events Ltd ("Pavilion"). It applies from the moment it is signed in the partner portal.',
    },
    {
      heading: '2. Vetting',
      text: 'Pavilion reviews every organiser before its events are shown to buyers, usually within 2-3 business days, and reviews each event and each change to what buyers see. Pavilion may ask for documents that show the Partner is who it says it is, and may refuse or suspend a listing that breaks the content guidelines or the law.',
    },
    {
      heading: '3. Listings',
      text: 'The Partner is responsible for the accuracy of its events: dates, venue, agenda, prices, ticket types and cancellation policy. The Partner holds the rights to the images and documents it uploads and allows Pavilion to show them to promote the event.',
    },
    {
      heading: '4. Fees',
      text: `Listing plans start at $${PARTNER_PLAN_FROM_USD} per month, as shown in the partner portal when the plan is chosen. Pavilion may change its fees with 30 days' notice by email; a change never applies to tickets already sold.`,
    },
    {
      heading: '5. Ticket money and payouts',
      text: `Pavilion collects ticket payments from buyers on the Partner's behalf and pays them out, less fees and refunds, ${PAYOUT_BUSINESS_DAYS} business days after the event to the bank account the Partner marks for payouts. The Partner keeps its bank details up to date; payouts to details it gave are final.`,
    },
    {
      heading: '6. Cancellations and refunds',
      text: "Each ticket type carries a cancellation policy that the Partner chooses; Pavilion refunds buyers according to it. If the Partner cancels or materially changes an event, every buyer is refunded in full and the refunds are deducted from the Partner's payouts.",
    },
    {
      heading: '7. Buyers and their data',
      text: "The Partner receives the names, companies and job titles of its events' attendees to run the event. It uses them only for that event and for messages about it, keeps them safe, and follows the UK GDPR and the Data Protection Act 2018.",
    },
    {
      heading: '8. Term and ending',
      text: "Either party may end this agreement with 30 days' written notice. Events already on sale continue under these terms until they have taken place and been paid out, unless they are cancelled under clause 6.",
    },
    {
      heading: '9. Law',
      text: 'This agreement is governed by the law of England and Wales, and the courts of England have exclusive jurisdiction.',
    },
  ],
} as const;

export type AgreementVersions = Record<TAgreementKind, string>;

/** The version of each agreement in force. */
export function currentAgreementVersions(): AgreementVersions {
  return { 'partner-contract': PARTNER_CONTRACT.version, 'customer-terms': CUSTOMER_TERMS_VERSION };
}

export interface ContractParty {
  name: string;
  registeredCompanyName: string | null;
  registrationNumber: string | null;
  addressLine: string | null;
}

export interface ContractSignatureLine {
  signedAt: Date;
  signedBy: string;
  ipAddress: string | null;
}

/** The contract as a PDF: the parties, the clauses, and the signature when the current version is signed. */
export function renderContractPdf(
  party: ContractParty,
  version: string,
  signature: ContractSignatureLine | null,
): Promise<Buffer> {
  const title = T.documentTitle({ partner: party.name, version });
  const heading = T.title;
  const versionLine = T.version({ version });
  const bindingNote = currentLanguage() === DEFAULT_LOCALE ? null : T.bindingNote;
  return renderPdf({ title }, (doc) => {
    doc.fontSize(20).fillColor('#221d63').text(heading);
    doc.fontSize(10).fillColor('#4b5563').text(versionLine);
    if (bindingNote) doc.moveDown(0.4).text(bindingNote);
    doc.moveDown(1.2).fillColor('#111111').fontSize(11);
    doc.font('Helvetica-Bold').text('Between');
    doc.font('Helvetica').text(`${PAVILION_COMPANY.name}, ${PAVILION_COMPANY.addressLines.join(', ')} ("Pavilion")`);
    doc.moveDown(0.4).font('Helvetica-Bold').text('and');
    const legalName = party.registeredCompanyName ?? party.name;
    const details = [
      party.registrationNumber ? `registration number ${party.registrationNumber}` : null,
      party.addressLine,
    ].filter(Boolean);
    doc
      .font('Helvetica')
      .text(
        `${legalName}${legalName !== party.name ? `, trading as ${party.name}` : ''}${details.length ? `, ${details.join(', ')}` : ''} (the "Partner")`,
      );
    doc.moveDown(1.2);
    for (const clause of PARTNER_CONTRACT.clauses) {
      doc.font('Helvetica-Bold').text(clause.heading);
      doc.font('Helvetica').text(clause.text, { align: 'justify' }).moveDown(0.8);
    }
    doc.moveDown(0.8).font('Helvetica-Bold').text('Signature');
    doc.font('Helvetica');
    if (signature) {
      doc.text(
        `Signed electronically for ${party.name} by ${signature.signedBy} on ${longDate(signature.signedAt)} at ${signature.signedAt
          .toISOString()
          .slice(11, 16)} UTC${signature.ipAddress ? `, from the address ${signature.ipAddress}` : ''}.`,
      );
    } else {
      doc.text('Not signed yet. The Partner signs by ticking the agreement box in the Pavilion partner portal.');
    }
  });
}
