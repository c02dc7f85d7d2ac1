// The testimonials module's public face: other modules import it from here, never its files.
export type { TestimonialRow } from './repo';
