import { NavLink } from 'react-router';
import { AtSign, Hash, Lock, Ticket } from 'lucide-react';
import type { ChannelSummary } from '../types';
import styles from './channel-sidebar.module.css';

function countsText(channel: ChannelSummary): string {
  const parts = [];
  if (channel.unread > 0) parts.push(`${channel.unread} unread`);
  if (channel.mentions > 0) parts.push(`${channel.mentions} mentions`);
  return parts.length ? `, ${parts.join(', ')}` : '';
}

/** One channel in the sidebar, with its unread count and (emphasised) mention count. */
export function ChannelLink({
  channel,
  onNavigate,
}: {
  channel: ChannelSummary;
  onNavigate: () => void;
}) {
  const Icon = channel.group === 'tickets' ? Ticket : channel.write ? Hash : Lock;
  const unread = channel.unread > 0;
  return (
    <NavLink
      to={`/app/${channel.slug}`}
      className={[styles.channelLink, unread ? styles.unread : undefined].filter(Boolean).join(' ')}
      onClick={onNavigate}
    >
      <Icon className={styles.channelIcon} size={16} aria-hidden="true" />
      <span className={styles.channelName}>{channel.label}</span>
      <span className="visually-hidden">{countsText(channel)}</span>
      {channel.mentions > 0 ? (
        <span className={styles.mentionBadge} aria-hidden="true">
          <AtSign size={12} />
          {channel.mentions > 99 ? '99+' : channel.mentions}
        </span>
      ) : unread ? (
        <span className={styles.unreadBadge} aria-hidden="true">
          {channel.unread > 99 ? '99+' : channel.unread}
        </span>
      ) : null}
    </NavLink>
  );
}
