import { useState } from 'react';
import { CalendarPlus, GraduationCap, MessagesSquare } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardGrid } from '../../../components/ui/card-grid';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { HeadingCount } from '../../../components/ui/heading-count';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { focusLater } from '../../../lib/focus';
import { useLiveRefetch } from '../../../lib/use-live-refetch';
import { useNow } from '../../../lib/use-now';
import { useMeetings } from '../api/get-meetings';
import { MEETINGS_QUERY_KEY } from '../api/get-meetings';
import type { Meeting, MeetingStatus } from '../types';
import { sortMeetings } from '../utils/meetings';
import { CreateMeetingDialog } from './create-meeting-dialog';
import { DeleteMeetingDialog } from './delete-meeting-dialog';
import { MeetingCard } from './meeting-card';
import styles from './learn.module.css';

const LEARN_TITLE_ID = 'learn-title';

const GROUPS: Array<{ status: MeetingStatus; title: string }> = [
  { status: 'live', title: 'Live now' },
  { status: 'scheduled', title: COPY.meetings.status.scheduled },
  { status: 'ended', title: COPY.meetings.status.ended },
];

function MeetingsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading meetings
      </span>
      <CardGrid as="div" minItemWidth={300} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Card key={i} raised>
            <Skeleton height={22} width="50%" radius="var(--radius-full)" />
            <Skeleton height={20} width="80%" />
            <Skeleton height={14} width="55%" />
            <Skeleton height={40} radius="var(--radius-md)" />
          </Card>
        ))}
      </CardGrid>
    </div>
  );
}

/**
 * The learn page (spec screen 11): meetings grouped live, scheduled and ended; Join while
 * live. Founder and admin create, start, end and delete them. A socket keeps it live.
 */
export function MeetingsBoard() {
  const meetings = useMeetings();
  useLiveRefetch('meetings:changed', MEETINGS_QUERY_KEY);
  const now = useNow();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Meeting | null>(null);
  const data = meetings.data;
  const canManage = data?.canManage ?? false;

  let body;
  if (meetings.isPending) {
    body = <MeetingsSkeleton />;
  } else if (!data) {
    body = (
      <ErrorState
        title="Meetings could not be loaded"
        error={meetings.error}
        onRetry={() => void meetings.refetch()}
        retrying={meetings.isFetching}
      />
    );
  } else if (data.meetings.length === 0) {
    body = (
      <EmptyState
        icon={<GraduationCap />}
        title="No meetings yet"
        description={
          canManage
            ? 'Schedule a class or a live session with Create meeting; members see it here and join when you start it.'
            : 'Live classes and sessions with our team appear here. This page updates by itself, so keep it open or check back soon.'
        }
        action={
          // Managers have Create meeting in the page header, right above.
          canManage ? null : (
            <ButtonLink
              to="/app/intro"
              variant="secondary"
              icon={<MessagesSquare size={16} aria-hidden="true" />}
            >
              Talk to the community meanwhile
            </ButtonLink>
          )
        }
      />
    );
  } else {
    const sorted = sortMeetings(data.meetings);
    body = (
      <div className={styles.groups}>
        {GROUPS.map(({ status, title }) => {
          const group = sorted.filter((m) => m.status === status);
          if (group.length === 0) return null;
          const headingId = `meetings-${status}`;
          return (
            <section key={status} className={styles.group} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.groupTitle}>
                {title}
                <HeadingCount n={group.length} />
              </h2>
              <CardGrid minItemWidth={300}>
                {group.map((meeting) => (
                  <li key={meeting.id}>
                    <MeetingCard
                      meeting={meeting}
                      now={now}
                      canManage={canManage}
                      onDelete={setDeleting}
                    />
                  </li>
                ))}
              </CardGrid>
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        titleId={LEARN_TITLE_ID}
        className={styles.header}
        eyebrow="Members"
        title="Learn"
        description="Live classes and sessions with our team. Join opens while a meeting is live."
        actions={
          canManage ? (
            <Button
              icon={<CalendarPlus size={16} aria-hidden="true" />}
              onClick={() => setCreating(true)}
            >
              {COPY.meetings.create}
            </Button>
          ) : null
        }
      />
      {body}
      {canManage ? (
        <>
          <CreateMeetingDialog open={creating} onClose={() => setCreating(false)} />
          <DeleteMeetingDialog
            meeting={deleting}
            onClose={() => setDeleting(null)}
            onDone={() => focusLater(`#${LEARN_TITLE_ID}`)}
          />
        </>
      ) : null}
    </>
  );
}
