// The module's test helpers, for other modules' tests (never imported by the product).
export { memberOf } from './partner.fixtures';
