// The mailing list module's public face: other modules import it from here, never its files.
export { insertEmailIfNew } from './repo';
export { normalizeEmail } from './service';
