import { Gift } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatGrid, StatPlaceholder } from '../../../components/ui/stat-grid';
import { useMarketing } from '../api/get-marketing';
import type { MarketingOverview as Overview } from '../types';
import { ActivityChart } from './activity-chart';
import { ApplicationForm } from './application-form';
import { InviteLinkCard } from './invite-link-card';
import { StatCards } from './stat-cards';
import styles from './marketing.module.css';

const EYEBROW = 'Marketing team';

function OverviewSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your marketing figures
      </span>
      <div className={styles.headerSkeleton} aria-hidden="true">
        <Skeleton width={120} height={12} />
        <Skeleton width="min(420px, 80%)" height={36} />
        <Skeleton width="min(560px, 100%)" height={18} />
      </div>
      <StatGrid as="div" className={styles.stats} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <StatPlaceholder key={i}>
            <Skeleton width={88} height={14} />
            <Skeleton width={64} height={28} />
          </StatPlaceholder>
        ))}
      </StatGrid>
      <div className={styles.dashboardGrid} aria-hidden="true">
        <Card className={styles.card}>
          <Skeleton width={120} height={20} />
          <Skeleton height={220} radius="var(--radius-md)" />
        </Card>
        <Card className={styles.card}>
          <Skeleton width={140} height={20} />
          <Skeleton height={40} radius="var(--radius-md)" />
        </Card>
      </div>
    </div>
  );
}

function MemberView({ overview }: { overview: Overview }) {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="Your invite stats"
        description="Share your invite link, follow what it brings in and redeem the credits you earn."
        className={styles.header}
        actions={
          <ButtonLink to="/marketing/redeem" icon={<Gift size={16} aria-hidden="true" />}>
            Redeem credits
          </ButtonLink>
        }
      />
      {overview.stats ? <StatCards stats={overview.stats} /> : null}
      <div className={styles.dashboardGrid}>
        <ActivityChart history={overview.history} />
        {overview.inviteLink ? <InviteLinkCard link={overview.inviteLink} /> : null}
      </div>
    </>
  );
}

/**
 * /marketing (spec screen 9): a marketer's figures, activity and invite link, or the team
 * application for everyone else. `onJoined` runs once the member joined, so the session reloads.
 */
export function MarketingOverview({ onJoined }: { onJoined: () => void }) {
  const overview = useMarketing();

  if (overview.isPending) return <OverviewSkeleton />;

  if (overview.isError) {
    return (
      <>
        <PageHeader eyebrow={EYEBROW} title="Marketing" className={styles.header} />
        <ErrorState
          title="Your marketing figures could not be loaded"
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isRefetching}
        />
      </>
    );
  }

  if (!overview.data.member) {
    return (
      <>
        <PageHeader
          eyebrow={EYEBROW}
          title={COPY.marketing.applyTitle}
          description="Invite traders with your own link and earn credits you can redeem for our products. Tell us a little about yourself to apply."
          className={styles.header}
        />
        <ApplicationForm onJoined={onJoined} />
      </>
    );
  }

  return <MemberView overview={overview.data} />;
}
