import { useState } from 'react';
import { Plus, Settings } from 'lucide-react';
import { DM_COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import type { ChannelSummary, ChatViewer } from '../types';
import { ChannelLink } from './channel-link';
import { DmNewConversationDialog } from './dm-new-conversation-dialog';
import { DmSettingsDialog } from './dm-settings-dialog';
import styles from './channel-sidebar.module.css';

/**
 * The sidebar's 'Direct messages' (decision 0066): the member's conversations with their unread
 * counts, a new conversation and the member's message settings. Shown even before the first
 * conversation, as the way to start one.
 */
export function DmSidebarGroup({
  viewer,
  conversations,
  onNavigate,
}: {
  viewer: ChatViewer;
  conversations: ChannelSummary[];
  onNavigate: () => void;
}) {
  const [creating, setCreating] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <section className={styles.group} aria-labelledby="group-messages">
      <div className={styles.groupHeading}>
        <h2 id="group-messages" className={styles.groupLabel}>
          {DM_COPY.sidebarGroup}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label="New message"
          title="New message"
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => setCreating(true)}
        />
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label="Direct message settings"
          title="Direct message settings"
          icon={<Settings size={16} aria-hidden="true" />}
          onClick={() => setSettingsOpen(true)}
        />
      </div>
      <ul role="list">
        {conversations.map((channel) => (
          <li key={channel.slug}>
            <ChannelLink channel={channel} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <DmNewConversationDialog
        open={creating}
        onClose={() => setCreating(false)}
        viewerId={viewer.id}
        onNavigate={onNavigate}
      />
      <DmSettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        founder={viewer.roles.founder}
      />
    </section>
  );
}
