import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TestimonialQueue, TestimonialStatus } from '../types';

/** Every cached filter of the queue sits under this key. */
export const ADMIN_TESTIMONIALS_QUERY_KEY = ['admin', 'testimonials'] as const;

/** Testimonials of one filter, newest first, with the pending and shown counts. */
export function getAdminTestimonials(
  status: TestimonialStatus,
  signal?: AbortSignal,
): Promise<TestimonialQueue> {
  return api.get('/api/admin/testimonials', { query: { status }, signal });
}

export function adminTestimonialsQueryOptions(status: TestimonialStatus) {
  return queryOptions({
    queryKey: [...ADMIN_TESTIMONIALS_QUERY_KEY, status] as const,
    queryFn: ({ signal }) => getAdminTestimonials(status, signal),
  });
}

export function useAdminTestimonials(status: TestimonialStatus) {
  return useQuery(adminTestimonialsQueryOptions(status));
}
