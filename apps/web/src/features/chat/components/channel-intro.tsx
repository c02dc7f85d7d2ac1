import { Hash } from 'lucide-react';
import { COPY } from '@bbt/domain';
import styles from './message-list.module.css';

/** The top of a channel's history: 'Welcome to #channel', 'this is the start of this channel'. */
export function ChannelIntro({ name }: { name: string }) {
  return (
    <div className={styles.intro}>
      <span className={styles.introIcon} aria-hidden="true">
        <Hash size={28} />
      </span>
      <h2 className={styles.introTitle}>{COPY.chat.welcome(`#${name}`)}</h2>
      <p className={styles.introText}>{COPY.chat.channelStart}</p>
    </div>
  );
}
