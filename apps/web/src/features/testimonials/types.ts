import type { ApiRequestBody, ApiResponse } from '../../lib/api-types';

/** A shown review; its rating is 0 to 5 in steps of 0.5. */
export type Testimonial = ApiResponse<'/api/testimonials', 'get'>['testimonials'][number];

/** One of the signed-in member's own reviews, with its approval state. */
export type OwnTestimonial = ApiResponse<'/api/testimonials/mine', 'get'>['testimonials'][number];

export type NewTestimonial = ApiRequestBody<'/api/testimonials', 'post'>;
