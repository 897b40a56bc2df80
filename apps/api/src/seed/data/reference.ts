/**
 * Reference option lists. Ids are assigned by insertion order (1-based), so the
 * ORDER OF EVERY LIST IS PART OF THE CONTRACT: append new values, never reorder.
 */

export interface SectorSeed {
  readonly name: string;
  /** Subtype names; unique across all sectors (so events may reference them by name alone). */
  readonly subtypes: readonly string[];
}

export const sectors: readonly SectorSeed[] = [
  {
    name: 'Technology & IT',
    subtypes: [
      'Software & SaaS',
      'Cybersecurity',
      'Artificial Intelligence',
      'Cloud & Data Centres',
      'Telecommunications',
    ],
  },
  {
    name: 'Financial Services',
    subtypes: ['Banking', 'FinTech', 'Insurance', 'Asset & Wealth Management', 'Payments'],
  },
  {
    name: 'Healthcare & Life Sciences',
    subtypes: ['Pharmaceuticals', 'Medical Devices', 'Biotechnology', 'Digital Health', 'Healthcare Providers'],
  },
  {
    name: 'Energy & Utilities',
    subtypes: ['Oil & Gas', 'Renewable Energy', 'Power & Grid', 'Hydrogen', 'Water & Utilities'],
  },
  {
    name: 'Manufacturing & Industrial',
    subtypes: [
      'Industrial Automation',
      'Machinery & Equipment',
      'Additive Manufacturing',
      'Precision Engineering',
      'Electronics Manufacturing',
    ],
  },
  {
    name: 'Automotive & Mobility',
    subtypes: ['Electric Vehicles', 'Automotive Components', 'Smart Mobility', 'Automotive Aftermarket'],
  },
  {
    name: 'Aerospace & Defence',
    subtypes: ['Commercial Aviation', 'Defence & Security', 'Space Technology', 'Aircraft MRO'],
  },
  {
    name: 'Construction & Real Estate',
    subtypes: [
      'Commercial Real Estate',
      'Residential Development',
      'Building Materials',
      'PropTech',
      'Architecture & Design',
    ],
  },
  { name: 'Retail & E-commerce', subtypes: ['E-commerce', 'Consumer Goods', 'Retail Technology', 'Luxury Retail'] },
  { name: 'Food & Beverage', subtypes: ['Food Processing', 'Beverages & Drinks', 'Food Service', 'Food Ingredients'] },
  { name: 'Agriculture', subtypes: ['Crop Production', 'Livestock & Dairy', 'AgTech', 'Forestry'] },
  {
    name: 'Logistics & Supply Chain',
    subtypes: ['Freight & Shipping', 'Warehousing', 'Supply Chain Management', 'Ports & Maritime', 'Rail Freight'],
  },
  {
    name: 'Travel & Hospitality',
    subtypes: ['Hotels & Accommodation', 'Business Travel', 'Meetings & Events (MICE)', 'Tourism'],
  },
  {
    name: 'Media & Marketing',
    subtypes: ['Advertising', 'Digital Marketing', 'Broadcasting', 'Publishing', 'Public Relations'],
  },
  {
    name: 'Education & Training',
    subtypes: ['Higher Education', 'EdTech', 'Corporate Learning', 'Vocational Training'],
  },
  {
    name: 'Professional Services',
    subtypes: ['Legal Services', 'Accounting & Audit', 'Management Consulting', 'HR & Recruitment'],
  },
  {
    name: 'Packaging & Printing',
    subtypes: ['Packaging Design', 'Flexible Packaging', 'Labels & Printing', 'Sustainable Packaging'],
  },
  {
    name: 'Chemicals & Materials',
    subtypes: ['Specialty Chemicals', 'Plastics & Polymers', 'Advanced Materials', 'Coatings & Adhesives'],
  },
  { name: 'Mining & Metals', subtypes: ['Mining Equipment', 'Steel & Metals', 'Critical Minerals'] },
  {
    name: 'Government & Public Sector',
    subtypes: ['Smart Cities', 'Public Procurement', 'Digital Government', 'Public Safety'],
  },
  {
    name: 'Environment & Sustainability',
    subtypes: ['Waste & Recycling', 'Carbon Management', 'Circular Economy', 'ESG & Reporting'],
  },
  { name: 'Fashion, Textiles & Beauty', subtypes: ['Apparel', 'Textiles', 'Footwear', 'Beauty & Cosmetics'] },
];

/** 'Other' is last; events of type 'Other' carry an otherEventType text (max 80 chars). */
export const eventTypes: readonly string[] = [
  'Conference',
  'Trade Show',
  'Exhibition',
  'Summit',
  'Forum',
  'Congress',
  'Workshop',
  'Seminar',
  'Masterclass',
  'Networking Event',
  'Product Launch',
  'Award Ceremony',
  'Other',
];

export const jobTitles: readonly string[] = [
  'Chief Executive Officer',
  'Chief Operating Officer',
  'Chief Financial Officer',
  'Chief Technology Officer',
  'Chief Information Officer',
  'Chief Marketing Officer',
  'Founder',
  'Managing Director',
  'General Manager',
  'Head of Procurement',
  'Procurement Manager',
  'Buyer',
  'Sales Director',
  'Business Development Manager',
  'Account Manager',
  'Marketing Manager',
  'Product Manager',
  'Project Manager',
  'Operations Manager',
  'Engineering Manager',
  'Software Engineer',
  'Data Scientist',
  'IT Manager',
  'Finance Manager',
  'HR Manager',
  'Supply Chain Manager',
  'Sustainability Manager',
  'Research Scientist',
  'Consultant',
  'Analyst',
  'Head of Events',
  'Event Manager',
  'Policy Advisor',
];

export const designations: readonly string[] = [
  'C-Level',
  'Founder / Owner',
  'President',
  'Vice President',
  'Director',
  'Head of Department',
  'Senior Manager',
  'Manager',
  'Team Lead',
  'Specialist',
  'Consultant',
  'Entry Level',
  'Student',
];

/** 'Other' is last; events choosing it may carry otherAttendeeClass text (max 80 chars). */
export const attendeeClasses: readonly string[] = [
  'Business Visitors',
  'Trade Buyers',
  'Industry Professionals',
  'Decision Makers',
  'Investors',
  'Media',
  'Academics & Researchers',
  'Students',
  'Government Officials',
  'Other',
];

export const exhibitorTypes: readonly string[] = [
  'Manufacturers',
  'Distributors & Wholesalers',
  'Service Providers',
  'Technology Vendors',
  'Start-ups',
  'Consultancies',
  'Trade Associations',
  'Government Agencies',
  'Research Institutions',
  'Media Partners',
  'Other',
];

/** Ordered small to large. */
export const numAttendees: readonly string[] = [
  '1-100',
  '101-500',
  '501-1,000',
  '1,001-5,000',
  '5,001-10,000',
  '10,001+',
];

/** Ordered small to large. */
export const numExhibitors: readonly string[] = ['None', '1-10', '11-50', '51-100', '101-250', '251-500', '501+'];

export const audiences: readonly string[] = [
  'B2B',
  'B2C',
  'B2G',
  'Trade Only',
  'Public',
  'Invitation Only',
  'Members Only',
  'Academic',
];

/** Floor-space ranges, ordered small to large. */
export const eventSizes: readonly string[] = [
  'Under 1,000 sqm',
  '1,000-5,000 sqm',
  '5,001-10,000 sqm',
  '10,001-25,000 sqm',
  '25,001-50,000 sqm',
  'Over 50,000 sqm',
];

/** 'Event Organiser' is first: the partner sign-up form defaults organizationType to id 1. */
export const organizationTypes: readonly string[] = [
  'Event Organiser',
  'Association',
  'Corporate',
  'Agency',
  'Venue',
  'Government',
  'Non-profit',
  'Other',
];

export const subEventTypes: readonly string[] = [
  'Workshop',
  'Masterclass',
  'Networking Dinner',
  'Drinks Reception',
  'Breakfast Briefing',
  'Roundtable',
  'Site Visit',
  'Tour',
  'Awards Dinner',
  'Gala',
  'Other',
];

// ---- Fixed enumerations from the specs (not option tables, but handy for inserts/tests) ----

export const attendanceTypes = [
  { id: 1, name: 'In-Person' },
  { id: 2, name: 'Virtual' },
  { id: 3, name: 'Hybrid' },
] as const;
export type AttendanceTypeId = (typeof attendanceTypes)[number]['id'];

export const eventDurations = [
  { id: 1, name: '1 day' },
  { id: 2, name: '2 days' },
  { id: 3, name: '3+ days' },
] as const;

export const companySizes = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type CompanySize = (typeof companySizes)[number];

export const eventsPerYearRanges = ['1-5', '5-10', '10-20', '20-50', '50-100', '100-200', '200+'] as const;
export type EventsPerYearRange = (typeof eventsPerYearRanges)[number];

export const vettingStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type VettingStatus = (typeof vettingStatuses)[number];

export const eventSizeMetrics = ['sqm', 'sqft'] as const;
export type EventSizeMetric = (typeof eventSizeMetrics)[number];

/** Currencies offered on the search filter (USD default). */
export const filterCurrencies = ['USD', 'GBP', 'EUR'] as const;
/** Currencies offered for ticket types. */
export const ticketCurrencies = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD'] as const;
/** Currencies offered for partner bank accounts. */
export const bankCurrencies = ['USD', 'EUR', 'GBP', 'NOK'] as const;
export type BankCurrency = (typeof bankCurrencies)[number];

export const documentTypes = ['agenda', 'exhibitor-list'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** All subtype names in sector order (flattened). */
export const sectorSubtypeNames: readonly string[] = sectors.flatMap((s) => s.subtypes);

/** Returns the sector a subtype belongs to, or undefined. */
export function sectorOfSubtype(subtype: string): string | undefined {
  return sectors.find((s) => s.subtypes.includes(subtype))?.name;
}

/** Every plain option list keyed by the names the API uses in GET /api/options/. */
export const optionLists = {
  eventTypes,
  jobTitles,
  designations,
  attendeeClasses,
  exhibitorTypes,
  numAttendees,
  numExhibitors,
  audiences,
  eventSizes,
  organizationTypes,
  subEventTypes,
} as const;
export type OptionListName = keyof typeof optionLists;
