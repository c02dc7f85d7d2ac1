import { useState } from 'react';
import { Link } from 'react-router';
import { Archive } from 'lucide-react';
import { canReadAllTickets, COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { errorMessage } from '../../../lib/api-client';
import { useChannels } from '../api/get-channels';
import { useClosedTickets } from '../api/get-closed-tickets';
import type { ChatViewer } from '../types';
import { channelGroupLabel, groupChannels } from '../utils/group-channels';
import { ChannelLink } from './channel-link';
import { ClosedTicketsDialog } from './closed-tickets-dialog';
import { DmSidebarGroup } from './dm-sidebar-group';
import { ViewerButton } from './viewer-button';
import styles from './channel-sidebar.module.css';

function ChannelsSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {[70, 55, 80, 60, 75, 50].map((w, i) => (
        <Skeleton key={i} width={`${w}%`} height={20} />
      ))}
    </div>
  );
}

/** Channel groups (spec screen 13), the theme toggle and the member's own chip. */
export function ChannelSidebar({
  viewer,
  onNavigate,
  onOpenProfile,
}: {
  viewer: ChatViewer;
  onNavigate: () => void;
  onOpenProfile: () => void;
}) {
  const channels = useChannels();
  const ticketStaff = canReadAllTickets(viewer);
  // A member's own closed tickets (decision 0068): the entry shows once there is one.
  const ownClosed = useClosedTickets('', !ticketStaff);
  const showClosed = ticketStaff || (ownClosed.data?.length ?? 0) > 0;
  const [closedOpen, setClosedOpen] = useState(false);
  return (
    <div className={styles.sidebar}>
      <div className={styles.header}>
        <Link to="/" className={styles.brand}>
          <img src="/images/brand/logo.svg" alt="" width={28} height={28} />
          <span>Blue Badge</span>
        </Link>
        <ThemeToggle size="sm" />
      </div>
      <nav className={styles.channels} aria-label="Channels">
        {channels.isPending ? <ChannelsSkeleton /> : null}
        {channels.isError ? (
          <div className={styles.error} role="alert">
            <p>{errorMessage(channels.error)}</p>
            <Button size="sm" variant="secondary" onClick={() => void channels.refetch()}>
              {COPY.chunk.retry}
            </Button>
          </div>
        ) : null}
        {channels.data
          ? groupChannels(channels.data.filter((c) => c.group !== 'messages')).map(
              ({ group, channels: list }) => (
                <section key={group} className={styles.group} aria-labelledby={`group-${group}`}>
                  <h2 id={`group-${group}`} className={styles.groupLabel}>
                    {channelGroupLabel(group, ticketStaff)}
                  </h2>
                  <ul role="list">
                    {list.map((channel) => (
                      <li key={channel.slug}>
                        <ChannelLink channel={channel} onNavigate={onNavigate} />
                      </li>
                    ))}
                  </ul>
                </section>
              ),
            )
          : null}
        {channels.data ? (
          <DmSidebarGroup
            viewer={viewer}
            conversations={channels.data.filter((c) => c.group === 'messages')}
            onNavigate={onNavigate}
          />
        ) : null}
        {showClosed ? (
          // Closed tickets leave the channel list (ruling 5); staff and openers find them here.
          <button
            type="button"
            className={`${styles.channelLink} ${styles.closedTickets}`}
            aria-haspopup="dialog"
            onClick={() => setClosedOpen(true)}
          >
            <Archive size={16} aria-hidden="true" className={styles.channelIcon} />
            <span className={styles.channelName}>
              {ticketStaff ? COPY.chat.closedTickets.title : COPY.chat.closedTickets.ownTitle}
            </span>
          </button>
        ) : null}
      </nav>
      <div className={styles.footer}>
        <ViewerButton viewer={viewer} onClick={onOpenProfile} />
      </div>
      {showClosed ? (
        <ClosedTicketsDialog
          open={closedOpen}
          onClose={() => setClosedOpen(false)}
          viewer={viewer}
          onNavigate={onNavigate}
        />
      ) : null}
    </div>
  );
}
