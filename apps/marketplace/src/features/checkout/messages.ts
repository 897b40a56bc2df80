// What the checkout says: its steps (sign-in, attendee details, payment, confirmation), the order
// summary, the promo code, the hold countdown and the damage payment page.
import { defineMessages } from '@pavilion/domain';

/** Words more than one step shows. */
export const CHECKOUT_TEXT = defineMessages('marketplace.checkout', {
  holdExpired: 'Your reservation has expired. Please choose your tickets again.',
  orderNotFound: 'Order not found',
  orderLoadFailed: 'We could not load your order',
  orderNotInAccount: 'We could not find this order in your account. Your orders are listed under {link}.',
  registrationsAndEvents: 'Registrations and Events',
  loadingOrder: 'Loading your order',
  loadingTicketInfo: 'Loading ticket information',
  backToEvent: 'Back to {event}',
  backToTheEvent: 'Back to the event',
  preparingPaymentForm: 'Preparing the payment form',
  // The order summary
  orderSummary: 'Order Summary',
  tickets: 'Tickets',
  optionalExtras: 'Optional extras',
  lineQuantity: '{quantity, number} × {price}',
  promoCodeLine: 'Promo code {code}',
  /** What a promo code takes off the total: '-$25.00'. */
  discountAmount: '-{amount}',
  total: 'Total',
});

/** The sign-in step (/events/:id/ticket-purchase-auth). */
export const CHECKOUT_AUTH_TEXT = defineMessages('marketplace.checkout.auth', {
  checkingSession: 'Checking your session',
  title: 'Log in or register to continue',
  lead: 'Tickets are bought with an attendee account. Log in, or create an account in a minute: your selection is kept.',
  login: 'Login',
  newUser: 'New User Registration',
  welcome: 'Welcome to Pavilion! We have emailed a link to confirm {email}.',
});

/** The attendee details step (/events/:id/ticket-purchase-details). */
export const CHECKOUT_DETAILS_TEXT = defineMessages('marketplace.checkout.details', {
  title: 'Attendee details',
  chooseTicketsHint: 'Choose how many tickets you need on the event page.',
  chooseTickets: 'Choose tickets',
  lead: '{event}, {date}. Tell us who will attend: one form per ticket.',
  orderNotCreated: 'Your order could not be created',
  orderNotCreatedRetry: 'Your order could not be created. Please try again.',
  changeSelection: 'Change your ticket selection',
  ticketLegend: 'Ticket {number, number}: {name} {price}',
  priceInParentheses: '({price})',
  prefilled: 'Filled in from your profile. Change it if someone else will attend.',
  firstName: 'First name',
  surname: 'Surname',
  email: 'Email',
  company: 'Company',
  jobTitle: 'Job title',
  extrasLegend: 'Optional extras for this attendee',
  extraLabel: '{name} ({price}){state, select, soldOut {, sold out} offSale {, not on sale} other {}}',
  confirmingOrder: 'Confirming order...',
  confirmOrder: 'Confirm Order',
  seatsHeld: 'Your seats are held for {minutes, plural, one {# minute} other {# minutes}} while you pay.',
});
/** The company a buyer buys for, on the attendee details step. */
export const CHECKOUT_COMPANY_TEXT = defineMessages('marketplace.checkout.company', {
  forCompany: 'I am buying for a company',
  forCompanyHint: 'Its details go on your invoice.',
  legend: 'Company details for the invoice',
  name: 'Company name',
  address: 'Billing address',
  addressHint: 'Street, postcode and city, as the company writes it.',
  country: 'Country',
  selectCountry: 'Select a country',
  loadingCountries: 'Loading countries...',
  vatNumber: 'VAT number',
  vatNumberHint: "Required for companies in the EU, checked against the country's format. Optional elsewhere.",
  reference: 'Purchase order or reference (optional)',
  referenceHint: 'At most {max, number} characters, printed on the invoice.',
});

/** The promo code field of the order summary. */
export const CHECKOUT_PROMO_TEXT = defineMessages('marketplace.checkout.promo', {
  /** `value` is a formatted percentage ('15%') or amount ('$25.00'), taken off each ticket. */
  off: '{value} off',
  applied: 'Promo code {code} applied: {value}',
  remove: 'Remove code',
  checkFailed: 'The promo code could not be checked. Please try again.',
  formName: 'Apply a promo code',
  label: 'Promo code',
  checking: 'Checking...',
  apply: 'Apply',
});

/** The payment step (/events/:id/ticket-purchase-checkout/:orderId) and its form. */
export const CHECKOUT_PAYMENT_TEXT = defineMessages('marketplace.checkout.payment', {
  title: 'Payment',
  cannotBePaid: 'This order can no longer be paid',
  connectionFailed:
    'We could not confirm your payment: the connection failed or the server did not answer. Press Pay Now again to retry; you will not be charged twice.',
  yourOrder: 'Your order',
  cancellationTerms: 'Cancellation terms',
  attendeeWithExtras: '{name}, with {extras}',
  // The hold countdown
  heldFor:
    'Your tickets are held for {time}. Complete your payment before the time runs out, or the seats are released.',
  timeLeft: 'Time left to pay',
  minutesLeft:
    '{minutes, plural, one {# minute left to complete your payment.} other {# minutes left to complete your payment.}}',
  // The form
  formName: 'Payment',
  payNow: 'Pay Now',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  cardNumberHint: '16 digits, as printed on the card',
  expiryDate: 'Expiry date',
  expiryFormat: 'MM/YY',
  cvv: 'CVV',
  cvvHint: '3 or 4 digits on the back of the card',
  cardholderName: 'Cardholder name',
  billingAddress: 'Billing address',
  zip: 'Zip / postal code',
  country: 'Country',
  selectCountry: 'Select a country',
  countriesFailed: 'The list of countries could not be loaded. Reload the page to try again.',
  damagePolicy: 'Damage policy',
  damageConsentHint:
    'Optional. Nothing is ever charged without your agreement; without this consent a damage claim asks you to pay through a link.',
  // The simulated gateway's test cards (outside production builds)
  testCardsTitle: 'Test cards for the simulated payment gateway',
  testCardsText: 'Use any future expiry date and any CVV. Any other 16-digit number succeeds.',
  testCardOutcome:
    '{outcome, select, succeeds {succeeds} declined {is declined} insufficientFunds {fails with insufficient funds} other {fails as a network error}}',
});
/** The confirmation page (/events/:id/ticket-purchase-confirmation/:orderId). */
export const CHECKOUT_CONFIRMATION_TEXT = defineMessages('marketplace.checkout.confirmation', {
  notCompleted: 'This order was not completed',
  thankYou: 'Thank You for Your Purchase!',
  lead: 'Your order for {event} ({date}) is confirmed: {count, plural, one {# ticket} other {# tickets}}, {amount} paid.',
  reference: 'Order reference: {id}',
  receiptTitle: 'Receipt Coming Soon',
  receiptText: 'Your receipt will be emailed to {email} shortly.',
  deliveryTitle: 'Ticket Delivery',
  deliveryText:
    'Each named attendee receives their ticket by email, with its QR code and a PDF, within a few minutes. You can also find every ticket under {link}.',
  /** Tickets bought to be named later: their email goes when each is named (written then, sent by the outbox). */
  deliveryLater:
    '{count, plural, one {# ticket is} other {# tickets are}} to be named later: each is emailed to its attendee within a few minutes of being named, through its link or from your order, until the event ends.',
  updatesTitle: 'Stay Updated',
  updatesWithEmail:
    'The organiser will send updates about the event. Add {email} to your contacts so they reach your inbox.',
  updatesWithoutEmail:
    "The organiser will send updates about the event. Add the organiser's email address to your contacts so their updates reach your inbox.",
  questions: 'Questions about your order? Contact our support team at {email}.',
  viewTickets: 'View your tickets',
});
/** The damage payment link (/user/damage-payment/:orderId/:claimId). */
export const CHECKOUT_DAMAGE_TEXT = defineMessages('marketplace.checkout.damage', {
  backToRegistrations: 'Back to your registrations',
  notFound: 'Damage payment not found',
  noSuchRequest: 'This order has no such damage payment request.',
  paymentFailed: 'The payment did not go through. Please try again.',
  payTitle: 'Pay the damage payment of {amount}',
  title: 'Damage payment',
  orderLine: '{event}, order {id}',
  nothingCharged: 'Nothing is charged until you pay with the form below.',
  payAmount: 'Pay {amount}',
  paid: 'This damage payment of {amount} is paid. Thank you.',
  notWaiting: 'This damage payment is not waiting for your payment.',
});
