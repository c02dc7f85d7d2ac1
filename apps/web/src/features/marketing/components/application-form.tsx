import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Coins, Gift, Link2, Send } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { cardClassName } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useApplyToMarketing } from '../api/apply-marketing';
import { CV_MAX_CHARS, validateCv } from '../utils/cv';
import styles from './marketing.module.css';

const PERKS = [
  {
    icon: <Link2 size={18} aria-hidden="true" />,
    title: 'Your own invite link',
    text: 'Share it anywhere. We count the visits, signups and sales it brings in.',
  },
  {
    icon: <Coins size={18} aria-hidden="true" />,
    title: 'Credits for every invite',
    text: COPY.marketing.tooltip,
  },
  {
    icon: <Gift size={18} aria-hidden="true" />,
    title: 'Redeem them for products',
    text: 'Spend your credits on the indicator, the Blue Badge plan or signals.',
  },
];

/** The team application (spec screen 9 for non-members): a required cv text. */
export function ApplicationForm({ onJoined }: { onJoined: () => void }) {
  const [cv, setCv] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const apply = useApplyToMarketing();
  const toast = useToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCv(cv);
    setError(problem);
    if (problem) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    apply.mutate(cv.trim(), {
      onSuccess: () => {
        toast.success('Welcome to the marketing team');
        onJoined();
      },
      onError: (failure) => {
        toast.error(errorMessage(failure));
        // Already a member (another tab): the overview reload shows the member view.
        if (isApiError(failure) && failure.code === 'already_member') onJoined();
      },
    });
  };

  return (
    <div className={styles.applyLayout}>
      <ul role="list" className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk.title} className={styles.perk}>
            <span className={styles.perkIcon}>{perk.icon}</span>
            <div>
              <p className={styles.perkTitle}>{perk.title}</p>
              <p className={styles.perkText}>{perk.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <form
        className={cardClassName({ className: `${styles.card} ${styles.applyForm}` })}
        noValidate
        onSubmit={onSubmit}
      >
        <h2 className={styles.cardTitle}>Your application</h2>
        <TextAreaField
          id={fieldId}
          label={COPY.marketing.cvLabel}
          hint="Your trading experience, who you would reach and where you would share your link."
          name="cv"
          rows={7}
          required
          aria-required="true"
          maxLength={CV_MAX_CHARS}
          value={cv}
          error={error}
          disabled={apply.isPending}
          onChange={(event) => {
            setCv(event.target.value);
            if (error && validateCv(event.target.value) === null) setError(null);
          }}
        />
        <p className={`${styles.counter} tabular-nums`}>
          {cv.length} / {CV_MAX_CHARS}
        </p>
        <Button
          type="submit"
          size="lg"
          block
          loading={apply.isPending}
          icon={<Send size={16} aria-hidden="true" />}
        >
          {COPY.marketing.apply}
        </Button>
      </form>
    </div>
  );
}
