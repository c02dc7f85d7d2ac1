import { useLocation } from 'react-router';
import { ArrowLeft, Mail, UserX } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useMember } from '../api/get-member';
import { useSendSignInLink } from '../api/send-sign-in-link';
import type { ConsoleUser, MemberDetail } from '../types';
import { formatDay } from '../utils/format';
import { MemberCreditsPanel } from './member-credits-panel';
import { MemberHistoryPanel } from './member-history-panel';
import { MemberModerationPanel } from './member-moderation-panel';
import { MemberOrdersPanel } from './member-orders-panel';
import { MemberRolesPanel } from './member-roles-panel';
import type { MembersListState } from './members-admin';
import { RestrictionBadge } from './restriction-badge';
import shared from './shared.module.css';
import styles from './member-admin.module.css';
import { EmailText } from '../../../components/ui/email-text';

/**
 * Mails the member a sign-in link (decision 0040), for a member who can't get in another way:
 * one imported with a password, or whose provider changed address.
 */
function SendSignInLinkButton({ member }: { member: MemberDetail }) {
  const send = useSendSignInLink();
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Mail size={16} aria-hidden="true" />}
      loading={send.isPending}
      onClick={() =>
        send.mutate(
          { memberId: member.id },
          {
            onSuccess: (sentTo) => toast.success(`Sign-in link mailed to ${sentTo}`),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    >
      Email a sign-in link
    </Button>
  );
}

function MemberHeader({ member }: { member: MemberDetail }) {
  const { discipline } = member;
  return (
    <header className={styles.header}>
      <title>{`${member.name} · Members · Blue Badge`}</title>
      <Avatar name={member.name} image={member.image} size={64} />
      <div className={styles.headerText}>
        <h1 className={styles.title}>{member.name}</h1>
        <p className={styles.email}>
          <a href={`mailto:${member.email}`}>
            <EmailText email={member.email} />
          </a>
        </p>
        <p className={styles.meta}>
          <span>
            Joined <time dateTime={member.createdAt}>{formatDay(member.createdAt)}</time>
          </span>
          {discipline.banned ? <RestrictionBadge restriction="banned" /> : null}
          {discipline.muted ? <RestrictionBadge restriction="muted" /> : null}
        </p>
      </div>
      <SendSignInLinkButton member={member} />
    </header>
  );
}

function MemberSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the member
      </span>
      <div className={styles.header} aria-hidden="true">
        <Skeleton width={64} height={64} radius="999px" />
        <div className={shared.skeletonLines}>
          <Skeleton height={28} width="45%" />
          <Skeleton height={14} width="35%" />
          <Skeleton height={14} width="25%" />
        </div>
      </div>
      <div className={styles.layout} aria-hidden="true">
        {[styles.wide, '', '', styles.wide].map((cls, i) => (
          <Card key={i} className={`${shared.panel} ${cls}`}>
            <Skeleton height={18} width={140} />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={14} width="60%" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** The list's address, with the search and page the member was opened from. */
function useBackToList(backHref: string): string {
  const state = useLocation().state as Partial<MembersListState> | null;
  const search = typeof state?.membersSearch === 'string' ? state.membersSearch : '';
  return search && !backHref.includes('?') ? `${backHref}?${search}` : backHref;
}

/**
 * A member's page in the admin console: who they are, their roles as switches, their
 * moderation record with Lift ban / Lift mute, credits and invites, orders and history.
 */
export function MemberAdmin({
  memberId,
  backHref,
  currentUser,
}: {
  memberId: string;
  backHref: string;
  currentUser: ConsoleUser;
}) {
  const member = useMember(memberId);
  const backTo = useBackToList(backHref);

  let content;
  if (member.isPending) {
    content = <MemberSkeleton />;
  } else if (member.isError) {
    content =
      isApiError(member.error) && member.error.status === 404 ? (
        <>
          <title>Member not found · Blue Badge</title>
          <EmptyState
            icon={<UserX />}
            title="This member doesn't exist"
            description="The link may be wrong, or the account was removed."
            action={<ButtonLink to={backTo}>Back to members</ButtonLink>}
          />
        </>
      ) : (
        <ErrorState
          retryVariant="secondary"
          title="This member could not be loaded"
          error={member.error}
          onRetry={() => void member.refetch()}
          retrying={member.isFetching}
        />
      );
  } else {
    const data = member.data;
    content = (
      <>
        <MemberHeader member={data} />
        <div className={styles.layout}>
          <MemberRolesPanel member={data} currentUser={currentUser} className={styles.wide} />
          <MemberModerationPanel member={data} />
          <MemberCreditsPanel member={data} />
          <MemberOrdersPanel member={data} className={styles.wide} />
          <MemberHistoryPanel member={data} className={styles.wide} />
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <ButtonLink
        to={backTo}
        variant="ghost"
        size="sm"
        className={styles.back}
        icon={<ArrowLeft size={16} aria-hidden="true" />}
      >
        All members
      </ButtonLink>
      {content}
    </div>
  );
}
