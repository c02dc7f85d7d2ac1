import type { ReactNode } from 'react';
import { PanelLeft, Users } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { NotificationMenu } from './notification-menu';
import { MessageSearch } from './message-search';
import styles from './channel-header.module.css';

/**
 * '#channel' by its display name, its topic, and the sidebar and member-list toggles
 * (spec screen 13).
 */
export function ChannelHeader({
  slug,
  name,
  topic,
  sidebarOpen,
  membersOpen,
  onToggleSidebar,
  onToggleMembers,
  pins,
}: {
  /** The channel's slug, for its notification bell; null for a channel the member can't read. */
  slug: string | null;
  name: string;
  topic: string | null;
  sidebarOpen: boolean;
  membersOpen: boolean;
  onToggleSidebar: () => void;
  onToggleMembers: () => void;
  /** The channel's pins button (decision 0034), when it can be read. */
  pins?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={sidebarOpen ? 'Hide channels' : 'Show channels'}
        title={sidebarOpen ? 'Hide channels' : 'Show channels'}
        aria-expanded={sidebarOpen}
        aria-controls="chat-nav"
        onClick={onToggleSidebar}
        icon={<PanelLeft size={18} aria-hidden="true" />}
      />
      <h1 id="channel-title" className={styles.title}>
        <span className={styles.hash} aria-hidden="true">
          #
        </span>
        <span className="visually-hidden">#</span>
        {name}
      </h1>
      {topic ? <p className={styles.topic}>{topic}</p> : <span className={styles.spacer} />}
      {pins}
      <MessageSearch />
      {slug ? <NotificationMenu slug={slug} channelName={name} /> : null}
      <Button
        variant={membersOpen ? 'secondary' : 'ghost'}
        size="sm"
        iconOnly
        aria-label={membersOpen ? `Hide ${COPY.chat.members}` : `Show ${COPY.chat.members}`}
        title={COPY.chat.members}
        aria-expanded={membersOpen}
        aria-controls="chat-members"
        onClick={onToggleMembers}
        icon={<Users size={18} aria-hidden="true" />}
      />
    </header>
  );
}
