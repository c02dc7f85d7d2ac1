import { useId } from 'react';
import { Check, Copy } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { useCopyText } from '../hooks/use-copy-text';
import { InfoDisclosure } from './info-disclosure';
import styles from './marketing.module.css';

/** The marketer's invite link, read-only, with Copy (a tick for 2 seconds) and what it earns. */
export function InviteLinkCard({ link }: { link: string }) {
  const inputId = useId();
  const { copied, copy } = useCopyText();
  const toast = useToast();

  const onCopy = async () => {
    if (!(await copy(link)))
      toast.error('Could not copy the link. Select it and copy it yourself.');
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby={`${inputId}-label`}>
      <InfoDisclosure
        buttonLabel="How invites earn credits"
        heading={
          <label id={`${inputId}-label`} htmlFor={inputId} className={styles.cardTitle}>
            {COPY.marketing.inviteLink}
          </label>
        }
      >
        {COPY.marketing.tooltip}
      </InfoDisclosure>
      <div className={styles.linkRow}>
        <input
          id={inputId}
          className={`${styles.linkInput} tabular-nums`}
          type="text"
          value={link}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant={copied ? 'secondary' : 'primary'}
          className={styles.copyButton}
          icon={
            copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />
          }
          onClick={() => void onCopy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? 'Invite link copied' : ''}
      </p>
    </Card>
  );
}
