import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { heldRoles, unreadMentionTotal } from '@bbt/domain';
import { useChannels } from '../api/get-channels';
import { useMemberListStart } from '../api/get-members';
import { useBrowserNotifications } from '../hooks/use-browser-notifications';
import { useChatShortcuts } from '../hooks/use-chat-shortcuts';
import { useFaviconBadge } from '../hooks/use-favicon-badge';
import { useDrawerFocus } from '../hooks/use-drawer-focus';
import { useVisualViewportHeight } from '../hooks/use-visual-viewport-height';
import {
  membersAreDrawer,
  sidebarIsDrawer,
  useWorkspacePanels,
} from '../hooks/use-workspace-panels';
import { ChatSocketProvider } from '../realtime/socket-context';
import { useRealtimeSync } from '../realtime/use-realtime-sync';
import { usePresenceSync } from '../realtime/use-presence';
import type { ChatViewer } from '../types';
import { viewerBlock } from '../utils/viewer';
import { BanScreen } from './ban-screen';
import { ChannelSidebar } from './channel-sidebar';
import { ChannelSwitcher } from './channel-switcher';
import { ChannelView } from './channel-view';
import { ConnectionBanner } from './connection-banner';
import { DrawerCloseButton } from './drawer-close-button';
import { IconRail } from './icon-rail';
import { InterestsDialog } from './interests-dialog';
import { MemberList } from './member-list';
import { NotificationPrompt } from './notification-prompt';
import { DmMessageButton } from './dm-message-button';
import { ProfileDialog } from './profile-dialog';
import type { ProfileSubject } from './profile-dialog';
import { ShortcutsHelp } from './shortcuts-help';
import styles from './workspace.module.css';

export interface ChatWorkspaceProps {
  /** A channel slug, already resolved (annoucements -> announcements). */
  slug: string;
  viewer: ChatViewer;
  /** Refetch the session user (roles, ban and mute changed). */
  onViewerChanged: () => void;
  /** The own account's actions in the profile panel (Log Out). */
  accountActions: ReactNode;
}

function Workspace({ slug, viewer, onViewerChanged, accountActions }: ChatWorkspaceProps) {
  useRealtimeSync({ viewer, openSlug: slug, onMemberChanged: onViewerChanged });
  usePresenceSync();
  const panels = useWorkspacePanels();
  const channels = useChannels();
  // The first screen of the member list (staff, the bot, who is around): what the channel knows
  // of members without asking; the '@' menu asks the server for anyone else (decision 0044).
  const memberListStart = useMemberListStart();
  useBrowserNotifications(viewer);
  useFaviconBadge(unreadMentionTotal(channels.data ?? []));
  const shortcuts = useChatShortcuts(slug, channels.data);
  const [profile, setProfile] = useState<{ subject: ProfileSubject; own: boolean } | null>(null);
  const [serverBan, setServerBan] = useState(false);
  const navRef = useRef<HTMLDivElement>(null);
  const membersRef = useRef<HTMLElement>(null);
  const { sidebarOpen, setSidebarOpen, membersOpen, setMembersOpen, closeDrawers } = panels;
  useVisualViewportHeight();
  useDrawerFocus(navRef, sidebarOpen, sidebarIsDrawer);
  useDrawerFocus(membersRef, membersOpen, membersAreDrawer);

  const onBanned = useCallback(() => {
    setServerBan(true);
    onViewerChanged();
  }, [onViewerChanged]);

  // In drawer mode, opening the channels moves focus into them (not when open at load).
  const wasOpen = useRef(sidebarOpen);
  useEffect(() => {
    const opened = sidebarOpen && !wasOpen.current;
    wasOpen.current = sidebarOpen;
    if (opened && sidebarIsDrawer()) {
      const channels = navRef.current?.querySelector('nav[aria-label="Channels"]');
      (
        channels?.querySelector<HTMLElement>('[aria-current="page"]') ??
        channels?.querySelector<HTMLElement>('a')
      )?.focus();
    }
  }, [sidebarOpen]);

  const onDrawerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const focusToggle = (panel: string) =>
      document.querySelector<HTMLElement>(`[aria-controls="${panel}"]`)?.focus();
    if (sidebarIsDrawer() && sidebarOpen) {
      setSidebarOpen(false);
      focusToggle('chat-nav');
    }
    if (membersAreDrawer() && membersOpen) {
      setMembersOpen(false);
      focusToggle('chat-members');
    }
  };

  const block = viewerBlock(viewer);
  if (block?.kind === 'banned' || serverBan) {
    return (
      <BanScreen until={block?.kind === 'banned' ? block.until : null} actions={accountActions} />
    );
  }

  const summary = channels.data?.find((c) => c.slug === slug);
  const ownProfile: ProfileSubject = {
    id: viewer.id,
    name: viewer.name,
    image: viewer.image,
    priority: viewer.priority,
    roles: heldRoles(viewer.roles),
    isBot: false,
    plan: { badgeTier: viewer.badgeTier, signalsUntil: viewer.signalsUntil },
  };

  return (
    <div
      className={styles.workspace}
      data-sidebar={sidebarOpen ? 'open' : 'closed'}
      data-members={membersOpen ? 'open' : 'closed'}
      onKeyDown={onDrawerKeyDown}
    >
      <div ref={navRef} id="chat-nav" className={styles.nav}>
        <DrawerCloseButton
          panel="channels"
          label="Close channels"
          onClose={() => setSidebarOpen(false)}
        />
        <IconRail />
        <ChannelSidebar
          viewer={viewer}
          onNavigate={closeDrawers}
          onOpenProfile={() => setProfile({ subject: ownProfile, own: true })}
        />
      </div>
      <button
        type="button"
        className={`${styles.scrim} ${styles.navScrim}`}
        aria-label="Close channels"
        tabIndex={-1}
        onClick={() => setSidebarOpen(false)}
      />
      <div className={styles.main}>
        <ConnectionBanner />
        <NotificationPrompt />
        <ChannelView
          key={slug}
          slug={slug}
          viewer={viewer}
          summary={summary}
          channels={channels.data}
          members={memberListStart.data?.members}
          sidebarOpen={sidebarOpen}
          membersOpen={membersOpen}
          onToggleSidebar={panels.toggleSidebar}
          onToggleMembers={panels.toggleMembers}
          emojiTarget={panels.emojiTarget}
          setEmojiTarget={panels.setEmojiTarget}
          onBanned={onBanned}
          onViewerChanged={onViewerChanged}
        />
      </div>
      <button
        type="button"
        className={`${styles.scrim} ${styles.membersScrim}`}
        aria-label="Close member list"
        tabIndex={-1}
        onClick={() => setMembersOpen(false)}
      />
      <aside ref={membersRef} id="chat-members" className={styles.members} aria-label="Member list">
        <DrawerCloseButton
          panel="members"
          label="Close member list"
          onClose={() => setMembersOpen(false)}
        />
        <MemberList
          slug={slug}
          onOpenMember={(member) =>
            setProfile({
              subject: member,
              own: member.id === viewer.id,
            })
          }
        />
      </aside>
      <ProfileDialog
        subject={profile?.subject ?? null}
        onClose={() => setProfile(null)}
        actions={
          profile?.own ? (
            accountActions
          ) : profile && !profile.subject.isBot ? (
            <DmMessageButton memberId={profile.subject.id} onOpened={() => setProfile(null)} />
          ) : undefined
        }
      />
      <InterestsDialog viewer={viewer} onClaimed={onViewerChanged} />
      <ChannelSwitcher
        open={shortcuts.switcherOpen}
        channels={channels.data ?? []}
        currentSlug={slug}
        onClose={() => shortcuts.setSwitcherOpen(false)}
        onOpenChannel={shortcuts.openChannel}
      />
      <ShortcutsHelp open={shortcuts.helpOpen} onClose={() => shortcuts.setHelpOpen(false)} />
    </div>
  );
}

/**
 * The chat workspace of spec screen 13: icon bar, channel sidebar, the open channel and the
 * member list, kept live over one socket.
 */
export function ChatWorkspace(props: ChatWorkspaceProps) {
  return (
    <ChatSocketProvider>
      <Workspace {...props} />
    </ChatSocketProvider>
  );
}
