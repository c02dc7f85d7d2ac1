import { useState } from 'react';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { Hash, Lock, PanelLeft, SearchX } from 'lucide-react';
import {
  CHANNEL_GROUP_LABELS,
  COPY,
  channelAccess,
  findChannel,
  resolveChannelSlug,
  sidebarChannels,
} from '@bbt/domain';
import type { ChannelDef, ChannelGroup } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { UserChip } from '../../../features/auth/components/user-chip';
import { useSession } from '../../../features/auth/hooks/use-session';
import type { SessionUser } from '../../../features/auth/types';
import styles from './channel.module.css';

function groupChannels(channels: ChannelDef[]): Array<[ChannelGroup, ChannelDef[]]> {
  const groups = new Map<ChannelGroup, ChannelDef[]>();
  for (const channel of channels) {
    groups.set(channel.group, [...(groups.get(channel.group) ?? []), channel]);
  }
  return [...groups.entries()];
}

function ChannelSidebar({
  user,
  open,
  onNavigate,
}: {
  user: SessionUser;
  open: boolean;
  onNavigate: () => void;
}) {
  const groups = groupChannels(sidebarChannels(user));
  return (
    <aside
      id="workspace-sidebar"
      className={[styles.sidebar, open ? styles.sidebarOpen : undefined].filter(Boolean).join(' ')}
      aria-label="Workspace"
    >
      <div className={styles.sidebarHeader}>
        <Link to="/" className={styles.brand}>
          <img src="/images/brand/logo.svg" alt="" width={28} height={28} />
          <span>Blue Badge</span>
        </Link>
        <ThemeToggle size="sm" />
      </div>
      <nav className={styles.channels} aria-label="Channels">
        {groups.map(([group, channels]) => (
          <div key={group} className={styles.group}>
            <h2 className={styles.groupLabel}>{CHANNEL_GROUP_LABELS[group]}</h2>
            <ul role="list">
              {channels.map((channel) => (
                <li key={channel.slug}>
                  <NavLink
                    to={`/app/${channel.slug}`}
                    className={styles.channelLink}
                    onClick={onNavigate}
                  >
                    <Hash className={styles.hash} size={16} aria-hidden="true" />
                    {channel.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.userBar}>
        <UserChip user={user} />
        <SignOutButton variant="ghost" />
      </div>
    </aside>
  );
}

function ChannelView({
  user,
  slug,
  sidebarOpen,
  onToggleSidebar,
}: {
  user: SessionUser;
  slug: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const channel = findChannel(slug);
  const access = channelAccess(user, slug);
  const name = channel?.label ?? slug;

  let body;
  if (access.reason === 'not_found') {
    body = (
      <div className={styles.gated}>
        <EmptyState icon={<SearchX />} title={COPY.chat.channelNotFound} />
      </div>
    );
  } else if (!access.read) {
    body = (
      <div className={styles.gated}>
        <EmptyState icon={<Lock />} title={COPY.chat.noPermission} />
      </div>
    );
  } else {
    body = (
      <div className={styles.intro}>
        <span className={styles.introIcon} aria-hidden="true">
          <Hash size={28} />
        </span>
        <h2 className={styles.introTitle}>{COPY.chat.welcome(name)}</h2>
        <p className={styles.introText}>{COPY.chat.channelStart}</p>
      </div>
    );
  }

  return (
    <section className={styles.channel} aria-labelledby="channel-title">
      <title>{`#${name} · Blue Badge`}</title>
      <header className={styles.channelHeader}>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          className={styles.menuToggle}
          aria-label="Channels"
          aria-expanded={sidebarOpen}
          aria-controls="workspace-sidebar"
          onClick={onToggleSidebar}
          icon={<PanelLeft size={18} aria-hidden="true" />}
        />
        <h1 id="channel-title" className={styles.channelTitle}>
          <span className={styles.hash}>#</span>
          {name}
        </h1>
        {channel && access.read ? <p className={styles.channelTopic}>{channel.topic}</p> : null}
      </header>
      <div className={styles.channelBody}>{body}</div>
    </section>
  );
}

/**
 * A minimal frame of the chat workspace (spec screen 13): the channels the user may read, the
 * channel's heading and intro, and the user's chip with Log Out. The chat itself comes later.
 */
function ChannelRoute() {
  const { channel: param = 'intro' } = useParams();
  const session = useSession();
  const [sidebarOpen, setSidebarOpen] = useState(false);

  const slug = resolveChannelSlug(param);
  if (slug !== param) return <Navigate to={`/app/${slug}`} replace />;
  // The route sits behind RequireAuth, so the user is known here.
  if (session.status !== 'signed-in') return null;

  return (
    <div className={styles.workspace}>
      <ChannelSidebar
        user={session.user}
        open={sidebarOpen}
        onNavigate={() => setSidebarOpen(false)}
      />
      {sidebarOpen ? (
        <button
          type="button"
          className={styles.scrim}
          aria-label="Close channels"
          tabIndex={-1}
          onClick={() => setSidebarOpen(false)}
        />
      ) : null}
      <ChannelView
        user={session.user}
        slug={slug}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
      />
    </div>
  );
}

export { ChannelRoute as Component };
