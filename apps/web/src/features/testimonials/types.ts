export interface Testimonial {
  id: number;
  name: string;
  description: string;
  /** 0 to 5 in steps of 0.5. */
  rating: number;
}

/** One of the signed-in member's own reviews, with its approval state. */
export interface OwnTestimonial extends Testimonial {
  display: boolean;
  createdAt: string;
}

export interface NewTestimonial {
  rating: number;
  description: string;
}
