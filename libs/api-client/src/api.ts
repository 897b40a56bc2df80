// The one RTK Query API of the product. Areas inject their endpoints (see ./endpoints/*).
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { currentLocale } from '@pavilion/domain';

/** Every tag the product uses, declared once so invalidation stays honest. */
export const TAG_TYPES = [
  'Session',
  'Options',
  'Event',
  'Person',
  'Settings',
  'Notification',
  'Favourite',
  'WaitingList',
  'Order',
  'Ticket',
  'LoginActivity',
  'PartnerEvent',
  'PartnerOrder',
  'CancellationPolicy',
  'Partner',
  'BankAccount',
  'ApiKey',
  'WebhookEndpoint',
  'WebhookDelivery',
  'AddressVerification',
  'Agreement',
  'TeamMember',
  'PartnerDocument',
  'AdminEvent',
  'AdminPartner',
  'AdminPerson',
  'AdminOrder',
  'AdminDashboard',
  'AuditLog',
  'PlatformFee',
  'PromoCode',
  'Offer',
  'CheckIn',
  'Finances',
  'Payout',
  'AdminPayout',
  'AdminRefund',
  'Review',
  'DamageClaim',
  'Sponsorship',
  'AdminJob',
  'Legal',
] as const;

let apiBaseUrl = '/api';

/** Each app sets where the API lives (its own origin by default; another host when deployed apart). */
export function configureApi(options: { baseUrl?: string }) {
  if (options.baseUrl) apiBaseUrl = options.baseUrl.replace(/\/$/, '');
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders(headers) {
    // Marks requests from our apps: the server requires it on cookie-authenticated writes (CSRF defence).
    headers.set('X-Requested-With', 'pavilion');
    // The API answers refusals in the language the app shows (a signed-in person's setting wins there too).
    headers.set('Accept-Language', currentLocale());
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
  const withBase = (url: string) => `${apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  const adjusted = typeof args === 'string' ? withBase(args) : { ...args, url: withBase(args.url) };
  return rawBaseQuery(adjusted, api, extra);
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/**
 * For onQueryStarted: runs `then` with the request's answer once it succeeds. A refused request
 * changes nothing here; the form or page that sent it shows the error.
 */
export async function afterSuccess<T>(queryFulfilled: Promise<{ data: T }>, then: (data: T) => void): Promise<void> {
  try {
    then((await queryFulfilled).data);
  } catch {
    /* shown where it was sent */
  }
}
