import { useState, type FormEvent } from 'react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useJoinMailingList, type JoinedMailingList } from '../api/join-mailing-list';
import { useEmailField } from '../hooks/use-email-field';
import { DiscountCodeNote } from './discount-code-note';
import styles from './newsletter-form.module.css';

/**
 * Newsletter sign-up: checked here first, then the server's answer is shown in a toast, and
 * the discount code it earned stays under the form (a toast closes before it is copied).
 */
export function NewsletterForm({ className }: { className?: string }) {
  const { email, setEmail, check, fieldProps } = useEmailField();
  const join = useJoinMailingList();
  const toast = useToast();
  const [joined, setJoined] = useState<JoinedMailingList | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    join.mutate(email.trim(), {
      onSuccess: (answer) => {
        toast.success(answer.message || COPY.mailing.joined);
        setJoined(answer);
        setEmail('');
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  };

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
    >
      <div className={styles.row}>
        <TextField className={styles.field} {...fieldProps} />
        <Button type="submit" className={styles.submit} loading={join.isPending}>
          {COPY.footer.subscribe}
        </Button>
      </div>
      {joined && (
        <div role="status">
          <DiscountCodeNote discountCode={joined.discountCode} />
        </div>
      )}
    </form>
  );
}
