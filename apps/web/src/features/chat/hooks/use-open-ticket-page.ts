import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { useOpenTicket } from '../api/open-ticket';
import { describeError } from '../utils/describe-error';

/**
 * Opens a support ticket and goes to its page; a refusal (too many tickets in an hour, a ban)
 * shows as a toast. Used by #ask's prompt and by a closed ticket's 'Open a new ticket'.
 */
export function useOpenTicketPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const open = useOpenTicket();
  const openTicketPage = () =>
    open.mutate(undefined, {
      onSuccess: (ticket) => void navigate(`/app/${ticket.name}`),
      onError: (error) => toast.error(describeError(error)),
    });
  return { openTicketPage, pending: open.isPending };
}
