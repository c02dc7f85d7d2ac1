import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Testimonial } from '../types';

export const TESTIMONIALS_QUERY_KEY = ['testimonials'] as const;

/** Approved testimonials for the landing page (the server sends at most 4). */
export async function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const { testimonials } = await api.get('/api/testimonials', {
    signal,
  });
  return testimonials;
}

export function testimonialsQueryOptions() {
  return queryOptions({
    queryKey: [...TESTIMONIALS_QUERY_KEY, 'approved'] as const,
    queryFn: ({ signal }) => getTestimonials(signal),
    staleTime: 5 * 60_000,
  });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
