import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OwnTestimonial } from '../types';
import { TESTIMONIALS_QUERY_KEY } from './get-testimonials';

export const MY_TESTIMONIALS_QUERY_KEY = [...TESTIMONIALS_QUERY_KEY, 'mine'] as const;

/** The signed-in member's own reviews, so they see which ones await approval. */
export async function getMyTestimonials(signal?: AbortSignal): Promise<OwnTestimonial[]> {
  const { testimonials } = await api.get('/api/testimonials/mine', { signal });
  return testimonials;
}

export function myTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: MY_TESTIMONIALS_QUERY_KEY,
    queryFn: ({ signal }) => getMyTestimonials(signal),
  });
}

export function useMyTestimonials(enabled: boolean) {
  return useQuery({ ...myTestimonialsQueryOptions(), enabled });
}
