/**
 * Word lists and fixed records behind the demo dataset (see demo.ts).
 * Kept separate so the generator stays readable.
 */
import type { BankCurrency, CompanySize, EventsPerYearRange, VettingStatus } from './reference';

export interface SectorProfile {
  /** [theme used in event names, sector subtype it maps to]. */
  readonly themes: readonly (readonly [string, string])[];
  /** Sentence-case topics for agendas, descriptions and sub-events. */
  readonly topics: readonly string[];
  /** Plural audience phrase, lower case unless an acronym. */
  readonly audience: string;
  /** Facility visited on a site visit. */
  readonly facility: string;
  /** Gradient colours for artwork. */
  readonly palette: readonly [string, string];
}

export const SECTOR_PROFILES: Readonly<Record<string, SectorProfile>> = {
  'Technology & IT': {
    themes: [
      ['AI', 'Artificial Intelligence'],
      ['Cybersecurity', 'Cybersecurity'],
      ['Cloud', 'Cloud & Data Centres'],
      ['Enterprise SaaS', 'Software & SaaS'],
      ['Data & Analytics', 'Artificial Intelligence'],
      ['5G & Connectivity', 'Telecommunications'],
      ['DevOps', 'Software & SaaS'],
    ],
    topics: [
      'Scaling generative AI in the enterprise',
      'Zero-trust security in practice',
      'Cloud cost optimisation',
      'Building resilient data platforms',
      'Responsible AI governance',
      'Platform engineering at scale',
    ],
    audience: 'CIOs, CTOs and engineering leaders',
    facility: 'hyperscale data centre',
    palette: ['#1e3a8a', '#7c3aed'],
  },
  'Financial Services': {
    themes: [
      ['FinTech', 'FinTech'],
      ['Digital Banking', 'Banking'],
      ['Payments', 'Payments'],
      ['InsurTech', 'Insurance'],
      ['Wealth Management', 'Asset & Wealth Management'],
      ['Open Banking', 'Banking'],
    ],
    topics: [
      'Real-time payments and instant settlement',
      'Open finance and embedded banking',
      'Fraud prevention with machine learning',
      'Tokenisation of real-world assets',
      'Operational resilience rules',
      'Customer experience in retail banking',
    ],
    audience: 'bankers, fintech founders and investors',
    facility: 'bank innovation lab',
    palette: ['#0f766e', '#1e40af'],
  },
  'Healthcare & Life Sciences': {
    themes: [
      ['Digital Health', 'Digital Health'],
      ['MedTech', 'Medical Devices'],
      ['Pharma', 'Pharmaceuticals'],
      ['BioTech', 'Biotechnology'],
      ['Clinical Trials', 'Pharmaceuticals'],
      ['Hospital Innovation', 'Healthcare Providers'],
    ],
    topics: [
      'Decentralised clinical trials',
      'AI-assisted diagnostics',
      'Medical device regulation readiness',
      'Cell and gene therapy manufacturing',
      'Virtual wards and remote monitoring',
      'Pharma supply chain resilience',
    ],
    audience: 'clinicians, life-science executives and health-tech innovators',
    facility: 'research hospital',
    palette: ['#0e7490', '#059669'],
  },
  'Energy & Utilities': {
    themes: [
      ['Renewable Energy', 'Renewable Energy'],
      ['Offshore Wind', 'Renewable Energy'],
      ['Hydrogen', 'Hydrogen'],
      ['Energy Transition', 'Power & Grid'],
      ['Oil & Gas', 'Oil & Gas'],
      ['Smart Grid', 'Power & Grid'],
      ['Water Innovation', 'Water & Utilities'],
    ],
    topics: [
      'Grid-scale battery storage',
      'Financing offshore wind',
      'Green hydrogen hubs',
      'Decarbonising upstream operations',
      'Grid flexibility and demand response',
      'Cutting leakage in water networks',
    ],
    audience: 'energy executives, engineers and policymakers',
    facility: 'wind farm operations centre',
    palette: ['#b45309', '#0f766e'],
  },
  'Manufacturing & Industrial': {
    themes: [
      ['Smart Manufacturing', 'Industrial Automation'],
      ['Industrial Automation', 'Industrial Automation'],
      ['Additive Manufacturing', 'Additive Manufacturing'],
      ['Robotics', 'Industrial Automation'],
      ['Electronics', 'Electronics Manufacturing'],
      ['Precision Engineering', 'Precision Engineering'],
      ['Machine Tools', 'Machinery & Equipment'],
    ],
    topics: [
      'Digital twins on the factory floor',
      'Cobots and flexible automation',
      'Industrial 3D printing in series production',
      'Predictive maintenance with IIoT',
      'Reshoring and resilient supply',
      'Energy-efficient production',
    ],
    audience: 'plant managers, engineers and operations directors',
    facility: 'smart factory',
    palette: ['#374151', '#2563eb'],
  },
  'Automotive & Mobility': {
    themes: [
      ['EV', 'Electric Vehicles'],
      ['Future Mobility', 'Smart Mobility'],
      ['Automotive', 'Automotive Components'],
      ['Battery Technology', 'Electric Vehicles'],
      ['Connected Vehicle', 'Smart Mobility'],
      ['Automotive Aftermarket', 'Automotive Aftermarket'],
    ],
    topics: [
      'Battery supply chains',
      'Software-defined vehicles',
      'Charging infrastructure roll-out',
      'Autonomous driving validation',
      'Fleet electrification',
      'Circular parts and remanufacturing',
    ],
    audience: 'OEMs, suppliers and mobility operators',
    facility: 'EV assembly plant',
    palette: ['#1f2937', '#dc2626'],
  },
  'Aerospace & Defence': {
    themes: [
      ['Aerospace', 'Commercial Aviation'],
      ['Defence Technology', 'Defence & Security'],
      ['Space', 'Space Technology'],
      ['Aviation MRO', 'Aircraft MRO'],
      ['Sustainable Aviation', 'Commercial Aviation'],
    ],
    topics: [
      'Sustainable aviation fuels',
      'Small-satellite constellations',
      'MRO digitalisation',
      'Defence procurement reform',
      'Advanced air mobility',
      'Supply chain security',
    ],
    audience: 'aerospace engineers, airlines and defence buyers',
    facility: 'MRO hangar',
    palette: ['#0c4a6e', '#475569'],
  },
  'Construction & Real Estate': {
    themes: [
      ['PropTech', 'PropTech'],
      ['Real Estate', 'Commercial Real Estate'],
      ['Construction', 'Building Materials'],
      ['Built Environment', 'Architecture & Design'],
      ['Smart Buildings', 'PropTech'],
      ['Housing', 'Residential Development'],
    ],
    topics: [
      'Net-zero buildings',
      'Modular and offsite construction',
      'Office space after hybrid work',
      'Data-driven asset management',
      'Low-carbon building materials',
      'Financing urban regeneration',
    ],
    audience: 'developers, investors, architects and contractors',
    facility: 'landmark construction site',
    palette: ['#78350f', '#ea580c'],
  },
  'Retail & E-commerce': {
    themes: [
      ['Retail', 'Consumer Goods'],
      ['E-commerce', 'E-commerce'],
      ['Retail Technology', 'Retail Technology'],
      ['Omnichannel', 'Retail Technology'],
      ['Consumer Brands', 'Consumer Goods'],
      ['Luxury', 'Luxury Retail'],
    ],
    topics: [
      'Retail media networks',
      'Unified commerce platforms',
      'The store of the future',
      'Loyalty and personalisation',
      'Cross-border e-commerce',
      'Returns and reverse logistics',
    ],
    audience: 'retailers, brand owners and e-commerce leaders',
    facility: 'flagship store',
    palette: ['#be185d', '#7c3aed'],
  },
  'Food & Beverage': {
    themes: [
      ['Food & Drink', 'Food Processing'],
      ['Food Ingredients', 'Food Ingredients'],
      ['Food Tech', 'Food Processing'],
      ['Beverage', 'Beverages & Drinks'],
      ['Food Service', 'Food Service'],
      ['Plant-Based Food', 'Food Ingredients'],
    ],
    topics: [
      'Alternative proteins',
      'Clean-label reformulation',
      'Food safety and traceability',
      'Automation in food processing',
      'Low- and no-alcohol drinks',
      'Reducing food waste',
    ],
    audience: 'food manufacturers, buyers and food-service operators',
    facility: 'food processing plant',
    palette: ['#15803d', '#ca8a04'],
  },
  Agriculture: {
    themes: [
      ['AgriTech', 'AgTech'],
      ['Agriculture', 'Crop Production'],
      ['Precision Farming', 'AgTech'],
      ['Dairy', 'Livestock & Dairy'],
      ['Forestry', 'Forestry'],
    ],
    topics: [
      'Precision agriculture and drones',
      'Regenerative farming',
      'Livestock health and welfare',
      'Water-smart irrigation',
      'Carbon markets for farmers',
      'Farm robotics',
    ],
    audience: 'growers, agronomists and agri-food businesses',
    facility: 'research farm',
    palette: ['#3f6212', '#65a30d'],
  },
  'Logistics & Supply Chain': {
    themes: [
      ['Logistics', 'Freight & Shipping'],
      ['Supply Chain', 'Supply Chain Management'],
      ['Maritime', 'Ports & Maritime'],
      ['Freight', 'Freight & Shipping'],
      ['Warehouse Automation', 'Warehousing'],
      ['Rail Freight', 'Rail Freight'],
    ],
    topics: [
      'Supply chain visibility',
      'Warehouse robotics',
      'Decarbonising shipping',
      'Nearshoring strategies',
      'Last-mile delivery economics',
      'Port digitalisation',
    ],
    audience: 'logistics directors, shippers and supply chain planners',
    facility: 'automated distribution centre',
    palette: ['#1e3a8a', '#0891b2'],
  },
  'Travel & Hospitality': {
    themes: [
      ['Business Travel', 'Business Travel'],
      ['Hospitality', 'Hotels & Accommodation'],
      ['MICE', 'Meetings & Events (MICE)'],
      ['Hotel Investment', 'Hotels & Accommodation'],
      ['Tourism', 'Tourism'],
    ],
    topics: [
      'Sustainable travel programmes',
      'Hotel distribution and direct booking',
      'Event technology',
      'Duty of care for travellers',
      'Destination marketing',
      'Revenue management',
    ],
    audience: 'travel buyers, hoteliers and destination leaders',
    facility: 'newly opened flagship hotel',
    palette: ['#0369a1', '#f59e0b'],
  },
  'Media & Marketing': {
    themes: [
      ['Marketing', 'Digital Marketing'],
      ['AdTech', 'Advertising'],
      ['Content Marketing', 'Digital Marketing'],
      ['Media', 'Broadcasting'],
      ['Brand Experience', 'Advertising'],
      ['Publishing', 'Publishing'],
      ['PR & Communications', 'Public Relations'],
    ],
    topics: [
      'Measuring marketing effectiveness',
      'First-party data strategies',
      'Creator partnerships',
      'AI in content production',
      'Streaming and the future of TV',
      'Brand purpose that performs',
    ],
    audience: 'marketers, agencies and media owners',
    facility: 'broadcast studio',
    palette: ['#9333ea', '#db2777'],
  },
  'Education & Training': {
    themes: [
      ['EdTech', 'EdTech'],
      ['Higher Education', 'Higher Education'],
      ['Learning & Development', 'Corporate Learning'],
      ['Skills', 'Vocational Training'],
      ['Future of Learning', 'EdTech'],
    ],
    topics: [
      'AI tutors and assessment',
      'Skills-based hiring',
      'International student recruitment',
      'Apprenticeships that work',
      'Learning analytics',
      'Leadership development',
    ],
    audience: 'educators, L&D leaders and EdTech founders',
    facility: 'university innovation campus',
    palette: ['#4338ca', '#0ea5e9'],
  },
  'Professional Services': {
    themes: [
      ['LegalTech', 'Legal Services'],
      ['Legal Innovation', 'Legal Services'],
      ['Accounting', 'Accounting & Audit'],
      ['HR Technology', 'HR & Recruitment'],
      ['Future of Work', 'HR & Recruitment'],
      ['Consulting', 'Management Consulting'],
    ],
    topics: [
      'AI in legal practice',
      'Audit quality and technology',
      'Hybrid work policy',
      'Talent acquisition trends',
      'Pricing professional services',
      'Client experience in advisory firms',
    ],
    audience: 'partners, HR directors and professional-services leaders',
    facility: 'legal tech incubator',
    palette: ['#334155', '#0f766e'],
  },
  'Packaging & Printing': {
    themes: [
      ['Packaging', 'Packaging Design'],
      ['Sustainable Packaging', 'Sustainable Packaging'],
      ['Label & Print', 'Labels & Printing'],
      ['Packaging Innovation', 'Flexible Packaging'],
      ['Flexible Packaging', 'Flexible Packaging'],
    ],
    topics: [
      'Designing for recyclability',
      'Extended producer responsibility',
      'Digital printing for short runs',
      'Mono-material flexible packaging',
      'Smart and connected packaging',
      'Refill and reuse systems',
    ],
    audience: 'brand owners, converters and packaging designers',
    facility: 'packaging plant',
    palette: ['#047857', '#84cc16'],
  },
  'Chemicals & Materials': {
    themes: [
      ['Chemicals', 'Specialty Chemicals'],
      ['Plastics', 'Plastics & Polymers'],
      ['Advanced Materials', 'Advanced Materials'],
      ['Coatings', 'Coatings & Adhesives'],
      ['Composites', 'Advanced Materials'],
    ],
    topics: [
      'Bio-based feedstocks',
      'Chemical recycling',
      'Materials for batteries',
      'REACH and regulatory change',
      'Low-VOC coatings',
      'Lightweight composites',
    ],
    audience: 'chemists, materials engineers and procurement teams',
    facility: 'materials research centre',
    palette: ['#155e75', '#a21caf'],
  },
  'Mining & Metals': {
    themes: [
      ['Mining', 'Mining Equipment'],
      ['Critical Minerals', 'Critical Minerals'],
      ['Metals', 'Steel & Metals'],
      ['Green Steel', 'Steel & Metals'],
    ],
    topics: [
      'Securing critical mineral supply',
      'Autonomous haulage',
      'Green steel production',
      'Tailings management',
      'ESG in mining finance',
      'The battery metals outlook',
    ],
    audience: 'miners, metals traders and investors',
    facility: 'mine operations centre',
    palette: ['#57534e', '#b45309'],
  },
  'Government & Public Sector': {
    themes: [
      ['Smart Cities', 'Smart Cities'],
      ['GovTech', 'Digital Government'],
      ['Public Sector Innovation', 'Digital Government'],
      ['Public Procurement', 'Public Procurement'],
      ['Public Safety', 'Public Safety'],
    ],
    topics: [
      'Digital public services',
      'Urban data platforms',
      'Procurement reform',
      'Cyber resilience for local government',
      'Smart mobility in cities',
      'Emergency response technology',
    ],
    audience: 'civil servants, city leaders and public-sector suppliers',
    facility: 'city operations centre',
    palette: ['#1e40af', '#0d9488'],
  },
  'Environment & Sustainability': {
    themes: [
      ['Sustainability', 'ESG & Reporting'],
      ['Net Zero', 'Carbon Management'],
      ['Circular Economy', 'Circular Economy'],
      ['ESG', 'ESG & Reporting'],
      ['Recycling', 'Waste & Recycling'],
      ['Climate Tech', 'Carbon Management'],
    ],
    topics: [
      'Measuring Scope 3 emissions',
      'Carbon removal markets',
      'Circular business models',
      'Sustainability reporting standards',
      'Turning waste into value',
      'Nature-positive strategy',
    ],
    audience: 'sustainability officers, investors and operators',
    facility: 'materials recovery facility',
    palette: ['#166534', '#0ea5e9'],
  },
  'Fashion, Textiles & Beauty': {
    themes: [
      ['Fashion', 'Apparel'],
      ['Textiles', 'Textiles'],
      ['Beauty', 'Beauty & Cosmetics'],
      ['Cosmetics', 'Beauty & Cosmetics'],
      ['Footwear', 'Footwear'],
    ],
    topics: [
      'Traceability in textile supply chains',
      'Recycled fibres at scale',
      'Clean beauty formulation',
      'Direct-to-consumer fashion',
      'Digital product passports',
      'Trend forecasting',
    ],
    audience: 'brands, buyers and manufacturers',
    facility: 'textile mill',
    palette: ['#9d174d', '#f472b6'],
  },
};

export type FormatKind = 'conference' | 'expo' | 'small' | 'evening' | 'festival';

export interface FormatSpec {
  /** Word used in the event name. */
  readonly word: string;
  readonly eventType: string;
  /** Set when eventType is 'Other'. */
  readonly otherEventType?: string;
  readonly kind: FormatKind;
  readonly weight: number;
  /** Scale index range (0 = tiny .. 5 = huge); drives attendee, exhibitor and size ranges. */
  readonly scale: readonly [number, number];
  readonly days: readonly [number, number];
}

export const FORMATS: readonly FormatSpec[] = [
  { word: 'Summit', eventType: 'Summit', kind: 'conference', weight: 10, scale: [1, 3], days: [1, 2] },
  { word: 'Conference', eventType: 'Conference', kind: 'conference', weight: 12, scale: [1, 4], days: [1, 3] },
  { word: 'Forum', eventType: 'Forum', kind: 'conference', weight: 6, scale: [1, 3], days: [1, 2] },
  { word: 'Congress', eventType: 'Congress', kind: 'conference', weight: 4, scale: [2, 4], days: [2, 4] },
  { word: 'Expo', eventType: 'Trade Show', kind: 'expo', weight: 8, scale: [3, 5], days: [2, 4] },
  { word: 'Show', eventType: 'Trade Show', kind: 'expo', weight: 5, scale: [3, 5], days: [2, 3] },
  { word: 'Exhibition', eventType: 'Exhibition', kind: 'expo', weight: 4, scale: [2, 5], days: [2, 4] },
  {
    word: 'Week',
    eventType: 'Other',
    otherEventType: 'Industry week (multi-venue festival)',
    kind: 'festival',
    weight: 3,
    scale: [3, 5],
    days: [5, 5],
  },
  { word: 'Awards', eventType: 'Award Ceremony', kind: 'evening', weight: 3, scale: [1, 2], days: [1, 1] },
  {
    word: 'Networking Evening',
    eventType: 'Networking Event',
    kind: 'evening',
    weight: 2,
    scale: [0, 1],
    days: [1, 1],
  },
  { word: 'Masterclass', eventType: 'Masterclass', kind: 'small', weight: 3, scale: [0, 0], days: [1, 1] },
  { word: 'Strategy Workshop', eventType: 'Workshop', kind: 'small', weight: 3, scale: [0, 0], days: [1, 1] },
  { word: 'Executive Seminar', eventType: 'Seminar', kind: 'small', weight: 2, scale: [0, 1], days: [1, 1] },
  { word: 'Innovation Showcase', eventType: 'Product Launch', kind: 'small', weight: 2, scale: [1, 2], days: [1, 1] },
  {
    word: 'Hackathon',
    eventType: 'Other',
    otherEventType: 'Hackathon',
    kind: 'small',
    weight: 2,
    scale: [0, 1],
    days: [2, 2],
  },
  {
    word: 'Roadshow',
    eventType: 'Other',
    otherEventType: 'Roadshow',
    kind: 'small',
    weight: 1,
    scale: [1, 2],
    days: [1, 1],
  },
];

export type RegionPool = 'EU' | 'MEA' | 'AM' | 'APAC';

export interface CountryMeta {
  /** Adjectives/prefixes for names: 'Nordic Hydrogen Congress'. */
  readonly adj: readonly string[];
  /** Region nouns for names and copy: 'FinTech Summit Europe'. */
  readonly noun: readonly string[];
  readonly pool: RegionPool;
  readonly currency: 'USD' | 'GBP' | 'EUR';
  readonly metric: 'sqm' | 'sqft';
}

const eu = (adj: string[], noun: string[] = ['Europe']): CountryMeta => ({
  adj,
  noun,
  pool: 'EU',
  currency: 'EUR',
  metric: 'sqm',
});
const mea = (adj: string[], noun: string[]): CountryMeta => ({
  adj,
  noun,
  pool: 'MEA',
  currency: 'USD',
  metric: 'sqm',
});
const apac = (adj: string[], noun: string[]): CountryMeta => ({
  adj,
  noun,
  pool: 'APAC',
  currency: 'USD',
  metric: 'sqm',
});

export const COUNTRY_META: Readonly<Record<string, CountryMeta>> = {
  GB: { adj: ['UK', 'British'], noun: ['UK', 'Europe'], pool: 'EU', currency: 'GBP', metric: 'sqm' },
  IE: eu(['Irish']),
  DE: eu(['German', 'DACH', 'European']),
  AT: eu(['Austrian', 'DACH', 'Central European']),
  CH: eu(['Swiss', 'DACH', 'European']),
  FR: eu(['French', 'European']),
  NL: eu(['Dutch', 'Benelux', 'European']),
  BE: eu(['Benelux', 'Belgian', 'European']),
  ES: eu(['Spanish', 'Iberian']),
  PT: eu(['Iberian', 'Portuguese']),
  IT: eu(['Italian', 'European']),
  DK: eu(['Nordic', 'Scandinavian', 'Danish'], ['Nordics', 'Europe']),
  SE: eu(['Nordic', 'Scandinavian', 'Swedish'], ['Nordics', 'Europe']),
  NO: eu(['Nordic', 'Scandinavian', 'Norwegian'], ['Nordics', 'Europe']),
  FI: eu(['Nordic', 'Finnish', 'Baltic'], ['Nordics', 'Europe']),
  PL: eu(['Polish', 'Central European', 'CEE']),
  CZ: eu(['Czech', 'Central European', 'CEE']),
  TR: eu(['Eurasian', 'Turkish'], ['Eurasia', 'Europe']),
  AE: mea(['Middle East', 'Gulf', 'UAE'], ['Middle East', 'MENA']),
  SA: mea(['Saudi', 'Middle East', 'GCC'], ['Middle East', 'MENA']),
  QA: mea(['Qatar', 'Middle East', 'Gulf'], ['Middle East', 'MENA']),
  ZA: mea(['African', 'South African'], ['Africa']),
  KE: mea(['East African', 'African'], ['Africa']),
  IN: mea(['India', 'South Asia'], ['India', 'South Asia']),
  US: {
    adj: ['American', 'North American', 'US'],
    noun: ['North America', 'Americas'],
    pool: 'AM',
    currency: 'USD',
    metric: 'sqft',
  },
  CA: {
    adj: ['Canadian', 'North American'],
    noun: ['North America', 'Canada'],
    pool: 'AM',
    currency: 'USD',
    metric: 'sqm',
  },
  MX: {
    adj: ['Mexican', 'Latin American'],
    noun: ['Latin America', 'LatAm'],
    pool: 'AM',
    currency: 'USD',
    metric: 'sqm',
  },
  BR: {
    adj: ['Brazilian', 'Latin American'],
    noun: ['Latin America', 'LatAm'],
    pool: 'AM',
    currency: 'USD',
    metric: 'sqm',
  },
  AR: {
    adj: ['Argentine', 'Latin American'],
    noun: ['Latin America', 'LatAm'],
    pool: 'AM',
    currency: 'USD',
    metric: 'sqm',
  },
  SG: apac(['Asia-Pacific', 'Singapore', 'ASEAN'], ['Asia', 'APAC']),
  MY: apac(['ASEAN', 'Malaysian'], ['Asia', 'ASEAN']),
  TH: apac(['ASEAN', 'Thailand'], ['Asia', 'ASEAN']),
  HK: apac(['Asia', 'Hong Kong'], ['Asia', 'APAC']),
  CN: apac(['China'], ['Asia', 'China']),
  KR: apac(['Korea'], ['Asia', 'APAC']),
  JP: apac(['Japan'], ['Asia', 'Japan']),
  AU: apac(['Australian', 'Asia-Pacific'], ['Australia', 'APAC']),
  NZ: apac(['New Zealand'], ['Oceania', 'APAC']),
};

/** Typical attendee/exhibitor home countries by region. */
export const REGION_COUNTRY_POOLS: Readonly<Record<RegionPool, readonly string[]>> = {
  EU: ['GB', 'DE', 'FR', 'NL', 'BE', 'IT', 'ES', 'IE', 'CH', 'AT', 'SE', 'DK', 'NO', 'FI', 'PL', 'CZ', 'PT', 'US'],
  MEA: ['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'EG', 'IN', 'GB', 'US', 'ZA', 'KE', 'NG', 'DE', 'FR'],
  AM: ['US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'GB', 'DE', 'JP'],
  APAC: ['SG', 'MY', 'ID', 'TH', 'VN', 'PH', 'AU', 'JP', 'KR', 'CN', 'HK', 'IN', 'NZ', 'TW', 'US'],
};

export const GLOBAL_ADJECTIVES = ['Global', 'International', 'World'] as const;

export const FIRST_NAMES = [
  'Alex',
  'Sam',
  'Priya',
  'Daniel',
  'Sofia',
  'Lukas',
  'Aisha',
  'Tom',
  'Mei',
  'Carlos',
  'Hannah',
  'Kenji',
  'Olivia',
  'Mateo',
  'Fatima',
  'James',
  'Chloe',
  'Rahul',
  'Elena',
  'Noah',
  'Amara',
  'Jonas',
  'Grace',
  'Yusuf',
] as const;
export const SURNAME_INITIALS = 'ABCDEFGHJKLMNOPRSTVWY';

export const REVIEW_COMMENTS: Readonly<Record<'high' | 'good' | 'mid' | 'low', readonly string[]>> = {
  high: [
    'Excellent speakers and very well organised. Already booked for next year.',
    'The best event in our calendar: we met three new clients on day one.',
    'Great mix of content and networking, and the meeting app made scheduling easy.',
    'Genuinely useful sessions with no sales pitches. Highly recommended.',
  ],
  good: [
    'Strong programme overall, though a few sessions were too sales-focused.',
    'Useful exhibition and a good venue; lunch queues were long.',
    'Good networking. I would like more technical deep dives next time.',
    'Well run and easy to get to. The workshops were the highlight.',
  ],
  mid: [
    'Decent content, but the venue was overcrowded on the first morning.',
    'Some great talks and some average ones. Wi-Fi was patchy.',
    'Fine for networking; the agenda changed at short notice.',
  ],
  low: [
    'Too many sponsor pitches and not enough substance.',
    'Registration took over an hour and two sessions were cancelled.',
  ],
};

export const EVENT_VETTING_COMMENTS = {
  approved: [
    'Approved: listing meets our content guidelines.',
    'Approved. Venue and dates verified with the organiser.',
    'Looks good, approved for publication.',
  ],
  approvedNotes: [
    'Venue booking confirmation on file.',
    'Checked against last year’s edition.',
    'Ticket prices and policies reviewed.',
  ],
  rejected: [
    'Rejected: we could not verify the venue. Please add the full venue details and resubmit.',
    'Rejected: ticket descriptions link to an external booking site, which our content guidelines do not allow.',
    'Rejected: the description is incomplete. Please describe the programme and resubmit.',
    'Rejected: this appears to duplicate an existing listing for the same event.',
  ],
  rejectedNotes: [
    'Venue not reachable by phone; no booking confirmation supplied.',
    'Automated check flagged an external URL in a ticket description.',
    'Description under 40 words and no agenda.',
    'Same dates and venue as an already approved listing.',
  ],
} as const;

export interface PartnerMemberSeed {
  readonly firstName: string;
  readonly surname: string;
  /** Overrides the generated first.last@domain address. */
  readonly email?: string;
  readonly jobTitle: string;
  readonly phoneNumber: string;
}

export interface BankAccountSeedRaw {
  readonly bankName: string;
  readonly ibanCountry: string;
  readonly swiftCode: string;
  readonly countryCode: string;
  readonly currency: BankCurrency;
  /** A fixed IBAN instead of a generated one: accounts added later keep the generated data as it was. */
  readonly iban?: string;
}

export interface VettingEntrySeed {
  readonly status: VettingStatus;
  readonly comment: string;
  readonly notes: string;
  readonly daysAgo: number;
}

export interface PartnerSeedRaw {
  readonly key: string;
  readonly companyName: string;
  readonly registeredName: string;
  readonly registrationNumber: string;
  /** Printed on the partner's invoices as seller; left out where the partner states none. */
  readonly vatNumber?: string;
  readonly organizationType: string;
  readonly address: string;
  readonly city: string;
  readonly zipCode: string;
  readonly countryCode: string;
  /** Mail/web domain without the '.example' suffix. */
  readonly domain: string;
  readonly phoneNumber: string;
  readonly companySize: CompanySize;
  readonly eventsPerYear: EventsPerYearRange;
  readonly sectors: readonly string[];
  readonly vettingHistory: readonly VettingEntrySeed[];
  readonly addressVerified: boolean;
  readonly emailVerified: boolean;
  /** The partner contract and the customer terms in force are signed. */
  readonly agreementsSigned: boolean;
  readonly logoColour: string;
  readonly members: readonly PartnerMemberSeed[];
  readonly bankAccounts: readonly BankAccountSeedRaw[];
  /** Cities (by name) where this partner runs approved events, cycled in order. */
  readonly eventCities: readonly string[];
  /** How many APPROVED events this partner gets. */
  readonly approvedEvents: number;
}

const approvedHistory = (appliedDaysAgo: number, note: string): VettingEntrySeed[] => [
  {
    status: 'PENDING',
    comment: 'Application received. Our team will review it within 2-3 business days.',
    notes: 'Created on partner sign-up.',
    daysAgo: appliedDaysAgo,
  },
  {
    status: 'APPROVED',
    comment: 'Welcome to Pavilion! Your organisation has been approved and you can now list events.',
    notes: note,
    daysAgo: appliedDaysAgo - 2,
  },
];

export const PARTNER_SEEDS: readonly PartnerSeedRaw[] = [
  {
    key: 'meridian',
    companyName: 'Meridian Events Group',
    registeredName: 'Meridian Events Group Ltd',
    registrationNumber: '09481726',
    vatNumber: 'GB980780684',
    organizationType: 'Event Organiser',
    address: '18 Finsbury Circus Row',
    city: 'London',
    zipCode: 'EC2M 7EB',
    countryCode: 'GB',
    domain: 'meridian-events',
    phoneNumber: '+44 20 7946 0321',
    companySize: '51-200',
    eventsPerYear: '20-50',
    sectors: ['Technology & IT', 'Financial Services', 'Professional Services', 'Media & Marketing'],
    vettingHistory: approvedHistory(420, 'Companies House record, website and references checked.'),
    addressVerified: true,
    emailVerified: true,
    agreementsSigned: true,
    logoColour: '#1e3a8a',
    members: [
      {
        firstName: 'Jordan',
        surname: 'Ellis',
        email: 'partner@example.com',
        jobTitle: 'Head of Events',
        phoneNumber: '+44 7700 900456',
      },
      { firstName: 'Maria', surname: 'Lopez', jobTitle: 'Event Manager', phoneNumber: '+44 7700 900789' },
    ],
    bankAccounts: [
      {
        bankName: 'Thames Commercial Bank',
        ibanCountry: 'GB',
        swiftCode: 'THCBGB2L',
        countryCode: 'GB',
        currency: 'GBP',
      },
      {
        bankName: 'Thames Commercial Bank',
        ibanCountry: 'GB',
        swiftCode: 'THCBGB2LEUR',
        countryCode: 'GB',
        currency: 'EUR',
      },
    ],
    eventCities: [
      'London',
      'Manchester',
      'Dublin',
      'London',
      'Edinburgh',
      'Amsterdam',
      'Birmingham',
      'London',
      'Lisbon',
      'Brussels',
      'Manchester',
      'Cannes',
    ],
    approvedEvents: 12,
  },
  {
    key: 'rheinmesse',
    companyName: 'Rheinmesse Konferenz',
    registeredName: 'Rheinmesse Konferenz GmbH',
    registrationNumber: 'HRB 104217',
    vatNumber: 'DE281453169',
    organizationType: 'Event Organiser',
    address: 'Mainzer Landstraße 176',
    city: 'Frankfurt',
    zipCode: '60327',
    countryCode: 'DE',
    domain: 'rheinmesse',
    phoneNumber: '+49 69 5550 1270',
    companySize: '201-500',
    eventsPerYear: '50-100',
    sectors: ['Manufacturing & Industrial', 'Automotive & Mobility', 'Chemicals & Materials', 'Packaging & Printing'],
    vettingHistory: approvedHistory(365, 'Handelsregister extract verified.'),
    addressVerified: true,
    emailVerified: true,
    agreementsSigned: true,
    logoColour: '#b91c1c',
    members: [
      { firstName: 'Lukas', surname: 'Becker', jobTitle: 'Managing Director', phoneNumber: '+49 151 5550 2231' },
      { firstName: 'Anna', surname: 'Schmidt', jobTitle: 'Project Manager', phoneNumber: '+49 151 5550 8812' },
    ],
    bankAccounts: [
      {
        bankName: 'Mainzer Handelsbank AG',
        ibanCountry: 'DE',
        swiftCode: 'MHBADEFF',
        countryCode: 'DE',
        currency: 'EUR',
      },
    ],
    eventCities: [
      'Frankfurt',
      'Munich',
      'Berlin',
      'Hamburg',
      'Vienna',
      'Zurich',
      'Milan',
      'Prague',
      'Paris',
      'Warsaw',
      'Lyon',
    ],
    approvedEvents: 11,
  },
  {
    key: 'atlantic',
    companyName: 'Atlantic Summit Partners',
    registeredName: 'Atlantic Summit Partners, Inc.',
    registrationNumber: '84-2917365',
    organizationType: 'Agency',
    address: '250 Hudson Street, Suite 900',
    city: 'New York',
    zipCode: '10013',
    countryCode: 'US',
    domain: 'atlantic-summits',
    phoneNumber: '+1 212 555 0147',
    companySize: '51-200',
    eventsPerYear: '20-50',
    sectors: ['Healthcare & Life Sciences', 'Technology & IT', 'Retail & E-commerce', 'Education & Training'],
    vettingHistory: approvedHistory(300, 'EIN letter and website verified.'),
    addressVerified: true,
    emailVerified: true,
    agreementsSigned: true,
    logoColour: '#0f766e',
    members: [
      { firstName: 'Emily', surname: 'Carter', jobTitle: 'Chief Executive Officer', phoneNumber: '+1 646 555 0182' },
      { firstName: 'Marcus', surname: 'Johnson', jobTitle: 'Event Manager', phoneNumber: '+1 917 555 0139' },
    ],
    bankAccounts: [
      // A US company paid in dollars through a European bank: the US has no IBANs.
      {
        bankName: 'Hudson Trust Bank Europe',
        ibanCountry: 'IE',
        swiftCode: 'HUDTIE2D',
        countryCode: 'IE',
        currency: 'USD',
      },
    ],
    eventCities: [
      'New York',
      'Las Vegas',
      'Chicago',
      'San Francisco',
      'Boston',
      'Austin',
      'Toronto',
      'Orlando',
      'Atlanta',
      'Washington',
      'Mexico City',
      'São Paulo',
      'Vancouver',
      'Buenos Aires',
    ],
    approvedEvents: 11,
  },
  {
    key: 'gulf',
    companyName: 'Gulf Exhibitions & Conferences',
    registeredName: 'Gulf Exhibitions & Conferences FZ-LLC',
    registrationNumber: 'DMCC-204518',
    organizationType: 'Event Organiser',
    address: 'Office 1204, Cluster Y, Jumeirah Lakes Towers',
    city: 'Dubai',
    zipCode: 'PO Box 334155',
    countryCode: 'AE',
    domain: 'gulf-exhibitions',
    phoneNumber: '+971 4 555 0192',
    companySize: '201-500',
    eventsPerYear: '50-100',
    sectors: [
      'Energy & Utilities',
      'Construction & Real Estate',
      'Travel & Hospitality',
      'Government & Public Sector',
      'Mining & Metals',
    ],
    vettingHistory: approvedHistory(250, 'Free-zone licence checked; site visit by regional manager.'),
    addressVerified: true,
    emailVerified: true,
    agreementsSigned: true,
    logoColour: '#b45309',
    members: [
      { firstName: 'Omar', surname: 'Haddad', jobTitle: 'General Manager', phoneNumber: '+971 50 555 0147' },
      {
        firstName: 'Layla',
        surname: 'Nasser',
        jobTitle: 'Business Development Manager',
        phoneNumber: '+971 55 555 0163',
      },
    ],
    bankAccounts: [
      {
        bankName: 'Emirates Gulf Commercial Bank',
        ibanCountry: 'AE',
        swiftCode: 'EGCBAEAD',
        countryCode: 'AE',
        currency: 'USD',
      },
      // Its European events sell in EUR: paid to an account in EUR, never converted.
      {
        bankName: 'Emirates Gulf Commercial Bank',
        ibanCountry: 'AE',
        swiftCode: 'EGCBAEADEUR',
        countryCode: 'AE',
        currency: 'EUR',
        iban: 'AE070331234567890123456',
      },
    ],
    eventCities: [
      'Dubai',
      'Riyadh',
      'Abu Dhabi',
      'Doha',
      'Mumbai',
      'Istanbul',
      'Johannesburg',
      'New Delhi',
      'Dubai',
      'Cape Town',
      'Bengaluru',
      'Nairobi',
    ],
    approvedEvents: 10,
  },
  {
    key: 'noea',
    companyName: 'Nordic Offshore & Energy Association',
    registeredName: 'Nordic Offshore & Energy Association (NOEA)',
    registrationNumber: '998 214 567',
    organizationType: 'Association',
    address: 'Karl Johans gate 22',
    city: 'Oslo',
    zipCode: '0159',
    countryCode: 'NO',
    domain: 'noea',
    phoneNumber: '+47 22 55 01 84',
    companySize: '11-50',
    eventsPerYear: '5-10',
    sectors: ['Energy & Utilities', 'Environment & Sustainability', 'Logistics & Supply Chain', 'Aerospace & Defence'],
    vettingHistory: approvedHistory(200, 'Brønnøysund register entry verified.'),
    addressVerified: true,
    emailVerified: true,
    agreementsSigned: true,
    logoColour: '#0369a1',
    members: [
      { firstName: 'Ingrid', surname: 'Solberg', jobTitle: 'Head of Events', phoneNumber: '+47 412 55 018' },
      { firstName: 'Erik', surname: 'Nilsen', jobTitle: 'Policy Advisor', phoneNumber: '+47 930 55 027' },
    ],
    bankAccounts: [
      { bankName: 'Fjordbank ASA', ibanCountry: 'NO', swiftCode: 'FJRDNOKK', countryCode: 'NO', currency: 'NOK' },
      // Its events sell in EUR: paid to an account in EUR, never converted.
      {
        bankName: 'Fjordbank ASA',
        ibanCountry: 'NO',
        swiftCode: 'FJRDNOKKEUR',
        countryCode: 'NO',
        currency: 'EUR',
        iban: 'NO8330001234567',
      },
    ],
    eventCities: [
      'Oslo',
      'Stavanger',
      'Stockholm',
      'Copenhagen',
      'Helsinki',
      'Rotterdam',
      'Hamburg',
      'Barcelona',
      'Madrid',
      'Oslo',
    ],
    approvedEvents: 10,
  },
  {
    key: 'aptf',
    companyName: 'Asia Pacific Trade Fairs',
    registeredName: 'Asia Pacific Trade Fairs Pte. Ltd.',
    registrationNumber: '201918345K',
    organizationType: 'Event Organiser',
    address: '1 HarbourFront Avenue, #14-07',
    city: 'Singapore',
    zipCode: '098632',
    countryCode: 'SG',
    domain: 'aptradefairs',
    phoneNumber: '+65 6555 0123',
    companySize: '51-200',
    eventsPerYear: '20-50',
    sectors: ['Food & Beverage', 'Logistics & Supply Chain', 'Fashion, Textiles & Beauty', 'Agriculture'],
    vettingHistory: approvedHistory(150, 'ACRA business profile verified.'),
    addressVerified: false,
    emailVerified: true,
    agreementsSigned: true,
    logoColour: '#047857',
    members: [
      { firstName: 'Wei Ling', surname: 'Tan', jobTitle: 'Operations Manager', phoneNumber: '+65 9155 0147' },
      { firstName: 'Arjun', surname: 'Mehta', jobTitle: 'Sales Director', phoneNumber: '+65 8155 0132' },
    ],
    bankAccounts: [
      // Singapore has no IBANs: the company is paid through a London branch.
      {
        bankName: 'Straits Merchant Bank, London branch',
        ibanCountry: 'GB',
        swiftCode: 'STMBGB2L',
        countryCode: 'GB',
        currency: 'USD',
      },
    ],
    eventCities: [
      'Singapore',
      'Hong Kong',
      'Tokyo',
      'Sydney',
      'Shanghai',
      'Bangkok',
      'Seoul',
      'Melbourne',
      'Kuala Lumpur',
      'Auckland',
    ],
    approvedEvents: 10,
  },
  {
    key: 'iberia',
    companyName: 'Iberia Congress Organisers',
    registeredName: 'Iberia Congress Organisers S.L.',
    registrationNumber: 'B66789017',
    vatNumber: 'ESB66789017',
    organizationType: 'Agency',
    address: 'Carrer de Balmes 188',
    city: 'Barcelona',
    zipCode: '08006',
    countryCode: 'ES',
    domain: 'iberia-congress',
    phoneNumber: '+34 93 555 0176',
    companySize: '11-50',
    eventsPerYear: '10-20',
    sectors: ['Travel & Hospitality', 'Education & Training'],
    vettingHistory: [
      {
        status: 'PENDING',
        comment: 'Application received. Our team will review it within 2-3 business days.',
        notes: 'Created on partner sign-up.',
        daysAgo: 2,
      },
    ],
    addressVerified: false,
    emailVerified: true,
    agreementsSigned: true,
    logoColour: '#c2410c',
    members: [
      {
        firstName: 'Carmen',
        surname: 'Ruiz',
        email: 'pending.partner@example.com',
        jobTitle: 'Founder',
        phoneNumber: '+34 655 550 182',
      },
    ],
    bankAccounts: [],
    eventCities: ['Barcelona', 'Madrid'],
    approvedEvents: 0,
  },
  {
    key: 'quickfire',
    companyName: 'Quickfire Promotions',
    registeredName: 'Quickfire Promotions Ltd',
    registrationNumber: '13579246',
    vatNumber: 'GB434031494',
    organizationType: 'Other',
    address: 'Unit 4, Ancoats Works, 12 Jersey Street',
    city: 'Manchester',
    zipCode: 'M4 6JB',
    countryCode: 'GB',
    domain: 'quickfire-promotions',
    phoneNumber: '+44 161 496 0734',
    companySize: '1-10',
    eventsPerYear: '1-5',
    sectors: ['Retail & E-commerce', 'Media & Marketing'],
    vettingHistory: [
      {
        status: 'PENDING',
        comment: 'Application received. Our team will review it within 2-3 business days.',
        notes: 'Created on partner sign-up.',
        daysAgo: 30,
      },
      {
        status: 'REJECTED',
        comment:
          'We could not verify your company registration number. Please contact support with your incorporation documents.',
        notes: 'Registration number not found in the Companies House register; website is a parked domain.',
        daysAgo: 27,
      },
    ],
    addressVerified: false,
    emailVerified: false,
    agreementsSigned: false,
    logoColour: '#6d28d9',
    members: [
      {
        firstName: 'Dean',
        surname: 'Walsh',
        email: 'rejected.partner@example.com',
        jobTitle: 'Founder',
        phoneNumber: '+44 7700 900912',
      },
    ],
    bankAccounts: [],
    eventCities: ['Manchester', 'Birmingham'],
    approvedEvents: 0,
  },
];

/** Non-approved events: [partnerKey, cityName, status]. */
export const EXTRA_EVENT_SLOTS: readonly (readonly [string, string, 'PENDING' | 'REJECTED'])[] = [
  ['meridian', 'London', 'PENDING'],
  ['rheinmesse', 'Berlin', 'REJECTED'],
  ['atlantic', 'Chicago', 'PENDING'],
  ['gulf', 'Dubai', 'REJECTED'],
  ['iberia', 'Barcelona', 'PENDING'],
  ['quickfire', 'Manchester', 'REJECTED'],
  ['iberia', 'Madrid', 'PENDING'],
  ['quickfire', 'Birmingham', 'REJECTED'],
];

export interface CancellationPolicySeed {
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly periods: readonly {
    readonly percentageRefund: number;
    readonly startDaysBeforeEvent: number;
    readonly endDaysBeforeEvent: number;
  }[];
}

/** The four policies every partner gets (names are referenced by ticket types). */
export const CANCELLATION_POLICIES: readonly CancellationPolicySeed[] = [
  {
    name: 'Flexible',
    description: 'Full refund up to 30 days before the event, 50% up to 15 days before, no refund after that.',
    active: true,
    periods: [
      { percentageRefund: 100, startDaysBeforeEvent: 90, endDaysBeforeEvent: 30 },
      { percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 15 },
      { percentageRefund: 0, startDaysBeforeEvent: 15, endDaysBeforeEvent: 0 },
    ],
  },
  {
    name: 'Standard',
    description: 'Full refund up to 60 days before the event, 50% up to 30 days before, no refund after that.',
    active: true,
    periods: [
      { percentageRefund: 100, startDaysBeforeEvent: 365, endDaysBeforeEvent: 60 },
      { percentageRefund: 50, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
      { percentageRefund: 0, startDaysBeforeEvent: 30, endDaysBeforeEvent: 0 },
    ],
  },
  {
    name: 'Strict',
    description: '50% refund up to 60 days before the event, no refund after that.',
    active: true,
    periods: [
      { percentageRefund: 50, startDaysBeforeEvent: 365, endDaysBeforeEvent: 60 },
      { percentageRefund: 0, startDaysBeforeEvent: 60, endDaysBeforeEvent: 0 },
    ],
  },
  {
    name: 'Free cancellation',
    description: 'Full refund if you cancel up to 1 day before the event.',
    active: true,
    periods: [
      { percentageRefund: 100, startDaysBeforeEvent: 365, endDaysBeforeEvent: 1 },
      { percentageRefund: 0, startDaysBeforeEvent: 1, endDaysBeforeEvent: 0 },
    ],
  },
];

export const OTHER_INFORMATION_SENTENCES = {
  always: [
    'Badge collection opens at 08:00 on the first day; please bring photo ID.',
    'Lunch and refreshments are included for all in-person pass holders.',
    'The venue is step-free throughout, with hearing loops in the main session rooms.',
    'Business attire is recommended.',
    'Sessions are held in English.',
    'Free Wi-Fi is available throughout the venue.',
    'Photography and filming take place during the event.',
  ],
  expo: [
    'Under-16s are not admitted to the exhibition floor.',
    'Stand build-up takes place the day before opening; exhibitor manuals are sent on booking.',
  ],
  virtual: [
    'Virtual attendees receive a streaming link 48 hours before the event, and recordings stay available for 30 days.',
  ],
  evening: ['Doors open at 18:00.', 'Dietary requirements can be noted when booking.'],
} as const;
