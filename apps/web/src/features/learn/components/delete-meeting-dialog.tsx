import { COPY } from '@bbt/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteMeeting } from '../api/delete-meeting';
import type { Meeting } from '../types';

/** Confirms deleting a meeting (founder or admin). */
export function DeleteMeetingDialog({
  meeting,
  onClose,
  onDone,
}: {
  meeting: Meeting | null;
  onClose: () => void;
  /** After success: the row is gone, so the page says where focus goes next. */
  onDone?: () => void;
}) {
  const remove = useDeleteMeeting();
  const toast = useToast();

  const confirm = () => {
    if (!meeting) return;
    remove.mutate(meeting.id, {
      onSuccess: () => {
        toast.success(`"${meeting.title}" deleted`);
        onClose();
        onDone?.();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <ConfirmDialog
      open={meeting !== null}
      onClose={onClose}
      title="Delete meeting?"
      description={
        meeting ? (
          <>
            <strong>{meeting.title}</strong> disappears for every member
            {meeting.status === 'live' ? ', and nobody else can join it' : ''}. This can&apos;t be
            undone.
          </>
        ) : null
      }
      confirmLabel={COPY.meetings.delete}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
