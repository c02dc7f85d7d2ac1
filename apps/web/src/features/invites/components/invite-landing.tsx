import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { COPY, LIMITS } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { BackLink, TopBar, TopBarPage } from '../../../components/ui/top-bar';
import { isApiError } from '../../../lib/api-client';
import { useInvite } from '../api/get-invite';
import { recordInviteVisit } from '../api/record-visit';
import { storePendingInvite } from '../invite-storage';
import styles from './invite-landing.module.css';

/** Spec screen 7 names no delay; the sign-in page's 2 seconds keep the two redirects alike. */
export const INVITE_REDIRECT_MS = LIMITS.signInRedirectMs;

/** An id the server rejects (400) is as unknown as one it can't find (404). */
function isUnknownInvite(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * The invite landing (spec screen 7): who invited the visitor and 'redirecting...'. A known
 * invite counts a visit, is stored under `invited` for the claim after sign-in, and the page
 * moves on to / after INVITE_REDIRECT_MS. An unknown one shows `notFound`.
 */
export function InviteLanding({ inviteId, notFound }: { inviteId: string; notFound: ReactNode }) {
  const invite = useInvite(inviteId);
  const navigate = useNavigate();
  const known = invite.isSuccess;
  const recordedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!known || recordedFor.current === inviteId) return;
    recordedFor.current = inviteId;
    storePendingInvite(inviteId);
    // Best effort: a visit that fails to count must not keep the visitor here.
    recordInviteVisit(inviteId).catch(() => undefined);
  }, [known, inviteId]);

  useEffect(() => {
    if (!known) return;
    const timer = window.setTimeout(() => {
      void navigate('/', { replace: true });
    }, INVITE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [known, navigate]);

  if (invite.isError && isUnknownInvite(invite.error)) return notFound;

  let content: ReactNode;
  if (invite.isPending) {
    content = (
      <div className={styles.card} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your invitation
        </span>
        <Skeleton width={72} height={72} radius="var(--radius-full)" />
        <Skeleton width="80%" height={32} />
        <Skeleton width={140} height={20} />
      </div>
    );
  } else if (invite.isError) {
    content = (
      <ErrorState
        title="This invitation could not be loaded"
        error={invite.error}
        onRetry={() => void invite.refetch()}
        className={styles.error}
      />
    );
  } else {
    const { name } = invite.data.inviter;
    content = (
      <div className={styles.card}>
        <span className={styles.avatarRing}>
          <Avatar name={name} image={null} size={72} />
        </span>
        <h1 className={styles.title}>{COPY.invite.invitedBy(name)}</h1>
        <p className={styles.status} role="status">
          <Spinner size="sm" label={null} />
          {COPY.invite.redirecting}
        </p>
        <span
          className={styles.progress}
          style={{ animationDuration: `${INVITE_REDIRECT_MS}ms` }}
          aria-hidden="true"
        />
      </div>
    );
  }

  return (
    <TopBarPage className={styles.page}>
      <title>{`${known ? COPY.invite.invitedBy(invite.data.inviter.name) : 'Invitation'} · Blue Badge`}</title>
      <TopBar sticky={false}>
        <BackLink />
      </TopBar>
      <div className={`container ${styles.content}`}>{content}</div>
    </TopBarPage>
  );
}
