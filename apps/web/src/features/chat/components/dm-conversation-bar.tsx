import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Flag, ShieldAlert, ShieldCheck, UserX } from 'lucide-react';
import { DM_COPY } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import {
  useConversation,
  useDmSettings,
  useDmSettingsChanges,
  useReportConversation,
  type Conversation,
} from '../api/direct-messages';
import { describeError } from '../utils/describe-error';
import styles from './dm-conversation-bar.module.css';

type Person = Conversation['members'][number];

/**
 * A conversation's people above its messages (decision 0066): staff carry a mark, a member whose
 * name reads as a staff member's but who is not staff raises a warning, and the viewer may
 * block another member or report the conversation to staff (a ticket quoting it).
 */
export function DmConversationBar({ slug, viewerId }: { slug: string; viewerId: string }) {
  const conversation = useConversation(slug);
  const settings = useDmSettings();
  const changes = useDmSettingsChanges();
  const report = useReportConversation();
  const toast = useToast();
  const navigate = useNavigate();
  const [blocking, setBlocking] = useState<Person | null>(null);
  const [reporting, setReporting] = useState(false);
  if (!conversation.data) return null;
  const others = conversation.data.members.filter((person) => person.id !== viewerId);
  const lookalikes = others.filter((person) => person.looksLikeStaff);
  const blocked = new Set(settings.data?.blocked.map((b) => b.id));

  const onBlock = (person: Person) =>
    changes.block.mutate(person.id, {
      onSuccess: () => {
        setBlocking(null);
        toast.success(DM_COPY.blocked);
      },
      onError: (error) => toast.error(describeError(error)),
    });
  const onReport = () =>
    report.mutate(slug, {
      onSuccess: (ticket) => {
        setReporting(false);
        toast.success(DM_COPY.reported);
        void navigate(`/app/${ticket.name}`);
      },
      onError: (error) => toast.error(describeError(error)),
    });

  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <ul className={styles.people} aria-label="In this conversation">
          {others.map((person) => (
            <li key={person.id} className={styles.person}>
              <Avatar name={person.name} image={person.image} size={20} />
              {person.name}
              {person.staff ? (
                <span className={styles.staff}>
                  <ShieldCheck size={12} aria-hidden="true" />
                  {DM_COPY.staffMark}
                </span>
              ) : blocked.has(person.id) ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => changes.unblock.mutate(person.id)}
                  loading={changes.unblock.isPending}
                >
                  Unblock
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<UserX size={14} aria-hidden="true" />}
                  onClick={() => setBlocking(person)}
                  aria-label={`Block ${person.name}`}
                >
                  Block
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button
          size="sm"
          variant="secondary"
          icon={<Flag size={14} aria-hidden="true" />}
          onClick={() => setReporting(true)}
        >
          Report
        </Button>
      </div>
      {lookalikes.map((person) => (
        <p key={person.id} className={styles.warning} role="alert">
          <ShieldAlert size={16} aria-hidden="true" />
          {DM_COPY.impersonationWarning(person.name)}
        </p>
      ))}
      <ConfirmDialog
        open={blocking !== null}
        title={`Block ${blocking?.name ?? ''}?`}
        description="Neither of you can write to the other any more. They are not told."
        confirmLabel="Block"
        pending={changes.block.isPending}
        onConfirm={() => blocking && onBlock(blocking)}
        onClose={() => setBlocking(null)}
      />
      <ConfirmDialog
        open={reporting}
        title="Report this conversation?"
        description="A support ticket opens for you and our staff, quoting the latest messages here. Staff never read a conversation otherwise."
        confirmLabel="Report"
        pending={report.isPending}
        onConfirm={onReport}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
