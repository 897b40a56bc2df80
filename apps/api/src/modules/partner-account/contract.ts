// The partner contract: its text, its version, and the PDF the product renders for each partner (with
// the company's name and, once signed, the signature), drawn in the language of whoever downloads it.
// A change to the English text is a new version: every partner's contract is pending again until they
// sign it.
import {
  CUSTOMER_TERMS_VERSION,
  PARTNER_PLAN_FROM_USD,
  PAYOUT_BUSINESS_DAYS,
  type TAgreementKind,
} from '@pavilion/domain';
import { renderPdf } from '../../platform/pdf';
import { CONTRACT_PDF_TEXT } from './contract.messages';
import { longDate, PAVILION_COMPANY } from './pdf';

export const PARTNER_CONTRACT = {
  version: '2025.1',
  /** The English title (the document's own is read in its reader's language). */
  title: 'Pavilion Partner Agreement',
} as const;

/** The clauses, in the current language (read when the document is drawn). */
export function contractClauses(): { heading: string; text: string }[] {
  const T = CONTRACT_PDF_TEXT;
  return [
    { heading: T.clause1Heading, text: T.clause1 },
    { heading: T.clause2Heading, text: T.clause2 },
    { heading: T.clause3Heading, text: T.clause3 },
    { heading: T.clause4Heading, text: T.clause4({ planFrom: PARTNER_PLAN_FROM_USD }) },
    { heading: T.clause5Heading, text: T.clause5({ days: PAYOUT_BUSINESS_DAYS }) },
    { heading: T.clause6Heading, text: T.clause6 },
    { heading: T.clause7Heading, text: T.clause7 },
    { heading: T.clause8Heading, text: T.clause8 },
    { heading: T.clause9Heading, text: T.clause9 },
  ];
}

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
  const T = CONTRACT_PDF_TEXT;
  const legalName = party.registeredCompanyName ?? party.name;
  const details = [
    party.registrationNumber ? T.registrationNumber({ number: party.registrationNumber }) : null,
    party.addressLine,
  ]
    .filter(Boolean)
    .join(', ');
  const names = { legalName, name: party.name, details };
  const partnerLine =
    legalName !== party.name
      ? details
        ? T.partnerPartyTradingDetails(names)
        : T.partnerPartyTrading(names)
      : details
        ? T.partnerPartyDetails(names)
        : T.partnerParty(names);
  const pavilion = { company: PAVILION_COMPANY.name, address: PAVILION_COMPANY.addressLines.join(', ') };
  const signed = signature && {
    partner: party.name,
    signedBy: signature.signedBy,
    day: longDate(signature.signedAt),
    time: signature.signedAt.toISOString().slice(11, 16),
    ip: signature.ipAddress ?? '',
  };
  const clauses = contractClauses();
  return renderPdf({ title: T.documentTitle({ partner: party.name, version }) }, (doc) => {
    doc.fontSize(20).fillColor('#221d63').text(T.title);
    doc.fontSize(10).fillColor('#4b5563').text(T.version({ version }));
    doc.moveDown(1.2).fillColor('#111111').fontSize(11);
    doc.font('Helvetica-Bold').text(T.between);
    doc.font('Helvetica').text(T.pavilionParty(pavilion));
    doc.moveDown(0.4).font('Helvetica-Bold').text(T.and);
    doc.font('Helvetica').text(partnerLine);
    doc.moveDown(1.2);
    for (const clause of clauses) {
      doc.font('Helvetica-Bold').text(clause.heading);
      doc.font('Helvetica').text(clause.text, { align: 'justify' }).moveDown(0.8);
    }
    doc.moveDown(0.8).font('Helvetica-Bold').text(T.signature);
    doc.font('Helvetica');
    if (signed) doc.text(signed.ip ? T.signedFrom(signed) : T.signed(signed));
    else doc.text(T.notSigned);
  });
}
