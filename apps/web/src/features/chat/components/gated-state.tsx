import { Lock, SearchX } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './channel-view.module.css';

/** 'Channel Not Found' or the no-permission notice (spec screen 13, gated states). */
export function GatedState({ kind }: { kind: 'not_found' | 'no_permission' }) {
  return (
    <div className={styles.gated}>
      <EmptyState
        icon={kind === 'not_found' ? <SearchX /> : <Lock />}
        title={kind === 'not_found' ? COPY.chat.channelNotFound : COPY.chat.noPermission}
        action={
          <ButtonLink to="/app/intro" variant="secondary">
            Go to #intro
          </ButtonLink>
        }
      />
    </div>
  );
}
