import { NavLink } from 'react-router';
import { AtSign, BellOff, Hash, Lock, MessageCircle, Ticket } from 'lucide-react';
import { countLabel, sidebarEmphasis } from '@bbt/domain';
import type { ChannelSummary } from '../types';
import styles from './channel-sidebar.module.css';

function countsText(channel: ChannelSummary, muted: boolean): string {
  const parts = [];
  if (muted) parts.push('muted');
  if (channel.unread > 0 && !muted) parts.push(`${countLabel(channel.unread)} unread`);
  if (channel.mentions > 0) parts.push(`${countLabel(channel.mentions)} mentions`);
  return parts.length ? `, ${parts.join(', ')}` : '';
}

/**
 * One channel in the sidebar, with its unread count and (emphasised) mention count; a muted
 * channel stays quiet but keeps its mentions (decision 0035).
 */
export function ChannelLink({
  channel,
  onNavigate,
}: {
  channel: ChannelSummary;
  onNavigate: () => void;
}) {
  const Icon =
    channel.group === 'tickets'
      ? Ticket
      : channel.group === 'messages'
        ? MessageCircle
        : channel.write
          ? Hash
          : Lock;
  const muted = channel.notify === 'muted';
  const emphasis = sidebarEmphasis(channel.notify, channel);
  return (
    <NavLink
      to={`/app/${channel.slug}`}
      className={[
        styles.channelLink,
        emphasis.bold ? styles.unread : undefined,
        muted ? styles.muted : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
      onClick={onNavigate}
    >
      <Icon className={styles.channelIcon} size={16} aria-hidden="true" />
      <span className={styles.channelName}>{channel.label}</span>
      <span className="visually-hidden">{countsText(channel, muted)}</span>
      {muted ? <BellOff className={styles.mutedIcon} size={14} aria-hidden="true" /> : null}
      {emphasis.badge === 'mentions' ? (
        <span className={styles.mentionBadge} aria-hidden="true">
          <AtSign size={12} />
          {countLabel(channel.mentions)}
        </span>
      ) : emphasis.badge === 'unread' ? (
        <span className={styles.unreadBadge} aria-hidden="true">
          {countLabel(channel.unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
