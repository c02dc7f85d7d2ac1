import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminTestimonial, TestimonialQueue } from '../types';
import { applyRemoval } from '../utils/testimonial-queue';
import { ADMIN_TESTIMONIALS_QUERY_KEY } from './get-admin-testimonials';

/** Deletes a testimonial for good (pending or shown). */
export async function deleteTestimonial(testimonial: AdminTestimonial): Promise<void> {
  await api.delete('/api/admin/testimonials/{id}', { params: { id: testimonial.id } });
}

export function useDeleteTestimonial(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: (_data, testimonial) => {
      queryClient.setQueriesData<TestimonialQueue>(
        { queryKey: ADMIN_TESTIMONIALS_QUERY_KEY },
        (queue) => (queue ? applyRemoval(queue, testimonial) : queue),
      );
      onStorefrontChanged?.();
      return queryClient.invalidateQueries({ queryKey: ADMIN_TESTIMONIALS_QUERY_KEY });
    },
  });
}
