import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_CONVERSATION_MEMBERS, MEMBER_LIST } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useStartConversation } from '../api/direct-messages';
import { useMemberSearch } from '../api/get-members';
import { describeError } from '../utils/describe-error';
import styles from './dm-dialogs.module.css';

interface Picked {
  id: string;
  name: string;
}

/**
 * Picks one to four members (found by the member search) and opens a conversation with them;
 * the server's refusal is shown as it words it.
 */
export function DmNewConversationDialog({
  open,
  onClose,
  viewerId,
  onNavigate,
}: {
  open: boolean;
  onClose: () => void;
  viewerId: string;
  onNavigate: () => void;
}) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const found = useMemberSearch(text);
  const start = useStartConversation();
  const navigate = useNavigate();
  const full = picked.length >= MAX_CONVERSATION_MEMBERS - 1;
  const candidates = (found.data ?? []).filter(
    (member) => member.id !== viewerId && !member.isBot && !picked.some((p) => p.id === member.id),
  );
  const close = () => {
    setText('');
    setPicked([]);
    start.reset();
    onClose();
  };
  const onStart = () =>
    start.mutate(
      picked.map((p) => p.id),
      {
        onSuccess: (conversation) => {
          close();
          onNavigate();
          void navigate(`/app/${conversation.name}`);
        },
      },
    );

  return (
    <Modal
      open={open}
      onClose={close}
      title="New message"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={onStart} disabled={picked.length === 0} loading={start.isPending}>
            Start conversation
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {picked.length > 0 ? (
          <ul className={styles.results} aria-label="Writing to">
            {picked.map((member) => (
              <li key={member.id}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked
                    onChange={() => setPicked(picked.filter((p) => p.id !== member.id))}
                  />
                  {member.name}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          className={styles.search}
          type="search"
          aria-label="Find members by name"
          placeholder="Find members by name"
          value={text}
          disabled={full}
          onChange={(event) => setText(event.target.value)}
        />
        {full ? (
          <p className={styles.hint}>
            A conversation holds at most {MAX_CONVERSATION_MEMBERS} people, you included.
          </p>
        ) : text.trim().length < MEMBER_LIST.searchMinChars ? (
          <p className={styles.hint}>
            Type at least {MEMBER_LIST.searchMinChars} letters of a name.
          </p>
        ) : (
          <ul className={styles.results} aria-label="Members found">
            {candidates.map((member) => (
              <li key={member.id}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={false}
                    onChange={() => {
                      setPicked([...picked, { id: member.id, name: member.name }]);
                      setText('');
                    }}
                  />
                  <Avatar name={member.name} image={member.image} size={24} />
                  {member.name}
                </label>
              </li>
            ))}
            {found.isSuccess && candidates.length === 0 ? (
              <li className={styles.hint}>No member by that name.</li>
            ) : null}
          </ul>
        )}
        {start.isError ? (
          <p className={styles.error} role="alert">
            {describeError(start.error)}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
