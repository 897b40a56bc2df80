// Accounts: attendees' sign-up, email confirmation, profiles, passwords and the tokens of emailed links.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { FORGOT_PASSWORD_LIMITS } from './limits';
export { assertCountry, assertSectors } from './reference-checks';
export { accountsModule } from './router';
export { emailTaken, findPersonByEmail } from './service';
export { consumeToken, issueToken, lookUpToken } from './tokens';
