import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminTestimonial, TestimonialQueue, TestimonialStatus } from '../types';
import { applyDisplayChange } from '../utils/testimonial-queue';
import { ADMIN_TESTIMONIALS_QUERY_KEY } from './get-admin-testimonials';

/** Approves (display true: shown on the landing) or hides (false) a testimonial. */
export async function setTestimonialDisplay({
  testimonial,
  display,
}: {
  testimonial: AdminTestimonial;
  display: boolean;
}): Promise<AdminTestimonial> {
  const { testimonial: saved } = await api.patch('/api/admin/testimonials/{id}', {
    params: { id: testimonial.id },
    body: { display },
  });
  return saved;
}

export function useSetTestimonialDisplay(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTestimonialDisplay,
    onSuccess: (saved, { testimonial }) => {
      // Every cached filter moves the card at once; the refetch below confirms the counts.
      for (const [key, queue] of queryClient.getQueriesData<TestimonialQueue>({
        queryKey: ADMIN_TESTIMONIALS_QUERY_KEY,
      })) {
        const status = key[2] as TestimonialStatus;
        if (queue) {
          queryClient.setQueryData(
            key,
            applyDisplayChange(queue, status, { ...testimonial, ...saved }, saved.display),
          );
        }
      }
      onStorefrontChanged?.();
      return queryClient.invalidateQueries({ queryKey: ADMIN_TESTIMONIALS_QUERY_KEY });
    },
  });
}
