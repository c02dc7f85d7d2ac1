import { useRef } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  BOT_NAME_COLOR,
  COPY,
  isConversationSlug,
  isTicketSlug,
  MEMBER_LIST,
  nameColor,
} from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useTheme } from '../../../lib/theme';
import { memberRangeQueryOptions, useMemberListStart, type MemberRange } from '../api/get-members';
import { useConversationMembers } from '../api/direct-messages';
import { ticketMembersQueryOptions } from '../api/get-ticket-members';
import { usePresence } from '../realtime/use-presence';
import type { Member } from '../types';
import { groupMembers } from '../utils/group-members';
import { memberListRowAt, memberListRowCount } from '../utils/member-list-rows';
import { SpokenPresence, WithPresence } from './presence-dot';
import styles from './member-list.module.css';

/** Fixed row heights: the virtualiser places rows without measuring them. */
const HEADER_HEIGHT = 36;
const MEMBER_HEIGHT = 44;

function MembersSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {[60, 72, 50, 66].map((w, i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width={32} height={32} radius="var(--radius-full)" />
          <Skeleton width={`${w}%`} height={14} />
        </div>
      ))}
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{errorMessage(error)}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {COPY.chunk.retry}
      </Button>
    </div>
  );
}

function MemberButton({
  member,
  onOpenMember,
}: {
  member: Member;
  onOpenMember: (member: Member) => void;
}) {
  const { theme } = useTheme();
  const statusOf = usePresence();
  return (
    <button
      type="button"
      className={styles.member}
      aria-haspopup="dialog"
      onClick={() => onOpenMember(member)}
    >
      <WithPresence status={statusOf(member)} dimOffline>
        <Avatar name={member.name} image={member.image} size={32} />
      </WithPresence>
      <span
        className={styles.name}
        style={{ color: member.isBot ? BOT_NAME_COLOR[theme] : nameColor(member.priority, theme) }}
      >
        {member.name}
      </span>
      <SpokenPresence status={statusOf(member)} />
      {member.isBot ? <span className={styles.bot}>BOT</span> : null}
    </button>
  );
}

/**
 * The community's member list at any size (decision 0044): the server orders it (groups by
 * priority, who is around first, by name) and counts every group; the panel draws only the rows
 * in view and asks for the ranges they fall in as it scrolls.
 */
function CommunityMembers({ onOpenMember }: { onOpenMember: (member: Member) => void }) {
  const start = useMemberListStart();
  const scrollRef = useRef<HTMLDivElement>(null);
  const groups = start.data?.groups ?? [];
  const virtualizer = useVirtualizer({
    count: memberListRowCount(groups),
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) =>
      memberListRowAt(groups, index).kind === 'header' ? HEADER_HEIGHT : MEMBER_HEIGHT,
    overscan: 12,
  });
  const rows = virtualizer
    .getVirtualItems()
    .map((item) => ({ item, row: memberListRowAt(groups, item.index) }));
  const wanted = [
    ...new Set(
      rows.flatMap(({ row }) =>
        row.kind === 'member' ? [Math.floor(row.position / MEMBER_LIST.rangeSize)] : [],
      ),
    ),
  ];
  const ranges = useQueries({
    queries: wanted.map((index) => memberRangeQueryOptions(index)),
    combine: (results) =>
      new Map<number, MemberRange | undefined>(
        results.map((result, i) => [wanted[i] ?? 0, result.data]),
      ),
  });
  const memberAt = (position: number) =>
    ranges.get(Math.floor(position / MEMBER_LIST.rangeSize))?.members[
      position % MEMBER_LIST.rangeSize
    ];

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      aria-busy={start.isPending}
      aria-label={COPY.chat.members}
      role="region"
    >
      {start.isPending ? <MembersSkeleton /> : null}
      {start.isError ? (
        <LoadError error={start.error} onRetry={() => void start.refetch()} />
      ) : null}
      <div className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map(({ item, row }) => {
          const member = row.kind === 'member' ? memberAt(row.position) : undefined;
          return (
            <div
              key={item.key}
              className={styles.row}
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'header' ? (
                <h3 className={styles.groupLabel}>
                  {row.group.label} — {row.group.members.toLocaleString()}
                </h3>
              ) : member ? (
                <MemberButton member={member} onOpenMember={onOpenMember} />
              ) : (
                <div className={styles.skeletonRow} aria-hidden="true">
                  <Skeleton width={32} height={32} radius="var(--radius-full)" />
                  <Skeleton width="60%" height={14} />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A private channel's readers: a ticket's (ruling 5) or a conversation's (decision 0066), a
 * handful, grouped and ordered here.
 */
function ReaderMembers({
  readers,
  onOpenMember,
}: {
  readers: UseQueryResult<readonly Member[]>;
  onOpenMember: (member: Member) => void;
}) {
  const statusOf = usePresence();
  return (
    <div className={styles.scroll}>
      {readers.isPending ? <MembersSkeleton /> : null}
      {readers.isError ? (
        <LoadError error={readers.error} onRetry={() => void readers.refetch()} />
      ) : null}
      {readers.data
        ? groupMembers(readers.data, statusOf).map((group) => (
            <section
              key={group.priority}
              className={styles.group}
              aria-labelledby={`members-${group.priority}`}
            >
              <h3 id={`members-${group.priority}`} className={styles.groupLabel}>
                {group.label} — {group.members.length}
              </h3>
              <ul role="list">
                {group.members.map((member) => (
                  <li key={member.id}>
                    <MemberButton member={member} onOpenMember={onOpenMember} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </div>
  );
}

function TicketMembers({
  slug,
  onOpenMember,
}: {
  slug: string;
  onOpenMember: (member: Member) => void;
}) {
  const readers = useQuery(ticketMembersQueryOptions(slug));
  return <ReaderMembers readers={readers} onOpenMember={onOpenMember} />;
}

function ConversationMembers({
  slug,
  onOpenMember,
}: {
  slug: string;
  onOpenMember: (member: Member) => void;
}) {
  const readers = useConversationMembers(slug);
  return <ReaderMembers readers={readers} onOpenMember={onOpenMember} />;
}

/**
 * The member list (spec §6): grouped by priority, names in their priority colour, who is around
 * first in each group with a status dot, the offline dimmed (decision 0032). A ticket's lists
 * only who can read it (ruling 5), a conversation's only its members (decision 0066), not the
 * whole community.
 */
export function MemberList({
  slug,
  onOpenMember,
}: {
  slug: string;
  onOpenMember: (member: Member) => void;
}) {
  return (
    <div className={styles.list}>
      <h2 className={styles.title}>{COPY.chat.members}</h2>
      {isTicketSlug(slug) ? (
        <TicketMembers slug={slug} onOpenMember={onOpenMember} />
      ) : isConversationSlug(slug) ? (
        <ConversationMembers slug={slug} onOpenMember={onOpenMember} />
      ) : (
        <CommunityMembers onOpenMember={onOpenMember} />
      )}
    </div>
  );
}
