import { useState } from 'react';
import {
  BadgeCheck,
  CalendarClock,
  CircleStop,
  ExternalLink,
  LogIn,
  Play,
  Trash2,
  Unlock,
  Video,
} from 'lucide-react';
import { Link } from 'react-router';
import { COPY, formatDateTime, formatMessageDate } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useEndMeeting } from '../api/end-meeting';
import { useJoinMeeting } from '../api/join-meeting';
import { useStartMeeting } from '../api/start-meeting';
import type { Meeting } from '../types';
import { safeHttpUrl } from '../utils/meetings';
import styles from './learn.module.css';

const STATUS_CLASS = {
  scheduled: styles.statusScheduled,
  live: styles.statusLive,
  ended: styles.statusEnded,
};

const JOIN_NOTE = {
  scheduled: 'Join opens when the meeting starts.',
  live: null,
  ended: null,
};

interface MeetingCardProps {
  meeting: Meeting;
  now: Date;
  canManage: boolean;
  onDelete: (meeting: Meeting) => void;
}

/**
 * One meeting: title, provider, Exclusive or Free, its status, and Join while it is live.
 * Founder and admin also start, end and delete it.
 */
export function MeetingCard({ meeting, now, canManage, onDelete }: MeetingCardProps) {
  const toast = useToast();
  const join = useJoinMeeting();
  const start = useStartMeeting();
  const end = useEndMeeting();
  // The link of a join, kept in case the browser blocked the new tab.
  const [joinedLink, setJoinedLink] = useState<string | null>(null);
  const titleId = `meeting-${meeting.id}-title`;
  const live = meeting.status === 'live';

  const onJoin = () => {
    join.mutate(meeting.id, {
      onSuccess: (link) => {
        const url = safeHttpUrl(link);
        if (!url) {
          toast.error('This meeting link is not a web address. Ask the host for a new one.');
          return;
        }
        window.open(url, '_blank', 'noopener,noreferrer');
        setJoinedLink(url);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const onStart = () =>
    start.mutate(meeting.id, {
      onSuccess: () => toast.success(`"${meeting.title}" is live`),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const onEnd = () =>
    end.mutate(meeting.id, {
      onSuccess: () => toast.success(`"${meeting.title}" has ended`),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const note = JOIN_NOTE[meeting.status];

  return (
    <Card
      as="article"
      raised
      className={live ? styles.cardLive : undefined}
      aria-labelledby={titleId}
    >
      <div className={styles.badges}>
        <span className={`${styles.status} ${STATUS_CLASS[meeting.status]}`}>
          {live ? <span className={styles.liveDot} aria-hidden="true" /> : null}
          <span className="visually-hidden">Status: </span>
          {live ? 'Live now' : COPY.meetings.status[meeting.status]}
        </span>
        {meeting.exclusive ? (
          <span className={`${styles.badge} ${styles.exclusive}`}>
            <BadgeCheck size={14} aria-hidden="true" />
            {COPY.meetings.exclusive}
          </span>
        ) : (
          <span className={`${styles.badge} ${styles.free}`}>
            <Unlock size={14} aria-hidden="true" />
            {COPY.meetings.free}
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {meeting.title}
        </h3>
        <p className={styles.meta}>
          <Video size={14} aria-hidden="true" />
          <span className="visually-hidden">Provider: </span>
          <span className={styles.provider}>{meeting.provider}</span>
          {/* Meetings made before start times existed say when they were added, as before. */}
          {meeting.startsAt === null ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="visually-hidden">Added </span>
              <time dateTime={meeting.createdAt}>
                {formatMessageDate(new Date(meeting.createdAt), now)}
              </time>
            </>
          ) : null}
        </p>
        {meeting.startsAt === null ? null : (
          <p className={styles.meta}>
            <CalendarClock size={14} aria-hidden="true" />
            <span className="visually-hidden">Starts </span>
            <time dateTime={meeting.startsAt} className={styles.startsAt}>
              {formatDateTime(meeting.startsAt)}
            </time>
          </p>
        )}
        {meeting.exclusive ? (
          <p className={styles.audience}>For blue badge traders.</p>
        ) : (
          <p className={styles.audience}>Open to every member.</p>
        )}
      </div>
      {meeting.status === 'ended' ? null : (
        <div className={styles.join}>
          <Button
            block
            variant={live ? 'primary' : 'secondary'}
            disabled={!live}
            loading={join.isPending}
            icon={<LogIn size={16} aria-hidden="true" />}
            aria-describedby={note ? `${titleId}-note` : undefined}
            onClick={onJoin}
          >
            {COPY.meetings.join}
            <span className="visually-hidden"> {meeting.title}</span>
          </Button>
          {note ? (
            <p id={`${titleId}-note`} className={styles.joinNote}>
              {note}
            </p>
          ) : null}
          {live && meeting.exclusive && !meeting.canJoin ? (
            <p className={styles.joinNote}>
              Blue badge traders only. <Link to="/products/badge">Get the blue badge</Link>
            </p>
          ) : null}
          {joinedLink && live ? (
            <p className={styles.joinNote}>
              No new tab?{' '}
              <a href={joinedLink} target="_blank" rel="noopener noreferrer">
                Open the meeting link
                <ExternalLink size={12} aria-hidden="true" className={styles.inlineIcon} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </div>
      )}
      {canManage ? (
        <div className={styles.manage}>
          {meeting.status === 'scheduled' ? (
            <Button
              size="sm"
              variant="secondary"
              loading={start.isPending}
              icon={<Play size={16} aria-hidden="true" />}
              onClick={onStart}
            >
              {COPY.meetings.start}
              <span className="visually-hidden"> {meeting.title}</span>
            </Button>
          ) : null}
          {live ? (
            <Button
              size="sm"
              variant="secondary"
              loading={end.isPending}
              icon={<CircleStop size={16} aria-hidden="true" />}
              onClick={onEnd}
            >
              {COPY.meetings.end}
              <span className="visually-hidden"> {meeting.title}</span>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className={styles.deleteButton}
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => onDelete(meeting)}
          >
            {COPY.meetings.delete}
            <span className="visually-hidden"> {meeting.title}</span>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
