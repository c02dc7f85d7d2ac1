import { useQuery } from '@tanstack/react-query';
import { BOT_NAME_COLOR, COPY, isTicketSlug, nameColor } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useTheme } from '../../../lib/theme';
import { membersQueryOptions } from '../api/get-members';
import { ticketMembersQueryOptions } from '../api/get-ticket-members';
import { usePresence } from '../realtime/use-presence';
import type { Member } from '../types';
import { groupMembers } from '../utils/group-members';
import { SpokenPresence, WithPresence } from './presence-dot';
import styles from './member-list.module.css';

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

/**
 * The member list (spec §6): grouped by priority, names in their priority colour, who is around
 * first in each group with a status dot, the offline dimmed (decision 0032). A ticket's
 * lists only who can read it (ruling 5), not the whole community.
 */
export function MemberList({
  slug,
  onOpenMember,
}: {
  slug: string;
  onOpenMember: (member: Member) => void;
}) {
  const ticket = isTicketSlug(slug);
  const everyone = useQuery({ ...membersQueryOptions(), enabled: !ticket });
  const readers = useQuery({ ...ticketMembersQueryOptions(slug), enabled: ticket });
  const members = ticket ? readers : everyone;
  const { theme } = useTheme();
  const statusOf = usePresence();
  return (
    <div className={styles.list}>
      <h2 className={styles.title}>{COPY.chat.members}</h2>
      <div className={styles.scroll}>
        {members.isPending ? <MembersSkeleton /> : null}
        {members.isError ? (
          <div className={styles.error} role="alert">
            <p>{errorMessage(members.error)}</p>
            <Button size="sm" variant="secondary" onClick={() => void members.refetch()}>
              {COPY.chunk.retry}
            </Button>
          </div>
        ) : null}
        {members.data
          ? groupMembers(members.data, statusOf).map((group) => (
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
                          style={{
                            color: member.isBot
                              ? BOT_NAME_COLOR[theme]
                              : nameColor(member.priority, theme),
                          }}
                        >
                          {member.name}
                        </span>
                        <SpokenPresence status={statusOf(member)} />
                        {member.isBot ? <span className={styles.bot}>BOT</span> : null}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          : null}
      </div>
    </div>
  );
}
