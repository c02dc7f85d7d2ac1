import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';
import type { NewTestimonial } from '../types';
import { MY_TESTIMONIALS_QUERY_KEY } from './get-my-testimonials';

export type CreatedTestimonial = ApiResponse<'/api/testimonials', 'post', 201>;

/** Sends a review (201); it is shown on the landing page once staff approve it. */
export function createTestimonial(body: NewTestimonial): Promise<CreatedTestimonial> {
  return api.post<CreatedTestimonial>('/api/testimonials', body);
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_TESTIMONIALS_QUERY_KEY }),
  });
}
