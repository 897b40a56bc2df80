// Sanctions on a person: blocks of registrations, sign-in, support and the platform, their checks, imposing and lifting them.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { dayInWords, registrationsCancelledEmail } from './emails';
export { SANCTION_REASONS } from './messages';
export {
  activeSanction,
  assertMayRegister,
  assertMaySignIn,
  imposeSanction,
  isActiveAt,
  liftSanction,
  sanctionsOf,
  type Imposed,
  type SanctionRow,
} from './service';
