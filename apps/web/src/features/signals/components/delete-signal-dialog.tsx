import { COPY } from '@bbt/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteSignal } from '../api/delete-signal';
import type { Signal } from '../types';

/** Confirms deleting a signal, active or closed (founder or analyst, ruling 7). */
export function DeleteSignalDialog({
  signal,
  onClose,
  onDone,
}: {
  signal: Signal | null;
  onClose: () => void;
  /** After success: the row is gone, so the page says where focus goes next. */
  onDone?: () => void;
}) {
  const deleteSignal = useDeleteSignal();
  const toast = useToast();

  const confirm = () => {
    if (!signal) return;
    deleteSignal.mutate(signal.id, {
      onSuccess: () => {
        toast.success(`Signal "${signal.name}" deleted`);
        onClose();
        onDone?.();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <ConfirmDialog
      open={signal !== null}
      onClose={onClose}
      title="Delete signal?"
      description={
        signal ? (
          <>
            <strong>{signal.name}</strong> is removed for every member. This can&apos;t be undone.
          </>
        ) : null
      }
      confirmLabel={COPY.signals.delete}
      pending={deleteSignal.isPending}
      onConfirm={confirm}
    />
  );
}
