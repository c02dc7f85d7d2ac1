// The sign-in module's public face: other modules import it from here, never its files.
export { mailSignInLinkThrough, sendSignInLink, type SignInLinkOutcome } from './email-link';
