import type { ChatMessage, ChatReaction } from '@bbt/domain';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useReactors } from '../api/get-reactors';
import styles from './reactors-dialog.module.css';

function ReactorList({ messageId, reaction }: { messageId: number; reaction: ChatReaction }) {
  const reactors = useReactors(messageId, reaction.emoji, reaction.count, true);
  return (
    <section className={styles.group} aria-label={`Reacted with ${reaction.emoji}`}>
      <h3 className={styles.heading}>
        <span aria-hidden="true">{reaction.emoji}</span> {reaction.count}
      </h3>
      {reactors.data ? (
        <ul role="list" className={styles.names}>
          {reactors.data.members.map((member) => (
            <li key={member.id}>{member.name}</li>
          ))}
          {reactors.data.more > 0 ? (
            <li className={styles.more}>and {reactors.data.more} more</li>
          ) : null}
        </ul>
      ) : reactors.isError ? (
        <p className={styles.more}>Could not load who reacted.</p>
      ) : (
        <Spinner label="Loading who reacted" />
      )}
    </section>
  );
}

/** Every reaction of a message with who reacted (decision 0067), from the message's menu. */
export function ReactorsDialog({
  message,
  onClose,
}: {
  message: ChatMessage | null;
  onClose: () => void;
}) {
  return (
    <Modal open={message !== null} onClose={onClose} title="Reactions">
      {message ? (
        <div className={styles.list}>
          {message.reactions.map((reaction) => (
            <ReactorList key={reaction.emoji} messageId={message.id} reaction={reaction} />
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
