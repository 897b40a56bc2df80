// The module's test helpers, for other modules' tests (never imported by the product).
export { createEvent, paidOrder } from './admin.fixtures';
