// The orders feature's public face: other features import it from here, never its files.
export type { Order } from './types';
