/**
 * Places for the location and venue autocompletes: cities where corporate events happen
 * and 2-4 invented (but plausible) venues per city. Names, addresses and place ids are fictional.
 * City names and venue names are unique, so other seed data references them by name.
 */
import { hashString, Random } from './prng';

export interface CitySeed {
  readonly name: string;
  /** ISO alpha-2 code of the country. */
  readonly countryCode: string;
  readonly lat: number;
  readonly lng: number;
  /** IANA time zone. */
  readonly timezone: string;
  /** Alternative spellings for autocomplete (e.g. without diacritics). */
  readonly aliases: readonly string[];
  /** Fake but stable Google-style place id. */
  readonly placeId: string;
}

export interface VenueSeed {
  readonly name: string;
  /** One-line street address including postal code. */
  readonly address: string;
  /** References CitySeed.name. */
  readonly cityName: string;
  readonly countryCode: string;
  readonly lat: number;
  readonly lng: number;
  /** Fake but stable Google-style place id ('ChIJ' + 23 url-safe characters). */
  readonly googlePlaceId: string;
}

const PLACE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Deterministic Google-like place id derived from a key. */
export function fakePlaceId(key: string): string {
  const rng = new Random(hashString(`place:${key}`));
  let id = 'ChIJ';
  for (let i = 0; i < 23; i++) id += PLACE_ID_ALPHABET[rng.int(0, PLACE_ID_ALPHABET.length - 1)];
  return id;
}

type RawCity = readonly [
  name: string,
  countryCode: string,
  lat: number,
  lng: number,
  timezone: string,
  venues: readonly (readonly [name: string, address: string])[],
  aliases?: readonly string[],
];

const RAW_CITIES: readonly RawCity[] = [
  // United Kingdom & Ireland
  [
    'London',
    'GB',
    51.5074,
    -0.1278,
    'Europe/London',
    [
      ['Thames Riverside Exhibition Centre', '1 Royal Victoria Quay, London E16 1AR'],
      ['Westminster Assembly Hall', '14 Broad Sanctuary Row, London SW1P 3EE'],
      ['Docklands Conference Centre', '25 Millharbour Walk, London E14 9TS'],
      ['Kensington Olympia Halls', '80 Hammersmith Grove Road, London W14 8UX'],
    ],
  ],
  [
    'Manchester',
    'GB',
    53.4808,
    -2.2426,
    'Europe/London',
    [
      ['Manchester Central Exchange', '2 Windmill Place, Manchester M2 3GX'],
      ['Salford Quays Event Hub', '9 Harbour City Way, Salford M50 3AG'],
      ['Northern Quarter Forum', '41 Tib Street Yard, Manchester M4 1LE'],
    ],
  ],
  [
    'Birmingham',
    'GB',
    52.4862,
    -1.8904,
    'Europe/London',
    [
      ['Midlands International Exhibition Centre', 'Pendigo Road, Marston Green, Birmingham B40 1PW'],
      ['Brindleyplace Convention Centre', '6 Canal Basin Walk, Birmingham B1 2HP'],
    ],
  ],
  [
    'Edinburgh',
    'GB',
    55.9533,
    -3.1883,
    'Europe/London',
    [
      ['Edinburgh Lothian Conference Centre', '150 Morrison Crescent, Edinburgh EH3 8EE'],
      ['Holyrood Assembly Rooms', '54 Canongate Close, Edinburgh EH8 8BN'],
    ],
  ],
  [
    'Dublin',
    'IE',
    53.3498,
    -6.2603,
    'Europe/Dublin',
    [
      ['Liffey Docklands Convention Centre', 'Spencer Dock Quay, North Wall, Dublin D01 T1W6'],
      ['Ballsbridge Exhibition Halls', '12 Merrion Road Park, Dublin D04 K7F2'],
    ],
  ],
  // DACH
  [
    'Berlin',
    'DE',
    52.52,
    13.405,
    'Europe/Berlin',
    [
      ['Spree Messe Berlin', 'Messedamm 40, 14055 Berlin'],
      ['Tempelhof Event Hangar', 'Columbiadamm 12, 10965 Berlin'],
      ['Berlin Mitte Congress Centre', 'Alexanderstraße 19, 10178 Berlin'],
    ],
  ],
  [
    'Frankfurt',
    'DE',
    50.1109,
    8.6821,
    'Europe/Berlin',
    [
      ['Frankfurt Main Exhibition Grounds', 'Ludwig-Erhard-Anlage 7, 60327 Frankfurt am Main'],
      ['Rhein-Main Congress Forum', 'Mainzer Landstraße 210, 60326 Frankfurt am Main'],
      ['Westend Conference Tower', 'Bockenheimer Landstraße 88, 60323 Frankfurt am Main'],
    ],
  ],
  [
    'Munich',
    'DE',
    48.1351,
    11.582,
    'Europe/Berlin',
    [
      ['Riem Trade Fair Centre', 'Am Messesee 4, 81829 München'],
      ['Isar Conference Hall', 'Rosenheimer Straße 141, 81671 München'],
      ['Schwabing Forum', 'Leopoldstraße 250, 80807 München'],
    ],
  ],
  [
    'Hamburg',
    'DE',
    53.5511,
    9.9937,
    'Europe/Berlin',
    [
      ['Hanseatic Exhibition Halls', 'Karolinenstraße 45, 20357 Hamburg'],
      ['HafenCity Congress Centre', 'Am Sandtorkai 68, 20457 Hamburg'],
    ],
  ],
  [
    'Vienna',
    'AT',
    48.2082,
    16.3738,
    'Europe/Vienna',
    [
      ['Danube Congress Centre', 'Bruno-Kreisky-Platz 3, 1220 Wien'],
      ['Prater Exhibition Halls', 'Messestraße 11, 1020 Wien'],
    ],
  ],
  [
    'Zurich',
    'CH',
    47.3769,
    8.5417,
    'Europe/Zurich',
    [
      ['Limmat Convention Hall', 'Gotthardstrasse 7, 8002 Zürich'],
      ['Oerlikon Exhibition Centre', 'Wallisellenstrasse 49, 8050 Zürich'],
    ],
    ['Zürich'],
  ],
  [
    'Geneva',
    'CH',
    46.2044,
    6.1432,
    'Europe/Zurich',
    [
      ['Lakeside Palexpo Halls', 'Route François-Peyrot 30, 1218 Le Grand-Saconnex'],
      ['Geneva International Conference Centre', 'Rue de Varembé 17, 1202 Genève'],
    ],
    ['Genève'],
  ],
  // Western & Southern Europe
  [
    'Paris',
    'FR',
    48.8566,
    2.3522,
    'Europe/Paris',
    [
      ['Porte de Versailles Exhibition Park', '1 Place de la Porte Sud, 75015 Paris'],
      ['Paris Nord Villepinte Halls', 'Avenue des Expositions 12, 93420 Villepinte'],
      ['Palais des Congrès de la Seine', '2 Place de la Porte Ouest, 75017 Paris'],
    ],
  ],
  [
    'Lyon',
    'FR',
    45.764,
    4.8357,
    'Europe/Paris',
    [
      ['Rhône Exhibition Centre', 'Boulevard de l’Europe 8, 69680 Chassieu'],
      ['Lyon Confluence Congress Centre', '50 Quai Perrache Sud, 69002 Lyon'],
    ],
  ],
  [
    'Cannes',
    'FR',
    43.5528,
    7.0174,
    'Europe/Paris',
    [
      ['Croisette Festival Palace', '3 Boulevard de la Plage, 06400 Cannes'],
      ['Riviera Congress Pavilion', '14 Allée des Palmiers, 06400 Cannes'],
    ],
  ],
  [
    'Amsterdam',
    'NL',
    52.3676,
    4.9041,
    'Europe/Amsterdam',
    [
      ['Amstel Convention Centre', 'Europaplein 22, 1078 GZ Amsterdam'],
      ['IJ Harbour Event Halls', 'Veemkade 500, 1019 HE Amsterdam'],
      ['Zuidas Conference Centre', 'Gustav Mahlerlaan 300, 1082 ME Amsterdam'],
    ],
  ],
  [
    'Rotterdam',
    'NL',
    51.9244,
    4.4777,
    'Europe/Amsterdam',
    [
      ['Maas Port Exhibition Centre', 'Schiehavenkade 120, 3024 EZ Rotterdam'],
      ['Rotterdam Ahoy Halls', 'Zuiderparkweg 30, 3084 BA Rotterdam'],
    ],
  ],
  [
    'Brussels',
    'BE',
    50.8503,
    4.3517,
    'Europe/Brussels',
    [
      ['Heysel Exhibition Palace', 'Place de Belgique 4, 1020 Bruxelles'],
      ['European Quarter Conference Centre', 'Rue Belliard 61, 1040 Bruxelles'],
    ],
  ],
  [
    'Barcelona',
    'ES',
    41.3874,
    2.1686,
    'Europe/Madrid',
    [
      ['Montjuïc Fira Halls', 'Avinguda de la Reina Maria Cristina 6, 08004 Barcelona'],
      ['Gran Via Exhibition Centre', 'Avinguda Joan Carles I 58, 08908 L’Hospitalet de Llobregat'],
      ['Diagonal Mar Convention Centre', 'Carrer de Llull 410, 08019 Barcelona'],
    ],
  ],
  [
    'Madrid',
    'ES',
    40.4168,
    -3.7038,
    'Europe/Madrid',
    [
      ['Campo de las Naciones Exhibition Park', 'Avenida del Partenón 5, 28042 Madrid'],
      ['Castellana Congress Centre', 'Paseo de la Castellana 99, 28046 Madrid'],
    ],
  ],
  [
    'Lisbon',
    'PT',
    38.7223,
    -9.1393,
    'Europe/Lisbon',
    [
      ['Tagus Riverside Arena', 'Rossio dos Olivais 2, 1990-231 Lisboa'],
      ['Lisbon Atlantic Congress Centre', 'Praça das Indústrias 14, 1300-307 Lisboa'],
    ],
  ],
  [
    'Milan',
    'IT',
    45.4642,
    9.19,
    'Europe/Rome',
    [
      ['Rho Fiera Exhibition Grounds', 'Strada Statale del Sempione 28, 20017 Rho MI'],
      ['Milano Portello Congress Centre', 'Viale Eginardo 29, 20149 Milano'],
      ['Navigli Event Loft', 'Via Vigevano 18, 20144 Milano'],
    ],
  ],
  // Nordics
  [
    'Copenhagen',
    'DK',
    55.6761,
    12.5683,
    'Europe/Copenhagen',
    [
      ['Ørestad Exhibition Centre', 'Center Boulevard 5, 2300 København S'],
      ['Nordhavn Harbour Hall', 'Orientkaj 8, 2150 Nordhavn'],
    ],
    ['København'],
  ],
  [
    'Stockholm',
    'SE',
    59.3293,
    18.0686,
    'Europe/Stockholm',
    [
      ['Älvsjö Fair Halls', 'Mässvägen 1, 125 80 Älvsjö'],
      ['Waterfront Congress Stockholm', 'Nils Ericsons Plan 4, 111 64 Stockholm'],
    ],
  ],
  [
    'Oslo',
    'NO',
    59.9139,
    10.7522,
    'Europe/Oslo',
    [
      ['Oslo Fjord Convention Centre', 'Stenersgata 2, 0184 Oslo'],
      ['Lillestrøm Exhibition Halls', 'Messeveien 8, 2004 Lillestrøm'],
    ],
  ],
  [
    'Stavanger',
    'NO',
    58.97,
    5.7331,
    'Europe/Oslo',
    [
      ['Stavanger Energy Forum Halls', 'Gunnar Warebergs gate 13, 4021 Stavanger'],
      ['North Sea Conference Centre', 'Sjøhagen 8, 4016 Stavanger'],
    ],
  ],
  [
    'Helsinki',
    'FI',
    60.1699,
    24.9384,
    'Europe/Helsinki',
    [
      ['Pasila Expo & Convention Centre', 'Messuaukio 1, 00520 Helsinki'],
      ['Baltic Shore Congress Hall', 'Mannerheimintie 13, 00100 Helsinki'],
    ],
  ],
  // Central & Eastern Europe, Türkiye
  [
    'Warsaw',
    'PL',
    52.2297,
    21.0122,
    'Europe/Warsaw',
    [
      ['Vistula Expo Centre', 'ul. Prądzyńskiego 12, 01-222 Warszawa'],
      ['Warsaw Congress Tower', 'plac Defilad 1, 00-901 Warszawa'],
    ],
  ],
  [
    'Prague',
    'CZ',
    50.0755,
    14.4378,
    'Europe/Prague',
    [
      ['Vltava Congress Centre', '5. května 65, 140 00 Praha 4'],
      ['Letňany Exhibition Grounds', 'Beranových 667, 199 00 Praha 9'],
    ],
  ],
  [
    'Istanbul',
    'TR',
    41.0082,
    28.9784,
    'Europe/Istanbul',
    [
      ['Bosphorus Congress & Exhibition Centre', 'Harbiye Mahallesi, Darülbedai Caddesi 3, 34367 Şişli'],
      ['Yeşilköy Expo Halls', 'Yeşilköy Mahallesi, Fuar Caddesi 1, 34149 Bakırköy'],
    ],
  ],
  // Middle East & Africa
  [
    'Dubai',
    'AE',
    25.2048,
    55.2708,
    'Asia/Dubai',
    [
      ['Dubai Creekside Exhibition Centre', 'Sheikh Zayed Road, Trade Centre District, Dubai'],
      ['Expo City Convention Halls', 'Expo Road, Dubai South, Dubai'],
      ['Marina Bay Conference Resort', 'Al Sufouh Road, Dubai Marina, Dubai'],
    ],
  ],
  [
    'Abu Dhabi',
    'AE',
    24.4539,
    54.3773,
    'Asia/Dubai',
    [
      ['Abu Dhabi Gulf Exhibition Centre', 'Al Khaleej Al Arabi Street, Abu Dhabi'],
      ['Saadiyat Cultural Convention Hall', 'Saadiyat Island, Abu Dhabi'],
    ],
  ],
  [
    'Riyadh',
    'SA',
    24.7136,
    46.6753,
    'Asia/Riyadh',
    [
      ['Riyadh Front Exhibition Centre', 'Airport Road, Al Maather, Riyadh 12211'],
      ['King Fahd Road Convention Centre', 'King Fahd Road, Olaya, Riyadh 12214'],
    ],
  ],
  [
    'Doha',
    'QA',
    25.2854,
    51.531,
    'Asia/Qatar',
    [
      ['West Bay Convention Centre', 'Al Corniche Street, West Bay, Doha'],
      ['Doha Pearl Exhibition Halls', 'Porto Arabia Drive, The Pearl, Doha'],
    ],
  ],
  [
    'Johannesburg',
    'ZA',
    -26.2041,
    28.0473,
    'Africa/Johannesburg',
    [
      ['Sandton Convention Pavilion', '161 Maude Street, Sandown, Johannesburg 2196'],
      ['Gallagher Expo Halls', '19 Richards Drive, Midrand 1685'],
    ],
  ],
  [
    'Cape Town',
    'ZA',
    -33.9249,
    18.4241,
    'Africa/Johannesburg',
    [
      ['Table Bay International Convention Centre', '1 Lower Long Street, Foreshore, Cape Town 8001'],
      ['Waterfront Pier Event Hall', 'Dock Road, V&A Waterfront, Cape Town 8002'],
    ],
  ],
  [
    'Nairobi',
    'KE',
    -1.2921,
    36.8219,
    'Africa/Nairobi',
    [
      ['Nairobi Savannah Convention Centre', 'Harambee Avenue, Nairobi 00100'],
      ['Westlands Business Expo Hall', 'Waiyaki Way, Westlands, Nairobi 00800'],
    ],
  ],
  // Americas
  [
    'New York',
    'US',
    40.7128,
    -74.006,
    'America/New_York',
    [
      ['Hudson Yards Exhibition Center', '655 West 34th Street, New York, NY 10001'],
      ['Midtown Conference Pavilion', '811 Seventh Avenue, New York, NY 10019'],
      ['Brooklyn Navy Yard Event Halls', '63 Flushing Avenue, Brooklyn, NY 11205'],
    ],
  ],
  [
    'Las Vegas',
    'US',
    36.1699,
    -115.1398,
    'America/Los_Angeles',
    [
      ['Desert Springs Convention Center', '3150 Paradise Road, Las Vegas, NV 89109'],
      ['Silver Strip Expo Halls', '201 Sands Avenue, Las Vegas, NV 89169'],
      ['Mojave Resort Conference Center', '3799 South Boulevard, Las Vegas, NV 89109'],
    ],
  ],
  [
    'Chicago',
    'US',
    41.8781,
    -87.6298,
    'America/Chicago',
    [
      ['Lakeshore Exposition Center', '2301 South Lake Shore Drive, Chicago, IL 60616'],
      ['Riverwalk Conference Center', '350 East Wacker Drive, Chicago, IL 60601'],
    ],
  ],
  [
    'San Francisco',
    'US',
    37.7749,
    -122.4194,
    'America/Los_Angeles',
    [
      ['Bayfront Convention Center', '747 Howard Street, San Francisco, CA 94103'],
      ['Embarcadero Pier Event Center', 'Pier 48, The Embarcadero, San Francisco, CA 94158'],
    ],
  ],
  [
    'Austin',
    'US',
    30.2672,
    -97.7431,
    'America/Chicago',
    [
      ['Colorado River Convention Center', '500 East Cesar Chavez Street, Austin, TX 78701'],
      ['Capitol Hill Event Center', '1100 Congress Avenue, Austin, TX 78701'],
    ],
  ],
  [
    'Orlando',
    'US',
    28.5383,
    -81.3792,
    'America/New_York',
    [
      ['Sunshine State Convention Center', '9800 International Drive, Orlando, FL 32819'],
      ['Lake Nona Expo Center', '6900 Tavistock Lakes Boulevard, Orlando, FL 32827'],
    ],
  ],
  [
    'Atlanta',
    'US',
    33.749,
    -84.388,
    'America/New_York',
    [
      ['Peachtree World Congress Center', '285 Andrew Young Blvd NW, Atlanta, GA 30313'],
      ['Midtown Atlanta Conference Hall', '1100 Peachtree Street NE, Atlanta, GA 30309'],
    ],
  ],
  [
    'Boston',
    'US',
    42.3601,
    -71.0589,
    'America/New_York',
    [
      ['Seaport Convention & Exhibition Center', '415 Summer Street, Boston, MA 02210'],
      ['Back Bay Conference Hall', '900 Boylston Street, Boston, MA 02115'],
    ],
  ],
  [
    'Washington',
    'US',
    38.9072,
    -77.0369,
    'America/New_York',
    [
      ['Capitol District Convention Center', '801 Mount Vernon Place NW, Washington, DC 20001'],
      ['Potomac Waterfront Conference Center', '201 Waterfront Street, National Harbor, MD 20745'],
    ],
    ['Washington, D.C.', 'Washington DC'],
  ],
  [
    'Toronto',
    'CA',
    43.6532,
    -79.3832,
    'America/Toronto',
    [
      ['Lakeshore Metro Convention Centre', '255 Front Street West, Toronto, ON M5V 2W6'],
      ['Exhibition Place Halls', '100 Princes’ Boulevard, Toronto, ON M6K 3C3'],
    ],
  ],
  [
    'Vancouver',
    'CA',
    49.2827,
    -123.1207,
    'America/Vancouver',
    [
      ['Coal Harbour Convention Centre', '1055 Canada Place, Vancouver, BC V6C 0C3'],
      ['False Creek Event Pavilion', '750 Pacific Boulevard, Vancouver, BC V6B 5E7'],
    ],
  ],
  [
    'Mexico City',
    'MX',
    19.4326,
    -99.1332,
    'America/Mexico_City',
    [
      ['Reforma Exhibition Centre', 'Avenida Conscripto 311, Lomas de Sotelo, 11200 Ciudad de México'],
      ['Santa Fe Convention Centre', 'Avenida Vasco de Quiroga 3000, Santa Fe, 01219 Ciudad de México'],
    ],
    ['Ciudad de México', 'CDMX'],
  ],
  [
    'São Paulo',
    'BR',
    -23.5505,
    -46.6333,
    'America/Sao_Paulo',
    [
      ['Anhembi Exhibition Pavilion', 'Avenida Olavo Fontoura 1209, Santana, 02012-021 São Paulo'],
      ['Paulista Convention Centre', 'Avenida Paulista 1578, Bela Vista, 01310-200 São Paulo'],
    ],
    ['Sao Paulo'],
  ],
  [
    'Buenos Aires',
    'AR',
    -34.6037,
    -58.3816,
    'America/Argentina/Buenos_Aires',
    [
      ['Río de la Plata Convention Centre', 'Avenida Figueroa Alcorta 2099, C1425 Buenos Aires'],
      ['Palermo Exhibition Grounds', 'Avenida Sarmiento 2704, C1425 Buenos Aires'],
    ],
  ],
  // Asia-Pacific
  [
    'Mumbai',
    'IN',
    19.076,
    72.8777,
    'Asia/Kolkata',
    [
      ['Bandra Kurla Convention Centre', 'G Block, Bandra Kurla Complex, Mumbai 400051'],
      ['Goregaon Exhibition Grounds', 'Western Express Highway, Goregaon East, Mumbai 400063'],
    ],
  ],
  [
    'New Delhi',
    'IN',
    28.6139,
    77.209,
    'Asia/Kolkata',
    [
      ['Pragati Trade Fair Grounds', 'Mathura Road, Pragati Maidan, New Delhi 110001'],
      ['Dwarka International Convention Centre', 'Sector 25, Dwarka, New Delhi 110077'],
    ],
    ['Delhi'],
  ],
  [
    'Bengaluru',
    'IN',
    12.9716,
    77.5946,
    'Asia/Kolkata',
    [
      ['Whitefield Tech Convention Centre', 'ITPL Main Road, Whitefield, Bengaluru 560066'],
      ['Bengaluru International Exhibition Halls', 'Tumkur Road, Madavara, Bengaluru 562123'],
    ],
    ['Bangalore'],
  ],
  [
    'Singapore',
    'SG',
    1.3521,
    103.8198,
    'Asia/Singapore',
    [
      ['Marina Waterfront Expo & Convention Centre', '10 Bayfront Avenue, Singapore 018956'],
      ['Changi Exhibition Centre', '9 Aviation Park Road, Singapore 498760'],
      ['Suntec Harbour Convention Hall', '1 Raffles Boulevard, Singapore 039593'],
    ],
  ],
  [
    'Kuala Lumpur',
    'MY',
    3.139,
    101.6869,
    'Asia/Kuala_Lumpur',
    [
      ['Petronas Park Convention Centre', 'Jalan Pinang, Kuala Lumpur City Centre, 50088 Kuala Lumpur'],
      ['Mid Valley Exhibition Hall', 'Lingkaran Syed Putra, 59200 Kuala Lumpur'],
    ],
  ],
  [
    'Bangkok',
    'TH',
    13.7563,
    100.5018,
    'Asia/Bangkok',
    [
      ['Chao Phraya Convention Centre', '60 New Rachadapisek Road, Khlong Toei, Bangkok 10110'],
      ['Bang Na International Trade Halls', '88 Bang Na-Trat Road, Bang Na, Bangkok 10260'],
    ],
  ],
  [
    'Hong Kong',
    'HK',
    22.3193,
    114.1694,
    'Asia/Hong_Kong',
    [
      ['Victoria Harbour Convention & Exhibition Centre', '1 Expo Drive, Wan Chai, Hong Kong'],
      ['Lantau AsiaWorld Halls', '1 Airport Expo Boulevard, Chek Lap Kok, Hong Kong'],
    ],
  ],
  [
    'Shanghai',
    'CN',
    31.2304,
    121.4737,
    'Asia/Shanghai',
    [
      ['Hongqiao National Exhibition Centre', '333 Songze Avenue, Qingpu District, Shanghai 201702'],
      ['Pudong New International Expo Halls', '2345 Longyang Road, Pudong, Shanghai 201204'],
    ],
  ],
  [
    'Seoul',
    'KR',
    37.5665,
    126.978,
    'Asia/Seoul',
    [
      ['Gangnam Convention & Exhibition Centre', '513 Yeongdong-daero, Gangnam-gu, Seoul 06164'],
      ['Han River Conference Centre', '112 Yeouido-dong, Yeongdeungpo-gu, Seoul 07241'],
    ],
  ],
  [
    'Tokyo',
    'JP',
    35.6762,
    139.6503,
    'Asia/Tokyo',
    [
      ['Tokyo Bay International Exhibition Centre', '3-11-1 Ariake, Koto-ku, Tokyo 135-0063'],
      ['Makuhari Seaside Messe', '2-1 Nakase, Mihama-ku, Chiba 261-8550'],
      ['Marunouchi Forum Hall', '3-5-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005'],
    ],
  ],
  [
    'Sydney',
    'AU',
    -33.8688,
    151.2093,
    'Australia/Sydney',
    [
      ['Darling Harbour International Convention Centre', '14 Darling Drive, Sydney NSW 2000'],
      ['Sydney Olympic Park Showground', '1 Showground Road, Sydney Olympic Park NSW 2127'],
    ],
  ],
  [
    'Melbourne',
    'AU',
    -37.8136,
    144.9631,
    'Australia/Melbourne',
    [
      ['Yarra Riverside Convention & Exhibition Centre', '1 Convention Place, South Wharf VIC 3006'],
      ['Carlton Royal Exhibition Hall', '9 Nicholson Street, Carlton VIC 3053'],
    ],
  ],
  [
    'Auckland',
    'NZ',
    -36.8485,
    174.7633,
    'Pacific/Auckland',
    [
      ['Waitematā Convention Centre', '88 Hobson Street, Auckland 1010'],
      ['Auckland Showgrounds Pavilion', '217 Greenlane West, Epsom, Auckland 1051'],
    ],
  ],
];

/** Cities, in a stable order (insert in this order). */
export const cities: readonly CitySeed[] = RAW_CITIES.map(([name, countryCode, lat, lng, timezone, , aliases]) => ({
  name,
  countryCode,
  lat,
  lng,
  timezone,
  aliases: aliases ?? [],
  placeId: fakePlaceId(`city:${countryCode}:${name}`),
}));

/** Venues, grouped by city in city order (insert in this order). */
export const venues: readonly VenueSeed[] = RAW_CITIES.flatMap(([cityName, countryCode, lat, lng, , rawVenues]) =>
  rawVenues.map(([name, address]) => {
    // Small stable offset (a few km) around the city centre.
    const h = hashString(`venue:${name}`);
    const dLat = ((h & 0xffff) / 0xffff - 0.5) * 0.08;
    const dLng = (((h >>> 16) & 0xffff) / 0xffff - 0.5) * 0.08;
    return {
      name,
      address,
      cityName,
      countryCode,
      lat: Math.round((lat + dLat) * 1e6) / 1e6,
      lng: Math.round((lng + dLng) * 1e6) / 1e6,
      googlePlaceId: fakePlaceId(`venue:${countryCode}:${name}`),
    };
  }),
);

const cityByName = new Map(cities.map((c) => [c.name, c]));
const venueByName = new Map(venues.map((v) => [v.name, v]));

export function findCity(name: string): CitySeed | undefined {
  return cityByName.get(name);
}

export function findVenue(name: string): VenueSeed | undefined {
  return venueByName.get(name);
}

export function venuesInCity(cityName: string): VenueSeed[] {
  return venues.filter((v) => v.cityName === cityName);
}
