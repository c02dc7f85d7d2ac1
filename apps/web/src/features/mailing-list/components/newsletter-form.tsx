import { useState } from 'react';
import type { FormEvent } from 'react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useJoinMailingList } from '../api/join-mailing-list';
import { validateEmail } from '../validate-email';
import styles from './newsletter-form.module.css';

/** Newsletter sign-up: checked here first, then the server's answer is shown in a toast. */
export function NewsletterForm({ className }: { className?: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const join = useJoinMailingList();
  const toast = useToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) return;
    join.mutate(email.trim(), {
      onSuccess: ({ message }) => {
        toast.success(message || COPY.mailing.joined);
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
        <TextField
          className={styles.field}
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" className={styles.submit} loading={join.isPending}>
          {COPY.footer.subscribe}
        </Button>
      </div>
    </form>
  );
}
