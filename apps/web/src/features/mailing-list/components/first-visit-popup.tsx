import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { COPY, LIMITS } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useJoinMailingList, type JoinedMailingList } from '../api/join-mailing-list';
import { FIRST_VISIT_DELAY_MS, isFirstVisit, markFirstVisitDone } from '../first-visit';
import { useEmailField } from '../hooks/use-email-field';
import { DiscountCodeNote } from './discount-code-note';
import styles from './first-visit-popup.module.css';

/**
 * Spec screen 2: on a browser's first visit, a popup offers LIMITS.popupDiscountPercent off
 * for joining the mailing list. It shows once: closing it or sending the form sets
 * `noFirstVisit`. The page decides where it may appear.
 */
export function FirstVisitPopup() {
  const [open, setOpen] = useState(false);
  const { email, setError, check, fieldProps } = useEmailField();
  const [joined, setJoined] = useState<JoinedMailingList | null>(null);
  const join = useJoinMailingList();

  useEffect(() => {
    if (!isFirstVisit()) return;
    const timer = window.setTimeout(() => setOpen(true), FIRST_VISIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    markFirstVisitDone();
    setOpen(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    markFirstVisitDone();
    join.mutate(email.trim(), {
      onSuccess: setJoined,
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={COPY.mailing.popupTitle}
      description={
        joined
          ? undefined
          : `Leave your email for ${LIMITS.popupDiscountPercent}% off, plus market notes, new tools and member offers. No spam; leave whenever you like.`
      }
    >
      {joined ? (
        <div className={styles.joined} role="status">
          <CircleCheck className={styles.joinedIcon} size={28} aria-hidden="true" />
          <p>{joined.message || COPY.mailing.joined}</p>
          <DiscountCodeNote discountCode={joined.discountCode} />
          <Button onClick={close}>{COPY.toast.close}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField {...fieldProps} />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={close}>
              No thanks
            </Button>
            <Button type="submit" loading={join.isPending}>
              {COPY.footer.subscribe}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
