import { useSearchParams } from 'react-router';
import { COPY } from '@bbt/domain';
import { PageHeader } from '../../components/ui/page-header';
import { UnsubscribePanel } from '../../features/mailing-list/components/unsubscribe-panel';
import styles from './unsubscribe.module.css';

/** `/unsubscribe?token=...`: the link in mailing-list mails (decision 0018). */
function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader title={COPY.unsubscribe.title} />
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </div>
  );
}

export { UnsubscribeRoute as Component };
