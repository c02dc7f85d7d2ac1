import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { NewTestimonial } from '../types';
import { MY_TESTIMONIALS_QUERY_KEY } from './get-my-testimonials';

/** Sends a review (201); it is shown on the landing page once staff approve it. */
export function createTestimonial(body: NewTestimonial) {
  return api.post('/api/testimonials', { body });
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_TESTIMONIALS_QUERY_KEY }),
  });
}
