// Signing in and out, sessions and the sign-in throttle.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { fileUrl } from './read-model';
export { authModule } from './router';
export { AuthService, BCRYPT_ROUNDS } from './service';
export { signInAnswer } from './sign-in-answer';
export { type AttemptMeta, SIGN_IN_THROTTLE, SignInThrottle, throttleRefusals } from './throttle';
