import { useCallback, useState } from 'react';
import { LIMITS } from '@bbt/domain';
import type { EmojiTarget } from '../types';

/** Wide enough to dock the member list beside the channel. */
export const MEMBERS_DOCK_PX = 1200;

/**
 * Wide enough to dock the sidebar beside the channel: only phones get it as a drawer, which
 * would cover the whole conversation (workspace.module.css uses the same width).
 */
const SIDEBAR_DOCK_PX = 720;
const SIDEBAR_DRAWER_QUERY = `(max-width: ${SIDEBAR_DOCK_PX - 1}px)`;
const MEMBERS_DRAWER_QUERY = `(max-width: ${MEMBERS_DOCK_PX - 1}px)`;

/** Whether the sidebar is a drawer over the conversation at this width (a phone). */
export const sidebarIsDrawer = () => window.matchMedia(SIDEBAR_DRAWER_QUERY).matches;
/** Whether the member list is a drawer over the conversation at this width. */
export const membersAreDrawer = () => window.matchMedia(MEMBERS_DRAWER_QUERY).matches;

const wider = (px: number) => typeof window !== 'undefined' && window.innerWidth > px;
const narrow = (px: number) => typeof window !== 'undefined' && window.innerWidth <= px;

/**
 * Which panels are open (spec §9): the sidebar opens by default above 768 px; at 768 px or
 * narrower, opening it closes the emoji picker. Below 900 px the sidebar and the member list
 * open one at a time; the sidebar is a drawer only below 720 px, so picking a channel closes
 * it there alone. The member list is docked from 1200 px and a drawer below.
 */
export function useWorkspacePanels() {
  const [sidebarOpen, setSidebarOpen] = useState(() => wider(LIMITS.sidebarOpenAbovePx));
  const [membersOpen, setMembersOpen] = useState(() => wider(MEMBERS_DOCK_PX - 1));
  const [emojiTarget, setEmojiTarget] = useState<EmojiTarget | null>(null);

  const toggleSidebar = useCallback(() => {
    setSidebarOpen((open) => {
      if (!open && !wider(LIMITS.sidebarOpenAbovePx)) setEmojiTarget(null);
      if (!open && narrow(LIMITS.sidebarCollapsePx - 1)) setMembersOpen(false);
      return !open;
    });
  }, []);

  const toggleMembers = useCallback(() => {
    setMembersOpen((open) => {
      if (!open && narrow(LIMITS.sidebarCollapsePx - 1)) setSidebarOpen(false);
      return !open;
    });
  }, []);

  /** After picking a channel in a drawer, the drawer gets out of the way. */
  const closeDrawers = useCallback(() => {
    if (narrow(SIDEBAR_DOCK_PX - 1)) setSidebarOpen(false);
    if (narrow(MEMBERS_DOCK_PX - 1)) setMembersOpen(false);
  }, []);

  return {
    sidebarOpen,
    setSidebarOpen,
    membersOpen,
    setMembersOpen,
    emojiTarget,
    setEmojiTarget,
    toggleSidebar,
    toggleMembers,
    closeDrawers,
  };
}
