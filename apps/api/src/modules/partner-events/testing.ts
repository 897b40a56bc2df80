// The module's test helpers, for other modules' tests (never imported by the product).
export {
  approveCurrent,
  buyTickets,
  createEvent,
  currentVersionId,
  editBody,
  partnerWithPolicy,
  type TestPartner,
  venueIn,
} from './partner-events.fixtures';
