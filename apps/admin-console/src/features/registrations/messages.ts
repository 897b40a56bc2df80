// What the console's registrations list and order receipt say.
import { defineMessages } from '@pavilion/domain';
import { withPlaceholders } from '../../components/messages';

export const REGISTRATIONS_TEXT = defineMessages('admin.registrations', {
  receipt: 'Order receipt',
  orderStatus:
    '{status, select, paid {paid} pending {pending} expired {expired} cancelled {cancelled} other {{status}}}',
  registration: 'Registration',
  order: 'Order',
  date: 'Date',
  customer: 'Customer',
  customerName: '{firstName} {surname}',
  email: 'Email',
  event: 'Event',
  tickets: 'Tickets',
  ticketTitle: 'Ticket {number}: {type}',
  cancelled: 'cancelled',
  extras: 'Extras: {list}',
  extra: '{name} ({price})',
  promoCode: 'Promo code {code}: −{discount}',
  total: 'Total: {total}',
  paymentDetails: 'Payment details',
  cardNumber: 'Card number',
  card: 'Card',
  expiryDate: 'Expiry date',
  cvv: 'CVV',
  cvvHidden: 'CVV hidden',
  cardholder: 'Cardholder',
  address: 'Address',
  zipCode: 'Zip code',
  country: 'Country',
  noPayment: 'No payment: the order was not paid.',
  notFound: 'Order not found',
  failed: 'The order could not be loaded',
  orderLink: 'Order of {date} by {email}',
  buyerEmail: 'Buyer Email',
  eventName: 'Event Name',
  totalPrice: 'Total Price',
  title: 'Registrations',
  search: 'Search by buyer email',
  ordersOfEvent: 'Orders of event {event}',
  eventNumber: '#{id}',
  showAllEvents: 'Show all events',
  fetchFailed: 'Failed to fetch orders',
  pages: 'Registrations pages',
});

export const extraText = withPlaceholders<'name' | 'price'>(REGISTRATIONS_TEXT.extra);
