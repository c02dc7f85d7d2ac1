import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
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
    <Modal
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
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {COPY.chat.cancel}
          </Button>
          <Button variant="danger" loading={deleteSignal.isPending} onClick={confirm}>
            {COPY.signals.delete}
          </Button>
        </>
      }
    />
  );
}
