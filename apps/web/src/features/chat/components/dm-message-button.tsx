import { useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useStartConversation } from '../api/direct-messages';
import { describeError } from '../utils/describe-error';

/**
 * 'Message' in another member's profile: opens the conversation with them (started if they
 * have none). A refusal (their setting, a new account, the community switch) shows as a toast.
 */
export function DmMessageButton({
  memberId,
  onOpened,
}: {
  memberId: string;
  onOpened: () => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const start = useStartConversation();
  return (
    <Button
      icon={<MessageCircle size={18} aria-hidden="true" />}
      loading={start.isPending}
      onClick={() =>
        start.mutate([memberId], {
          onSuccess: (conversation) => {
            onOpened();
            void navigate(`/app/${conversation.name}`);
          },
          onError: (error) => toast.error(describeError(error)),
        })
      }
    >
      Message
    </Button>
  );
}
