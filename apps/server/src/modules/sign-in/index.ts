// The sign-in module's public face: other modules import it from here, never its files.
export { mailSignInLinkThrough, sendSignInLink, type SignInLinkOutcome } from './email-link';
export { decodeBase64, type FirebaseScryptParameters } from './firebase-scrypt';
export { importedPasswordSignIn } from './imported-password';
